/**
 * What the local hosted pages ask before charging a card: did this card have its free trial on
 * another account? Answered by the trial rules (services/billing/src/trials), which own the grants;
 * Stripe's own pages cannot ask, so with Stripe the app asks on /subscribe (docs/product-rules.md#trials).
 */
export const CARD_TRIAL_LOOKUP = Symbol('CARD_TRIAL_LOOKUP');

export interface CardTrialLookup {
  hadTrialElsewhere(fingerprint: string, userId: string): Promise<boolean>;
}
