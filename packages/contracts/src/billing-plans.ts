// Premium's plans, prices and trial lengths, with no schema: a first page needs them before zod
// (docs/architecture.md, First load).
export const BILLING_PLANS = ['monthly', 'yearly'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

// docs/product-rules.md#prices: AUD, GST included. Persisted on the provider by these lookup keys: renaming one is a migration.
export const PREMIUM_PRICE_CATALOGUE = {
  monthly: { lookupKey: 'premium_monthly_aud', unitAmount: 499, interval: 'month' },
  yearly: { lookupKey: 'premium_yearly_aud', unitAmount: 4999, interval: 'year' },
} as const satisfies Record<BillingPlan, { lookupKey: string; unitAmount: number; interval: 'month' | 'year' }>;
export const BILLING_CURRENCY = 'aud';
// docs/product-rules.md#trials: 7-day free trial, 14 days for referred friends.
export const TRIAL_DAYS = 7;
export const REFERRAL_TRIAL_DAYS = 14;
