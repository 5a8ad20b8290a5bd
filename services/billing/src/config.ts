import { productionSecrets, serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const billingConfigSchema = serviceConfigSchema
  .extend({
    // Stripe calls this port directly (signature-verified); the gateway is not in that path.
    BILLING_HTTP_PORT: z.coerce.number().int().min(1).max(65535),
    BILLING_HTTP_HOST: z.string().default('127.0.0.1'),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
    // Stripe when set; otherwise the local payment provider (DESIGN.md §5)
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    // stripe-mock in tests
    STRIPE_API_URL: z.string().url().optional(),
    // the browser's key for Stripe's Payment Element on /subscribe (public by design)
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  })
  .superRefine(productionSecrets({ secrets: ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'] }));
export type BillingConfig = z.infer<typeof billingConfigSchema>;
