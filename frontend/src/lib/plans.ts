import {
  type BillingPlan,
  FREE_MONTHLY_ANALYSES,
  FREE_SAVED_WINE_LIMIT,
  PREMIUM_PRICE_CATALOGUE,
  RECOMMENDATIONS_PER_SEARCH,
  REFERRAL_TRIAL_DAYS,
  RETAINED_AFTER_DOWNGRADE,
  TRIAL_DAYS,
} from '@wine/contracts';
import { paths } from './paths';

// docs/product-rules.md#plans settles the plan numbers; packages/contracts holds them, so the
// pages quote the same limits the services enforce. Landing, pricing, contact, terms and the
// referral program all read them from here.

export const FREE_PLAN_LIMITS = {
  savedWines: FREE_SAVED_WINE_LIMIT,
  // Per calendar month, Australia/Melbourne.
  photoAnalysesPerMonth: FREE_MONTHLY_ANALYSES,
  recommendationsPerSearch: RECOMMENDATIONS_PER_SEARCH.free,
} as const;

export const PREMIUM_RECOMMENDATIONS_PER_SEARCH = RECOMMENDATIONS_PER_SEARCH.premium;
// docs/product-rules.md#retention-on-downgrade: after a downgrade nothing is deleted, but only the most recent ones stay usable.
export const KEPT_AFTER_DOWNGRADE = RETAINED_AFTER_DOWNGRADE;
export const FREE_TRIAL_DAYS = TRIAL_DAYS;
// docs/product-rules.md#trials: referred friends get a longer trial.
export { REFERRAL_TRIAL_DAYS };

// Prices in AUD including GST, in cents (the billing catalogue's) so the derived figures are exact (docs/product-rules.md#prices).
const MONTHLY_CENTS = PREMIUM_PRICE_CATALOGUE.monthly.unitAmount;
const YEARLY_CENTS = PREMIUM_PRICE_CATALOGUE.yearly.unitAmount;
const YEARLY_AT_MONTHLY_CENTS = MONTHLY_CENTS * 12;
const YEARLY_SAVING_CENTS = YEARLY_AT_MONTHLY_CENTS - YEARLY_CENTS;

export function formatAud(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const PREMIUM_PRICES = {
  monthly: formatAud(MONTHLY_CENTS),
  yearly: formatAud(YEARLY_CENTS),
  yearlyAtMonthlyRate: formatAud(YEARLY_AT_MONTHLY_CENTS),
  yearlySaving: formatAud(YEARLY_SAVING_CENTS),
  yearlySavingPercent: `${Math.round((YEARLY_SAVING_CENTS / YEARLY_AT_MONTHLY_CENTS) * 100)}%`,
} as const;

// 'Premium from $4.99 per month' (docs/product-rules.md#prices).
export const PREMIUM_FROM_PRICE = `Premium from ${PREMIUM_PRICES.monthly} per month`;

export type BillingPeriod = BillingPlan;

// /checkout reads the chosen plan from ?plan=monthly|yearly.
export function checkoutPath(period: BillingPeriod): string {
  return `${paths.checkout}?plan=${period}`;
}
