import { chargeTodayLine, type BillingPlan } from '@wine/contracts';
import { FREE_TRIAL_DAYS } from '@/lib/plans';
import { useCurrentUser } from '@/lib/session';
import { useGetTrialOfferQuery } from '../api/billing-api';

export interface TrialOfferView {
  /** a Premium member: no trial offer anywhere */
  premium: boolean;
  /** the trial a subscription would start with; null: the first period is charged today */
  trialDays: number | null;
  /** the one line before any Pay button (docs/product-rules.md#trials) */
  chargeToday: (plan: BillingPlan) => string;
  /** the offer for this member is known (a signed-out visitor sees the standard one) */
  known: boolean;
}

/** What this visitor would be charged today: the standard trial when signed out, billing's answer when signed in. */
export function useTrialOffer(): TrialOfferView {
  const user = useCurrentUser();
  const { data, isSuccess } = useGetTrialOfferQuery(undefined, { skip: !user || user.subscriptionPlan === 'premium' });
  const premium = user?.subscriptionPlan === 'premium' || data?.subscribed === true;
  const trialDays = premium ? null : user && data ? data.trialDays : FREE_TRIAL_DAYS;
  return {
    premium,
    trialDays,
    chargeToday: (plan) => chargeTodayLine(plan, trialDays),
    known: !user || premium || isSuccess,
  };
}
