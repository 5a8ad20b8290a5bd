import { serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const identityConfigSchema = serviceConfigSchema.extend({
  JWT_PRIVATE_KEY_FILE: z.string().min(1),
  JWT_PUBLIC_KEY_FILE: z.string().min(1),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
