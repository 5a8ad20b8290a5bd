// Webhooks on two billing pods (docs/architecture.md#external-providers): the same store, the local payment
// provider's signed events posted to both. Events arriving out of order, twice, and on different
// pods leave the subscription in the state of the newest one.
// @runs-alone: its two billing apps join the Kafka group `billing` beside the test system's billing
// process, and would take some of its partitions from suites running beside it.
import type { StoredEvent } from '../src/provider/local/local-documents';
import { billingForSuite, deliver, newUser, startBilling, type BillingHarness } from './billing-harness';

const a = billingForSuite();
let b: BillingHarness;

beforeAll(async () => {
  // the second pod: its own process state and HTTP port, pod A's database
  b = await startBilling({ database: a.connection.db!.databaseName });
});
afterAll(async () => {
  await b?.app.close();
});

/**
 * Pod A's provider answers slowly: it reads the provider's state, then waits for `release` before
 * the answer reaches billing (a slow network on the way back). The reads themselves are real.
 */
function slowAnswers(h: BillingHarness) {
  const real = h.provider.listSubscriptions.bind(h.provider);
  let release!: () => void;
  let read!: () => void;
  const gate = { released: new Promise<void>((r) => (release = r)), read: new Promise<void>((r) => (read = r)) };
  h.provider.listSubscriptions = async (customerId: string) => {
    const answer = await real(customerId);
    read();
    await gate.released;
    return answer;
  };
  return { read: gate.read, release: () => release(), restore: () => (h.provider.listSubscriptions = real) };
}

const customerOf = async (userId: string) =>
  (await a.connection.collection('billing_customers').findOne({ userId }))!.customerId as string;
const ofType = (events: StoredEvent[], type: string) => events.find((e) => e.type === type)!;

describe('webhooks on several billing pods', () => {
  it('an older event whose sync read the provider first cannot overwrite the newer state another pod wrote', async () => {
    a.webhookEvents.holdDeliveries = true;
    b.webhookEvents.holdDeliveries = true;
    const userId = newUser();
    await a.checkout(userId);
    const customer = await customerOf(userId);
    const checkoutEvents = await a.events(customer);
    expect((await deliver(a, ofType(checkoutEvents, 'checkout.session.completed'))).status).toBe(200);
    const record = await a.record(userId);
    expect(record).toMatchObject({ status: 'trialing', plan: 'premium', cancelAtPeriodEnd: false });

    // an older event reaches pod A, whose provider read is slow to come back
    const pair: { older?: StoredEvent; newer?: StoredEvent } = {};
    const slow = slowAnswers(a);
    try {
      const older = ofType(checkoutEvents, 'customer.subscription.created');
      const first = deliver(a, older);
      await slow.read;
      // meanwhile the member cancels at period end, and that newer event reaches pod B
      await b.provider.setCancelAtPeriodEnd(record!.subscriptionId!, true, null);
      await b.webhookEvents.flush();
      const updates = (await b.events(customer)).filter((e) => e.type === 'customer.subscription.updated');
      const newer = updates[updates.length - 1];
      expect(newer.data.object).toMatchObject({ cancel_at_period_end: true });
      const second = deliver(b, newer);
      // pod B's sync waits for pod A's: without the customer's lease it would write now, and A's stale write would land last
      await Promise.race([second, new Promise((r) => setTimeout(r, 500))]);
      slow.release();
      expect((await Promise.all([first, second])).map((r) => r.status)).toEqual([200, 200]);
      expect(await a.record(userId)).toMatchObject({ status: 'trialing', plan: 'premium', cancelAtPeriodEnd: true });
      pair.older = older;
      pair.newer = newer;
    } finally {
      slow.release();
      slow.restore();
    }

    // each event again, on the other pod: duplicates, nothing changes
    expect((await deliver(b, pair.older!)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(a, pair.newer!)).body).toEqual({ received: true, duplicate: true });
    expect(await a.record(userId)).toMatchObject({ cancelAtPeriodEnd: true });
    // no lease is left behind
    expect(await a.connection.collection('subscription_sync_leases').countDocuments({ _id: customer as never })).toBe(0);
  });

  it("a burst of the same customer's events in reverse order, spread over both pods, ends in the newest state", async () => {
    a.webhookEvents.holdDeliveries = true;
    b.webhookEvents.holdDeliveries = true;
    const userId = newUser();
    await a.checkout(userId);
    const customer = await customerOf(userId);
    const subscriptionId = (await a.provider.listSubscriptions(customer))[0].id;
    await b.provider.setCancelAtPeriodEnd(subscriptionId, true, null);
    await a.provider.setCancelAtPeriodEnd(subscriptionId, false, null);
    await b.provider.pause(subscriptionId);
    await Promise.all([a.webhookEvents.flush(), b.webhookEvents.flush()]);
    const events = [...(await a.events(customer))].reverse();
    expect(events.length).toBeGreaterThanOrEqual(5);
    // newest first, alternating pods, all at once, each twice
    const results = await Promise.all(
      events.flatMap((event, i) => [deliver(i % 2 ? a : b, event), deliver(i % 2 ? b : a, event)]),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(events.length);
    const [now] = await a.provider.listSubscriptions(customer);
    expect(now).toMatchObject({ cancelAtPeriodEnd: false, pauseCollection: expect.anything() });
    expect(await a.record(userId)).toMatchObject({ status: now.status, cancelAtPeriodEnd: false, paused: true });
  });
});
