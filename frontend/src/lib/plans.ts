import { paths } from './paths';

// DESIGN.md §4 settles the plan numbers where the spec conflicts. Landing, pricing, contact, terms
// and the referral program all quote them from here so every page says the same thing.

export const FREE_PLAN_LIMITS = {
  savedWines: 3,
  // Per calendar month, Australia/Melbourne.
  photoAnalysesPerMonth: 3,
  recommendationsPerSearch: 3,
} as const;

export const PREMIUM_RECOMMENDATIONS_PER_SEARCH = 6;
// DESIGN.md §4: after a downgrade nothing is deleted, but only the most recent ones stay usable.
export const KEPT_AFTER_DOWNGRADE = { savedWines: 3, uploads: 2 } as const;
export const FREE_TRIAL_DAYS = 7;
// Spec §9: referred friends get a longer trial.
export const REFERRAL_TRIAL_DAYS = 14;

// Spec §9 prices in AUD including GST, kept in cents so the derived figures are exact.
const MONTHLY_CENTS = 499;
const YEARLY_CENTS = 4999;
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

// 'Premium from $4.99 per month' (spec §1 landing claim).
export const PREMIUM_FROM_PRICE = `Premium from ${PREMIUM_PRICES.monthly} per month`;

export type BillingPeriod = 'monthly' | 'yearly';

// /checkout reads the chosen plan from ?plan=monthly|yearly.
export function checkoutPath(period: BillingPeriod): string {
  return `${paths.checkout}?plan=${period}`;
}
