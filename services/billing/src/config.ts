import { booleanFlag, productionRules, productionSecrets, serviceConfigSchema, unsetInProduction } from '@wine/nest-common';
import { z } from 'zod';

/**
 * Production takes money through Stripe only: the local payment provider's hosted page accepts any
 * Luhn-valid test card, so production without a live key would give Premium away.
 */
function stripeKeyRefusal(value: unknown, config: Record<string, unknown>): string | undefined {
  if (value === undefined)
    return 'is required in production: a live Stripe secret key (sk_live_...); the local payment provider never runs in production';
  if (typeof value !== 'string' || value.startsWith('sk_live_')) return undefined;
  if (value.startsWith('sk_test_'))
    return config.ALLOW_STRIPE_TEST_MODE
      ? undefined
      : 'is a test-mode key (sk_test_...): production needs a live key (sk_live_...), or ALLOW_STRIPE_TEST_MODE=true for a test-mode deployment';
  return 'must be a live Stripe secret key (sk_live_...) in production';
}

export const billingConfigSchema = serviceConfigSchema
  .extend({
    // Stripe calls this port directly (signature-verified); the gateway is not in that path.
    BILLING_HTTP_PORT: z.coerce.number().int().min(1).max(65535),
    BILLING_HTTP_HOST: z.string().default('127.0.0.1'),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
    // Stripe when set; otherwise the local payment provider (docs/architecture.md), never in production
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    // a production deployment against Stripe's test mode (a staging site): allows sk_test_ keys
    ALLOW_STRIPE_TEST_MODE: booleanFlag,
    // stripe-mock in tests; refused in production
    STRIPE_API_URL: z.string().url().optional(),
    // the browser's key for Stripe's Payment Element on /subscribe (public by design)
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  })
  .superRefine(productionSecrets({ secrets: ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'] }))
  .superRefine(
    productionRules(
      { variable: 'STRIPE_SECRET_KEY', refuse: stripeKeyRefusal },
      unsetInProduction('STRIPE_API_URL', "billing talks to Stripe's own API (STRIPE_API_URL is for stripe-mock in tests)"),
    ),
  );
export type BillingConfig = z.infer<typeof billingConfigSchema>;
