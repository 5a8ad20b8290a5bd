import { httpsInProduction, minioConfigSchema, productionRules, productionSecrets, serviceConfigSchema } from '@wine/nest-common';
import { mailConfigSchema } from '@wine/nest-common/mail';
import { z } from 'zod';

// MinIO: the cellar deletes an analysed bottle's photo with its record, and all photos of a deleted account.
// SMTP (optional) and the app's public origin: the monthly drinking reminder e-mail links back to /cellar.
export const cellarConfigSchema = serviceConfigSchema
  .extend(minioConfigSchema.shape)
  .extend(mailConfigSchema.shape)
  .extend({
    REMINDER_FROM: z.string().min(3).default('Cellar Door AI <reminders@cellardoor.ai>'),
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://cellardoor.ai (no path, no trailing slash)')
      .optional(),
  })
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY'] }))
  .superRefine(
    productionRules(httpsInProduction('PUBLIC_URL'), {
      variable: 'PUBLIC_URL',
      refuse: (url, config) =>
        config.SMTP_URL && url === undefined
          ? 'is required in production when SMTP_URL is set: the reminder e-mail links to it'
          : undefined,
    }),
  );
export type CellarConfig = z.infer<typeof cellarConfigSchema>;

/** Where reminder links point when PUBLIC_URL is unset (outside production): the local gateway. */
export const LOCAL_APP_URL = 'http://localhost:8080';
