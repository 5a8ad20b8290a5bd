import type { Connection } from 'mongoose';
import type { EventBus } from '@wine/nest-common';
import type { Clock, PaymentProvider, ProviderSubscription } from '../provider/payment-provider';
import type { TrialRules } from '../trials/trial-rules';
import type { BillingRepository, SubscriptionState } from './billing.repository';
import { NOW, stripeSubscription } from './fixtures/stripe-objects';
import { fromStripeSubscription } from './subscription-state';
import { SubscriptionSyncService } from './subscription-sync.service';
import { SyncBusyError, SyncLeases, type LeaseCollection, type SyncLeaseDoc } from './sync-leases';

/** The lease collection as MongoDB keeps it: a unique _id, deletes by filter. */
function leaseStore() {
  const docs = new Map<string, SyncLeaseDoc>();
  const matches = (doc: SyncLeaseDoc, filter: Record<string, unknown>) =>
    doc._id === filter._id &&
    (filter.holder === undefined || doc.holder === filter.holder) &&
    (filter.until === undefined || doc.until < (filter.until as { $lt: Date }).$lt);
  const collection: LeaseCollection = {
    insertOne: async (doc) => {
      if (docs.has(doc._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
      docs.set(doc._id, doc);
    },
    deleteOne: async (filter) => {
      const doc = docs.get(filter._id as string);
      if (doc && matches(doc, filter)) docs.delete(doc._id);
    },
  };
  const connection = { collection: () => collection } as unknown as Connection;
  return { docs, connection };
}

const leasesOn = (connection: Connection) => {
  const leases = new SyncLeases(connection);
  leases.timings = { leaseMs: 60_000, waitMs: 2_000, pollMs: 5 };
  return leases;
};

const subscription = (cancelAtPeriodEnd: boolean): ProviderSubscription =>
  fromStripeSubscription(stripeSubscription({ cancel_at_period_end: cancelAtPeriodEnd }));

/**
 * A billing pod: its own sync service and in-process queue, the shared store and provider. `held`
 * holds its provider's answer back after the provider was read (a slow network on the way back).
 */
function pod(shared: { provider: () => ProviderSubscription; saved: SubscriptionState[]; connection: Connection }) {
  let release: () => void = () => undefined;
  let read: () => void = () => undefined;
  const state = { held: false, released: new Promise<void>((r) => (release = r)), read: new Promise<void>((r) => (read = r)) };
  const provider = {
    listSubscriptions: async () => {
      const snapshot = shared.provider();
      read();
      if (state.held) await state.released;
      return [snapshot];
    },
    listInvoices: async () => [],
  } as unknown as PaymentProvider;
  const repository = {
    customerById: async () => ({ userId: 'u1', customerId: 'cus_1', deletedAt: null }),
    saveState: async (s: SubscriptionState) => (shared.saved.push(s), s),
    subscriptionOf: async () => null,
    claimPublish: async () => null,
  } as unknown as BillingRepository;
  const sync = new SubscriptionSyncService(
    provider,
    { now: () => NOW } as Clock,
    repository,
    { publish: async () => undefined } as unknown as EventBus,
    { checkConfirmedCard: async () => false } as unknown as TrialRules,
    leasesOn(shared.connection),
  );
  return { sync, state, release: () => release() };
}

describe('syncs of one customer across billing pods', () => {
  it('a slow read on one pod never overwrites the newer state another pod read after it', async () => {
    const { connection, docs } = leaseStore();
    let current = subscription(false);
    const shared = { provider: () => current, saved: [] as SubscriptionState[], connection };
    const a = pod(shared);
    const b = pod(shared);
    a.state.held = true;
    // pod A reads the provider (not cancelled) and its answer is slow to come back
    const first = a.sync.syncSubscription('cus_1');
    await a.state.read;
    // the member cancels at period end; the event lands on pod B
    current = subscription(true);
    const second = b.sync.syncSubscription('cus_1');
    // B's sync waits for A's (without the lease it would write now, and A's stale write would land last)
    await Promise.race([second, new Promise((r) => setTimeout(r, 100))]);
    a.release();
    await Promise.all([first, second]);
    expect(shared.saved.map((s) => s.cancelAtPeriodEnd)).toEqual([false, true]);
    expect(docs.size).toBe(0);
  });

  it("takes over a crashed pod's lease once it has expired", async () => {
    const { connection, docs } = leaseStore();
    docs.set('cus_1', { _id: 'cus_1', holder: 'crashed', until: new Date(Date.now() + 50) });
    const leases = leasesOn(connection);
    await expect(leases.holding('cus_1', async () => 'synced')).resolves.toBe('synced');
    expect(docs.size).toBe(0);
  });

  it('gives up after waitMs with SyncBusyError, leaving the holder its lease', async () => {
    const { connection, docs } = leaseStore();
    docs.set('cus_1', { _id: 'cus_1', holder: 'other pod', until: new Date(Date.now() + 60_000) });
    const leases = leasesOn(connection);
    leases.timings.waitMs = 50;
    const work = jest.fn(async () => 'synced');
    const busy = leases.holding('cus_1', work);
    await expect(busy).rejects.toBeInstanceOf(SyncBusyError);
    // a member's own call answers 503, to be tried again
    await expect(busy).rejects.toMatchObject({ status: 503 });
    expect(work).not.toHaveBeenCalled();
    expect(docs.get('cus_1')?.holder).toBe('other pod');
  });

  it('releases the lease when the sync fails, so the retry can run', async () => {
    const { connection, docs } = leaseStore();
    const leases = leasesOn(connection);
    await expect(
      leases.holding('cus_1', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(docs.size).toBe(0);
    await expect(leases.holding('cus_1', async () => 'retried')).resolves.toBe('retried');
  });
});
