import { chargeTodayLine } from '@wine/contracts';
import { FREE_TRIAL_DAYS, PREMIUM_PRICES, type BillingPeriod } from '@/lib/plans';

// What the card forms on /subscribe say before the Pay button (docs/product-rules.md#trials): the
// local provider's form and Stripe's in-page Payment Element say the same, from here.

const PRICE: Record<BillingPeriod, string> = {
  monthly: `${PREMIUM_PRICES.monthly} per month`,
  yearly: `${PREMIUM_PRICES.yearly} per year`,
};

/** The line under "Payment details": what is charged today, and after. */
export function cardFormSummary(kind: 'setup' | 'payment', plan: BillingPeriod, cardHadTrial: boolean): string {
  if (cardHadTrial) return `${PREMIUM_PRICES[plan]} is charged today when you confirm, then ${PRICE[plan]}.`;
  if (kind === 'setup')
    return `Nothing is charged today. Your card is saved for when the ${FREE_TRIAL_DAYS}-day trial ends, then ${PRICE[plan]}.`;
  return `${PREMIUM_PRICES[plan]} is charged today.`;
}

/** 'This card has already had a free trial: $4.99 today', as billing says it. */
export const cardHadTrialLine = (plan: BillingPeriod) => chargeTodayLine(plan, null, 'card');

/** After the line, in the same warning. */
export const CARD_HAD_TRIAL_NOTE = 'This subscription starts without a trial; nothing is charged until you confirm.';

/** The button that takes the first payment of a card that had its trial elsewhere. */
export const payAndStartPremium = (plan: BillingPeriod) => `Pay ${PREMIUM_PRICES[plan]} and start Premium`;
