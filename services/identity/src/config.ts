import {
  identityTransportKeySchema,
  productionRules,
  productionSecrets,
  requiredInProduction,
  serviceConfigSchema,
} from '@wine/nest-common';
import { z } from 'zod';

export const identityConfigSchema = serviceConfigSchema
  .extend({
    // identity alone signs access tokens; the gateway holds only the public half
    JWT_PRIVATE_KEY_FILE: z.string().min(1),
  })
  .extend(identityTransportKeySchema.shape)
  .superRefine(productionSecrets({ privateKeyFiles: ['JWT_PRIVATE_KEY_FILE'] }))
  .superRefine(
    productionRules(
      requiredInProduction(
        'IDENTITY_TRANSPORT_KEY',
        'the key passwords and tokens cross Redis under (the gateway holds the same)',
      ),
    ),
  );
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
