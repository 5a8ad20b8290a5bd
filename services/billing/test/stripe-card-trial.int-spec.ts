// One trial per card with Stripe (docs/product-rules.md#trials): the real billing service, in
// Stripe mode, on the test stack's FerretDB and Kafka, with Stripe replaced at its HTTP boundary by
// a stateful fake (stripe-fake.ts) that sends its checkout events to billing's webhook, signed.
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { chargeTodayLine } from '@wine/contracts';
import type { Connection } from 'mongoose';
import { uniqueTestCard } from '../../../tests/support/cards';
import { BillingService } from '../src/billing/billing.service';
import { billingOnStripeFake, newUser } from './billing-harness';
import { StripeFake } from './stripe-fake';

jest.setTimeout(120_000);

const stripe = new StripeFake();
let app: INestApplication;
let billing: BillingService;
let connection: Connection;

beforeAll(async () => {
  app = await billingOnStripeFake(stripe, 'billing_stripe');
  billing = app.get(BillingService);
  connection = app.get<Connection>(getConnectionToken());
});

afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await app?.close();
  await stripe.stop();
});

/** Starts Checkout as /checkout does; answers the fake's session and the customer. */
async function startCheckout(userId: string) {
  const { url } = await billing.createCheckoutSession({
    userId,
    email: `${userId}@example.com`,
    origin: 'http://app.test',
    plan: 'monthly',
    referred: false,
  });
  const session = stripe.sessions.get(url!.split('/').pop()!)!;
  return { session, sessionId: session.id, customerId: session.customer as string };
}

const subscriptionsOf = (customerId: string) => [...stripe.subscriptions.values()].filter((s) => s.customer === customerId);
const record = (userId: string) => connection.collection('subscriptions').findOne({ userId });

describe('Stripe: a card that had its trial is charged only after the member confirms', () => {
  it('a new card: Checkout collects the card alone, then the 7-day trial starts once (success page and webhook)', async () => {
    const userId = newUser();
    const { session, sessionId, customerId } = await startCheckout(userId);
    expect(session).toMatchObject({ mode: 'setup', metadata: { trialDays: '7' } });
    expect(session.line_items).toBeUndefined();

    await stripe.completeCheckout(sessionId, uniqueTestCard());
    await expect(billing.checkoutSuccess({ userId, sessionId })).resolves.toEqual({
      success: true,
      message: "Your 7-day free trial has started. You'll be charged after the trial period.",
      trialDays: 7,
    });
    expect(subscriptionsOf(customerId)).toHaveLength(1);
    expect(subscriptionsOf(customerId)[0]).toMatchObject({ status: 'trialing', default_payment_method: expect.any(String) });
    expect(stripe.charged(customerId)).toEqual([]);
    expect(await record(userId)).toMatchObject({ plan: 'premium', status: 'trialing' });
  });

  it('the success page before the webhook: the page starts the trial, the late webhook starts no second one', async () => {
    const userId = newUser();
    const { sessionId, customerId } = await startCheckout(userId);
    stripe.holdWebhooks = true;
    try {
      await stripe.completeCheckout(sessionId, uniqueTestCard());
      await expect(billing.checkoutSuccess({ userId, sessionId })).resolves.toMatchObject({ success: true, trialDays: 7 });
      expect(subscriptionsOf(customerId)).toHaveLength(1);
    } finally {
      stripe.holdWebhooks = false;
    }
    await stripe.sendHeld();
    expect(subscriptionsOf(customerId)).toHaveLength(1);
    expect(stripe.charged(customerId)).toEqual([]);
  });

  it('a second account on a card that had a trial: nothing charged before confirming, $4.99 without a trial after', async () => {
    const card = uniqueTestCard();
    const first = newUser();
    const a = await startCheckout(first);
    await stripe.completeCheckout(a.sessionId, card);
    await billing.checkoutSuccess({ userId: first, sessionId: a.sessionId });

    // another e-mail address: only the card can tell, so Checkout collects the card first
    const second = newUser();
    const b = await startCheckout(second);
    expect(b.session.mode).toBe('setup');
    await stripe.completeCheckout(b.sessionId, card);
    const returned = await billing.checkoutSuccess({ userId: second, sessionId: b.sessionId });
    expect(returned).toEqual({ success: false, message: chargeTodayLine('monthly', null, 'card'), trialDays: null });
    expect(returned.message).toBe('This card has already had a free trial: $4.99 today');
    // not charged, not subscribed, no trial ended early, not Premium
    expect(subscriptionsOf(b.customerId)).toEqual([]);
    expect(stripe.charged(b.customerId)).toEqual([]);
    expect(stripe.calls.filter((c) => c.form.trial_end === 'now')).toEqual([]);
    expect((await record(second))?.plan ?? 'free').toBe('free');
    // the page said so, and asking again says the same: no trial for this member now
    await expect(billing.trialOffer({ userId: second, email: `${second}@example.com`, referred: false })).resolves.toEqual({
      trialDays: null,
      subscribed: false,
    });

    // the member confirms: a Checkout without a trial, which Stripe's page shows as $4.99 today
    const paid = await startCheckout(second);
    expect(paid.session).toMatchObject({ mode: 'subscription', line_items: { 0: { price: expect.any(String) } } });
    expect((paid.session.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined();
    await stripe.completeCheckout(paid.sessionId, card);
    await expect(billing.checkoutSuccess({ userId: second, sessionId: paid.sessionId })).resolves.toEqual({
      success: true,
      message: 'Welcome to Premium! Your subscription is active.',
      trialDays: null,
    });
    expect(stripe.charged(b.customerId)).toEqual([499]);
    expect(subscriptionsOf(b.customerId)).toHaveLength(1);
    expect(await record(second)).toMatchObject({ plan: 'premium', status: 'active' });
    // the first account's trial is untouched
    expect(stripe.charged(a.customerId)).toEqual([]);
  });

  it('the confirm step comes back the same when the success page is opened again', async () => {
    const card = uniqueTestCard();
    const first = newUser();
    const a = await startCheckout(first);
    await stripe.completeCheckout(a.sessionId, card);
    const second = newUser();
    const b = await startCheckout(second);
    await stripe.completeCheckout(b.sessionId, card);
    const once = await billing.checkoutSuccess({ userId: second, sessionId: b.sessionId });
    const again = await billing.checkoutSuccess({ userId: second, sessionId: b.sessionId });
    expect(again).toEqual(once);
    expect(once.success).toBe(false);
    expect(subscriptionsOf(b.customerId)).toEqual([]);
  });
});
