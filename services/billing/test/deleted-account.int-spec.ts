// A checkout that completes after its account was deleted (docs/product-rules.md#account-deletion-and-data-retention),
// on the local payment provider: real billing code, real FerretDB and Kafka, the provider's signed
// events posted to the real webhook handler.
import { uniqueTestCard } from '../../../tests/support/cards';
import { billingForSuite, newUser } from './billing-harness';

const h = billingForSuite();

describe('a checkout completed for a deleted account', () => {
  it('is cancelled and its charge refunded at once, and nothing is published for the account', async () => {
    // the person's one trial went to their earlier account, so this checkout is charged at once
    const card = uniqueTestCard();
    const earlier = newUser();
    await h.checkout(earlier, card);
    const user = newUser();
    const session = await h.billing.createCheckoutSession({
      userId: user,
      email: `${earlier}@example.com`,
      origin: 'http://app.test',
      plan: 'monthly',
      referred: false,
    });
    const sessionId = new URL(session.url!).pathname.split('/').pop()!;
    const sessions = h.connection.collection<{ _id: string; status: string }>('local_provider_checkout_sessions');
    // the payment is already in flight when the account is deleted: the hosted page took the
    // session (open → processing) before the deletion expired the open ones
    await sessions.updateOne({ _id: sessionId }, { $set: { status: 'processing' } });
    await h.billing.forgetUser(user);
    expect((await sessions.findOne({ _id: sessionId }))!.status).toBe('processing');
    // ...and then the payment goes through
    await sessions.updateOne({ _id: sessionId }, { $set: { status: 'open' } });
    const page = await h.pages.page('checkout', sessionId, { cardNumber: card, expiry: '12/40', cvc: '123' });
    expect(page.status).toBe(303);
    await h.webhookEvents.flush();

    const customerId = (await h.connection.collection('billing_customers').findOne({ userId: user }))!.customerId as string;
    const [subscription] = await h.provider.listSubscriptions(customerId);
    expect(subscription.status).toBe('canceled');
    const invoices = await h.connection
      .collection<{ status: string; amount_paid: number; amount_refunded?: number }>('local_provider_invoices')
      .find({ customer: customerId })
      .toArray();
    expect(invoices).toHaveLength(1);
    expect(invoices[0].status).toBe('paid');
    expect(invoices[0].amount_paid).toBeGreaterThan(0);
    expect(invoices[0].amount_refunded).toBe(invoices[0].amount_paid);
    expect(await h.record(user)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await h.publications(user)).toEqual([]);

    // a redelivered event refunds nothing more
    expect(await h.provider.refundSubscription(subscription.id)).toBe(0);
  });
});
