import { serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const contentConfigSchema = serviceConfigSchema.extend({
  SUPPORT_EMAIL: z.string().email().default('support@cellardoor.ai'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
