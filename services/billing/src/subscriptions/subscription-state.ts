import { PAST_DUE_GRACE_DAYS, type Invoice } from '@wine/contracts';
import type Stripe from 'stripe';
import type { ProviderSubscription, SubscriptionStatus } from '../provider/payment-provider';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id;

/**
 * A Stripe subscription (API 2025 "basil": periods live on the items) as billing sees it. The local
 * provider stores the same shape, so both providers go through this one mapping.
 */
export function fromStripeSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no items`);
  const interval = item.price.recurring?.interval === 'year' ? 'year' : 'month';
  return {
    id: sub.id,
    customerId: idOf(sub.customer)!,
    status: sub.status as SubscriptionStatus,
    itemId: item.id,
    priceId: item.price.id,
    lookupKey: item.price.lookup_key ?? null,
    interval,
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    trialEnd: sub.trial_end ?? null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    pauseCollection: sub.pause_collection
      ? { behavior: sub.pause_collection.behavior, resumes_at: sub.pause_collection.resumes_at ?? null }
      : null,
    pendingUpdate: Boolean(sub.pending_update) || Boolean(sub.schedule),
    defaultPaymentMethod: idOf(sub.default_payment_method as string | { id: string } | null),
    created: sub.created,
  };
}

export function fromStripeInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? '',
    // what was charged once paid, what is owed otherwise
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    created: invoice.created,
    period_start: invoice.lines?.data[0]?.period?.start ?? invoice.period_start,
    period_end: invoice.lines?.data[0]?.period?.end ?? invoice.period_end,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
  };
}

// Statuses in which a subscription still exists for the customer (the others are over).
const LIVE: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused', 'incomplete']);

/** The subscription that speaks for the customer: the newest live one, else the newest of all. */
export function currentSubscription(subs: ProviderSubscription[]): ProviderSubscription | null {
  const newestFirst = [...subs].sort((a, b) => b.created - a.created);
  return newestFirst.find((s) => LIVE.has(s.status)) ?? newestFirst[0] ?? null;
}

/**
 * docs/product-rules.md#plans: Premium while trialing or active (a cancellation at period end
 * keeps it until current_period_end), or past_due within the grace period if the subscription was
 * paid at least once (a card whose first charge fails never gives Premium); Free otherwise.
 */
export function derivePlan(sub: ProviderSubscription | null, now: number, paidOnce = false): 'premium' | 'free' {
  if (!sub) return 'free';
  switch (sub.status) {
    case 'trialing':
      // no Premium before a card is confirmed (docs/product-rules.md#trials)
      if (isUnconfirmedTrial(sub)) return 'free';
      return sub.cancelAtPeriodEnd && now >= sub.currentPeriodEnd ? 'free' : 'premium';
    case 'active':
      // the provider ends the subscription at period end; until its event arrives, the date decides
      return sub.cancelAtPeriodEnd && now >= sub.currentPeriodEnd ? 'free' : 'premium';
    case 'past_due':
      if (!paidOnce) return 'free';
      return now < sub.currentPeriodStart + PAST_DUE_GRACE_DAYS * 86_400 ? 'premium' : 'free';
    case 'incomplete':
    case 'incomplete_expired':
    case 'canceled':
    case 'unpaid':
    case 'paused':
      return 'free';
  }
}

/** Whether the customer paid money for this subscription at least once (a trial's $0 invoice does not count). */
export function paidSince(sub: ProviderSubscription, invoices: { status: string; amount: number; created: number }[]): boolean {
  return invoices.some((i) => i.status === 'paid' && i.amount > 0 && i.created >= sub.created);
}

/** A trial whose card was never confirmed (a /subscribe page left before paying). */
export function isUnconfirmedTrial(sub: ProviderSubscription | null): boolean {
  return sub !== null && sub.status === 'trialing' && !sub.defaultPaymentMethod;
}

/** A subscription that blocks a second checkout: one that is not over, and not an abandoned trial. */
export function hasLiveSubscription(sub: ProviderSubscription | null): boolean {
  return sub !== null && ['trialing', 'active', 'past_due', 'unpaid', 'paused'].includes(sub.status) && !isUnconfirmedTrial(sub);
}

/** A subscription that ran with a card: its customer has had their trial (or paid without one). */
export function ranWithCard(sub: ProviderSubscription): boolean {
  return sub.status !== 'incomplete' && sub.status !== 'incomplete_expired' && sub.defaultPaymentMethod !== null;
}
