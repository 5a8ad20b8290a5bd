import { z } from 'zod';
import { type BillingPlan, PREMIUM_PRICE_CATALOGUE } from './billing';

// docs/product-rules.md#trials: what a member is charged today, said before any Pay button.

/** GET /api/billing/trial-offer: the trial a new subscription of this member would start with. */
export const trialOfferSchema = z.object({
  // null: this account (customer or e-mail address) has had its trial, so the first period is charged today
  trialDays: z.number().int().positive().nullable(),
  // a live subscription: no offer at all
  subscribed: z.boolean(),
});
export type TrialOffer = z.infer<typeof trialOfferSchema>;

export const trialOfferMessageSchema = z.object({
  userId: z.string().min(1),
  email: z.string().email(),
  referred: z.boolean().default(false),
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "$4.99 a month", "$49.99 a year". */
export function planPriceLine(plan: BillingPlan): string {
  const price = PREMIUM_PRICE_CATALOGUE[plan];
  return `${dollars(price.unitAmount)} a ${price.interval}`;
}

/**
 * The one line before payment: '7 days free, then $4.99 a month', or, without a trial, what is
 * charged today and why ('This account has already had a free trial: $4.99 today'; 'card' once a
 * card that had a trial elsewhere is known).
 */
export function chargeTodayLine(
  plan: BillingPlan,
  trialDays: number | null,
  noTrialBecause: 'account' | 'card' = 'account',
): string {
  if (trialDays) return `${trialDays} days free, then ${planPriceLine(plan)}`;
  const today = dollars(PREMIUM_PRICE_CATALOGUE[plan].unitAmount);
  return `This ${noTrialBecause} has already had a free trial: ${today} today`;
}
