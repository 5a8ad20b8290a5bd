import { serviceConfigSchema } from '@wine/nest-common';
import { mailConfigSchema } from '@wine/nest-common/mail';
import { z } from 'zod';

export const contentConfigSchema = serviceConfigSchema.extend(mailConfigSchema.shape).extend({
  SUPPORT_EMAIL: z.string().email().default('support@cellardoor.ai'),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;
