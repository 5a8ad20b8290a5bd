import { productionSecrets, serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const identityConfigSchema = serviceConfigSchema
  .extend({
    // identity alone signs access tokens; the gateway holds only the public half
    JWT_PRIVATE_KEY_FILE: z.string().min(1),
  })
  .superRefine(productionSecrets({ privateKeyFiles: ['JWT_PRIVATE_KEY_FILE'] }));
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
