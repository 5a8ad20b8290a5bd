import { customerOfEvent } from '../webhooks/webhooks.service';
import { DAY, NOW, stripeInvoice, stripeSubscription } from './fixtures/stripe-objects';
import {
  currentSubscription,
  derivePlan,
  fromStripeInvoice,
  fromStripeSubscription,
  hasLiveSubscription,
  paidSince,
  ranWithCard,
} from './subscription-state';

const state = (...args: Parameters<typeof stripeSubscription>) => fromStripeSubscription(stripeSubscription(...args));

describe('Stripe objects → our subscription state', () => {
  it('reads the period from the item (API basil) and the interval from the price', () => {
    const sub = state({}, { interval: 'year', start: NOW - DAY, end: NOW + 364 * DAY });
    expect(sub).toMatchObject({
      id: 'sub_1',
      customerId: 'cus_1',
      itemId: 'si_1',
      priceId: 'price_m',
      interval: 'year',
      currentPeriodStart: NOW - DAY,
      currentPeriodEnd: NOW + 364 * DAY,
      cancelAtPeriodEnd: false,
      pauseCollection: null,
      pendingUpdate: false,
      defaultPaymentMethod: 'pm_1',
    });
  });

  it('accepts an expanded customer and payment method', () => {
    const sub = state({ customer: { id: 'cus_9' } as never, default_payment_method: { id: 'pm_9' } as never });
    expect(sub.customerId).toBe('cus_9');
    expect(sub.defaultPaymentMethod).toBe('pm_9');
  });

  it.each([
    ['trialing', 'premium'],
    ['active', 'premium'],
    ['incomplete', 'free'],
    ['incomplete_expired', 'free'],
    ['canceled', 'free'],
    ['unpaid', 'free'],
    ['paused', 'free'],
  ] as const)('status %s gives %s', (status, plan) => {
    expect(derivePlan(state({ status }, { start: NOW - DAY, end: NOW + 6 * DAY }), NOW)).toBe(plan);
  });

  it('a trial without a confirmed card is Free, and does not block a checkout', () => {
    const unconfirmed = state({ status: 'trialing', default_payment_method: null }, { start: NOW - DAY, end: NOW + 6 * DAY });
    expect(derivePlan(unconfirmed, NOW)).toBe('free');
    expect(hasLiveSubscription(unconfirmed)).toBe(false);
    expect(ranWithCard(unconfirmed)).toBe(false);
    const confirmed = state({ status: 'trialing' }, { start: NOW - DAY, end: NOW + 6 * DAY });
    expect(derivePlan(confirmed, NOW)).toBe('premium');
    expect(hasLiveSubscription(confirmed)).toBe(true);
    expect(ranWithCard(confirmed)).toBe(true);
  });

  it('past_due stays Premium within the grace period, then Free, once the subscription was paid', () => {
    const sub = state({ status: 'past_due' }, { start: NOW - 2 * DAY, end: NOW + 28 * DAY });
    expect(derivePlan(sub, NOW, true)).toBe('premium');
    expect(derivePlan(sub, NOW + 5 * DAY + 1, true)).toBe('free');
  });

  it('past_due never paid (the first charge failed) is Free at once', () => {
    const sub = state({ status: 'past_due' }, { start: NOW - 2 * DAY, end: NOW + 28 * DAY });
    expect(derivePlan(sub, NOW)).toBe('free');
    expect(derivePlan(sub, NOW, false)).toBe('free');
  });

  it('paid means money paid after the subscription began: a trial $0 invoice or an older subscription do not count', () => {
    const sub = state({ status: 'past_due' }, { start: NOW - 2 * DAY, end: NOW + 28 * DAY });
    const at = sub.created;
    expect(paidSince(sub, [{ status: 'paid', amount: 0, created: at }])).toBe(false);
    expect(paidSince(sub, [{ status: 'open', amount: 1299, created: at }])).toBe(false);
    expect(paidSince(sub, [{ status: 'paid', amount: 1299, created: at - 1 }])).toBe(false);
    expect(paidSince(sub, [{ status: 'paid', amount: 1299, created: at }])).toBe(true);
  });

  it('cancel at period end keeps Premium until current_period_end', () => {
    const sub = state({ cancel_at_period_end: true }, { start: NOW - DAY, end: NOW + DAY });
    expect(sub.cancelAtPeriodEnd).toBe(true);
    expect(derivePlan(sub, NOW)).toBe('premium');
    expect(derivePlan(sub, NOW + DAY)).toBe('free');
  });

  it('a paused collection keeps Premium and is reported', () => {
    const sub = state({ pause_collection: { behavior: 'void', resumes_at: null } as never });
    expect(sub.pauseCollection).toEqual({ behavior: 'void', resumes_at: null });
    expect(derivePlan(sub, NOW)).toBe('premium');
  });

  it('a trial end is the period end while trialing', () => {
    const sub = state({ status: 'trialing', trial_end: NOW + 4 * DAY }, { start: NOW - 3 * DAY, end: NOW + 4 * DAY });
    expect(sub.trialEnd).toBe(NOW + 4 * DAY);
    expect(derivePlan(sub, NOW)).toBe('premium');
  });

  it('a pending update or a schedule counts as a pending change', () => {
    expect(state({ pending_update: { expires_at: NOW } as never }).pendingUpdate).toBe(true);
    expect(state({ schedule: 'sub_sched_1' }).pendingUpdate).toBe(true);
  });

  it('no subscription is Free', () => {
    expect(derivePlan(null, NOW)).toBe('free');
    expect(hasLiveSubscription(null)).toBe(false);
  });

  it('picks the newest live subscription over a newer ended one', () => {
    const old = state({ id: 'sub_old', status: 'active', created: NOW - 10 * DAY });
    const ended = state({ id: 'sub_new', status: 'canceled', created: NOW - DAY });
    expect(currentSubscription([ended, old])?.id).toBe('sub_old');
    expect(currentSubscription([ended])?.id).toBe('sub_new');
    expect(hasLiveSubscription(currentSubscription([ended]))).toBe(false);
  });

  it('maps invoices to the spec fields, amounts in cents', () => {
    expect(fromStripeInvoice(stripeInvoice())).toEqual({
      id: 'in_1',
      amount: 499,
      currency: 'aud',
      status: 'paid',
      created: expect.any(Number),
      period_start: expect.any(Number),
      period_end: expect.any(Number),
      hosted_invoice_url: 'https://invoice.stripe.com/i/1',
      invoice_pdf: 'https://pay.stripe.com/invoice/1/pdf',
    });
    expect(fromStripeInvoice(stripeInvoice({ status: 'open', amount_paid: 0, amount_due: 4999 })).amount).toBe(4999);
  });

  it('finds the customer of any event object', () => {
    expect(customerOfEvent({ data: { object: { object: 'subscription', customer: 'cus_1' } } })).toBe('cus_1');
    expect(customerOfEvent({ data: { object: { object: 'invoice', customer: { id: 'cus_2' } } } })).toBe('cus_2');
    expect(customerOfEvent({ data: { object: { object: 'customer', id: 'cus_3' } } })).toBe('cus_3');
    expect(customerOfEvent({ data: { object: { object: 'price' } } })).toBeNull();
  });
});
