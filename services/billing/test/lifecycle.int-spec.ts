// Subscription lifecycle on the local payment provider (docs/architecture.md#tests): real billing code, real
// FerretDB and Kafka, the provider's clock moved by the test, its signed events posted to the
// real webhook handler.
import { uniqueTestCard } from '../../../tests/support/cards';
import { billingForSuite, DAY, deliver, newUser } from './billing-harness';

const h = billingForSuite();

/** A checkout whose events are held back: its checkout.session.completed, not yet delivered. */
async function heldCheckoutCompleted(userId: string) {
  h.webhookEvents.holdDeliveries = true;
  await h.checkout(userId);
  const customer = (await h.connection.collection('billing_customers').findOne({ userId }))!.customerId as string;
  const [completed] = (await h.events(customer)).filter((e) => e.type === 'checkout.session.completed');
  return completed;
}

afterEach(() => {
  h.webhookEvents.holdDeliveries = false;
});

describe('billing lifecycle (local provider)', () => {
  it('checkout → trialing (Premium) → trial ends → active → invoice paid', async () => {
    const userId = newUser();
    const { sessionId, status, redirect } = await h.checkout(userId);
    expect(status).toBe(303);
    expect(redirect).toBe(`http://app.test/checkout?session_id=${sessionId}&subscription=success`);
    await expect(h.billing.checkoutSuccess({ userId, sessionId })).resolves.toMatchObject({ success: true });

    let record = await h.record(userId);
    expect(record).toMatchObject({ status: 'trialing', plan: 'premium', interval: 'month', cancelAtPeriodEnd: false });
    expect(record!.trialEnd! - h.clock.now()).toBe(7 * DAY);
    let info = await h.billing.billingInfo(userId);
    expect(info.paymentMethod).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    expect(info.invoices).toEqual([]);

    await h.advanceDays(7.01);
    record = await h.record(userId);
    expect(record).toMatchObject({ status: 'active', plan: 'premium' });
    info = await h.billing.billingInfo(userId);
    expect(info.invoices).toHaveLength(1);
    expect(info.invoices[0]).toMatchObject({ amount: 499, currency: 'aud', status: 'paid' });
    expect(info.invoices[0].hosted_invoice_url).toMatch(/^\/api\/local-payments\/invoice\/in_/);
    // one plan change published: free → premium
    expect((await h.publications(userId)).map((p) => p.plan)).toEqual(['premium']);
  });

  it('cancel at period end stays Premium until the period ends, then Free', async () => {
    const userId = newUser();
    const { sessionId } = await h.checkout(userId);
    await h.billing.checkoutSuccess({ userId, sessionId });
    await expect(h.billing.cancel(userId, false, null)).rejects.toMatchObject({ error: { statusCode: 400 } });
    const { message } = await h.billing.cancel(userId, false, 'too_expensive');
    expect(message).toMatch(/^Your subscription will end on \d{1,2} \w+ \d{4}\. You keep Premium until then\.$/);
    await h.webhookEvents.flush();
    expect(await h.record(userId)).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    // docs/product-rules.md#subscription-controls: pause is disabled while cancelling
    await expect(h.billing.pause(userId)).rejects.toMatchObject({ error: { statusCode: 409 } });

    await h.advanceDays(6);
    expect(await h.record(userId)).toMatchObject({ plan: 'premium', status: 'trialing' });
    await h.advanceDays(1.01);
    expect(await h.record(userId)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await h.publications(userId)).map((p) => p.plan)).toEqual(['premium', 'free']);
    await expect(h.billing.billingInfo(userId)).rejects.toMatchObject({ error: { statusCode: 403 } });
  });

  it('reactivate undoes a cancellation at period end; the subscription renews', async () => {
    const userId = newUser();
    const { sessionId } = await h.checkout(userId);
    await h.billing.checkoutSuccess({ userId, sessionId });
    await expect(h.billing.reactivate(userId)).rejects.toMatchObject({ error: { statusCode: 409 } });
    await h.billing.cancel(userId, false, 'not_using');
    await h.billing.reactivate(userId);
    expect(await h.record(userId)).toMatchObject({ cancelAtPeriodEnd: false, plan: 'premium' });
    await h.advanceDays(7.01);
    expect(await h.record(userId)).toMatchObject({ status: 'active', plan: 'premium' });
  });

  it('pause voids the period invoice and keeps Premium; resume; cancel and plan switch refused while paused', async () => {
    const userId = newUser();
    const { sessionId } = await h.checkout(userId);
    await h.billing.checkoutSuccess({ userId, sessionId });
    await h.billing.pause(userId);
    expect(await h.record(userId)).toMatchObject({ paused: true, plan: 'premium' });
    await expect(h.billing.pause(userId)).rejects.toMatchObject({ error: { statusCode: 409 } });
    await expect(h.billing.cancel(userId, true, 'temporary')).rejects.toMatchObject({ error: { statusCode: 409 } });
    await expect(h.billing.changePlan(userId, 'yearly')).rejects.toMatchObject({ error: { statusCode: 409 } });

    await h.advanceDays(7.01);
    const info = await h.billing.billingInfo(userId);
    expect(info.subscription!.pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    expect(info.invoices.map((i) => i.status)).toEqual(['void']);

    await h.billing.resume(userId);
    expect(await h.record(userId)).toMatchObject({ paused: false, plan: 'premium' });
    await expect(h.billing.resume(userId)).rejects.toMatchObject({ error: { statusCode: 409 } });
  });

  it('monthly → yearly with proration: the previewed amount is charged and named in the message', async () => {
    const userId = newUser();
    const { sessionId } = await h.checkout(userId);
    await h.billing.checkoutSuccess({ userId, sessionId });
    await h.advanceDays(7.01); // trial over, first month paid
    await h.advanceDays(10);
    const { message } = await h.billing.changePlan(userId, 'yearly');
    const info = await h.billing.billingInfo(userId);
    const charged = info.invoices[0];
    expect(charged.status).toBe('paid');
    // the full year less the unused part of the month already paid
    expect(charged.amount).toBeGreaterThan(4999 - 499);
    expect(charged.amount).toBeLessThan(4999);
    expect(message).toBe(`Switched to yearly billing. $${(charged.amount / 100).toFixed(2)} (prorated) was charged today.`);
    expect(info.subscription).toMatchObject({ plan: 'year' });
    expect(info.subscription!.current_period_end - h.clock.now()).toBeGreaterThanOrEqual(365 * DAY);
    await expect(h.billing.changePlan(userId, 'yearly')).rejects.toMatchObject({ error: { statusCode: 409 } });
  });

  it('a yearly trial started on /subscribe is charged the yearly price when it ends', async () => {
    const userId = newUser();
    const started = await h.billing.createSubscription({
      userId,
      email: `${userId}@example.com`,
      plan: 'yearly',
      referred: false,
    });
    const confirmed = await h.pages.confirmIntent({
      clientSecret: started.clientSecret!,
      cardNumber: uniqueTestCard(),
      expiry: '12/40',
      cvc: '123',
    });
    expect(confirmed).toEqual({ ok: true, type: 'setup' });
    await h.advanceDays(7.01);
    expect(await h.record(userId)).toMatchObject({ status: 'active', plan: 'premium', interval: 'year' });
    const info = await h.billing.billingInfo(userId);
    expect(info.invoices.map((i) => [i.amount, i.status])).toEqual([[4999, 'paid']]);
  });

  it('a declined card at checkout subscribes nothing; a card whose first charge fails at renewal goes past_due and is never Premium for it', async () => {
    const declined = newUser();
    const page = await h.checkout(declined, '4000000000000002');
    expect(page.status).toBe(402);
    await expect(h.billing.checkoutSuccess({ userId: declined, sessionId: page.sessionId })).resolves.toMatchObject({
      success: false,
    });
    await expect(h.billing.billingInfo(declined)).rejects.toMatchObject({ error: { statusCode: 403 } });

    const failing = newUser();
    const { sessionId } = await h.checkout(failing, '4000000000000341');
    await h.billing.checkoutSuccess({ userId: failing, sessionId });
    await h.advanceDays(7.01);
    // past_due is Premium only for a subscription paid at least once (docs/product-rules.md): a trial
    // whose first charge fails gives nothing
    expect(await h.record(failing)).toMatchObject({ status: 'past_due', plan: 'free' });
    await h.advanceDays(7);
    expect((await h.record(failing))!.plan).toBe('free');
  });

  it('the same event twice, and events in reverse order, end in the same state', async () => {
    h.webhookEvents.holdDeliveries = true;
    const inOrder = newUser();
    const reversed = newUser();
    // the user never comes back to /checkout: only webhooks tell billing
    await h.checkout(inOrder);
    await h.checkout(reversed);
    await h.advanceDays(7.01);
    for (const [userId, order] of [
      [inOrder, 1],
      [reversed, -1],
    ] as const) {
      const customer = (await h.connection.collection('billing_customers').findOne({ userId }))!.customerId as string;
      const events = await h.events(customer);
      expect(events.map((e) => e.type)).toEqual(
        expect.arrayContaining([
          'checkout.session.completed',
          'customer.subscription.created',
          'invoice.paid',
          'customer.subscription.updated',
        ]),
      );
      for (const event of order === 1 ? events : [...events].reverse()) {
        expect((await deliver(h, event)).status).toBe(200);
        // the same event again changes nothing
        expect((await deliver(h, event)).body).toEqual({ received: true, duplicate: true });
      }
    }
    const a = await h.record(inOrder);
    const b = await h.record(reversed);
    expect(a).toMatchObject({ status: 'active', plan: 'premium', interval: 'month', cancelAtPeriodEnd: false, paused: false });
    expect(b).toMatchObject({ status: a!.status, plan: a!.plan, interval: a!.interval, cancelAtPeriodEnd: false, paused: false });
    expect(b!.currentPeriodEnd).toBe(a!.currentPeriodEnd);
  });

  it('a forged or missing signature is refused with 400 and changes nothing', async () => {
    const userId = newUser();
    const completed = await heldCheckoutCompleted(userId);
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect((await deliver(h, completed, forged)).status).toBe(400);
    expect((await deliver(h, completed, '')).status).toBe(400);
    // a valid signature over other bytes
    const tampered = h.webhookEvents.signedDelivery(completed).payload.replace('"complete"', '"completE"');
    expect((await deliver(h, completed, undefined, tampered)).status).toBe(400);
    expect(await h.record(userId)).toBeNull();
    // nothing was marked: the genuine delivery is still processed
    expect((await deliver(h, completed)).body).toEqual({ received: true });
    expect((await h.record(userId))!.plan).toBe('premium');
  });

  it('50 duplicate deliveries in parallel change the state once', async () => {
    const userId = newUser();
    const completed = await heldCheckoutCompleted(userId);
    const results = await Promise.all(Array.from({ length: 50 }, () => deliver(h, completed)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
    expect(await h.record(userId)).toMatchObject({ plan: 'premium', status: 'trialing' });
    expect((await h.publications(userId)).map((p) => p.plan)).toEqual(['premium']);
  });
});
