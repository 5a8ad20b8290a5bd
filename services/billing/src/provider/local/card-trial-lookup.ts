/**
 * What the local hosted pages ask before charging a card: did this card have its free trial on
 * another account? Answered by the trial rules (services/billing/src/trials), which own the grants.
 * Stripe's own pages cannot ask: with Stripe a trial's Checkout collects the card alone and billing
 * asks afterwards (billing/card-setup-checkout.ts, docs/product-rules.md#trials).
 */
export const CARD_TRIAL_LOOKUP = Symbol('CARD_TRIAL_LOOKUP');

export interface CardTrialLookup {
  hadTrialElsewhere(fingerprint: string, userId: string): Promise<boolean>;
}
