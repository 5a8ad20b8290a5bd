import {
  httpsInProduction,
  identityTransportKeySchema,
  productionRules,
  productionSecrets,
  requiredInProduction,
  serviceConfigSchema,
} from '@wine/nest-common';
import { mailConfigSchema } from '@wine/nest-common/mail';
import { z } from 'zod';

// SMTP (optional) and the app's public origin: the password-reset e-mail links to /reset-password.
export const identityConfigSchema = serviceConfigSchema
  .extend(mailConfigSchema.shape)
  .extend({
    // identity alone signs access tokens; the gateway holds only the public half
    JWT_PRIVATE_KEY_FILE: z.string().min(1),
    PASSWORD_RESET_FROM: z.string().min(3).default('Cellar Door AI <accounts@cellardoor.ai>'),
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://cellardoor.ai (no path, no trailing slash)')
      .optional(),
  })
  .extend(identityTransportKeySchema.shape)
  .superRefine(productionSecrets({ privateKeyFiles: ['JWT_PRIVATE_KEY_FILE'] }))
  .superRefine(
    productionRules(
      requiredInProduction(
        'IDENTITY_TRANSPORT_KEY',
        'the key passwords and tokens cross Redis under (the gateway holds the same)',
      ),
      httpsInProduction('PUBLIC_URL'),
      {
        variable: 'PUBLIC_URL',
        refuse: (url, config) =>
          config.SMTP_URL && url === undefined
            ? 'is required in production when SMTP_URL is set: the password-reset e-mail links to it'
            : undefined,
      },
    ),
  );
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** Where reset links point when PUBLIC_URL is unset (outside production): the local gateway. */
export const LOCAL_APP_URL = 'http://localhost:8080';
