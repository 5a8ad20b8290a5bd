import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

/** One customer's lease: at most one document per customer, removed when its sync ends. */
export interface SyncLeaseDoc {
  _id: string; // the provider customer's id
  holder: string;
  until: Date;
}

/** The part of a MongoDB collection the leases use (a unique insert and two deletes). */
export interface LeaseCollection {
  insertOne(doc: SyncLeaseDoc): Promise<unknown>;
  deleteOne(filter: Record<string, unknown>): Promise<unknown>;
}

/**
 * Another billing pod has been syncing the customer longer than a sync may wait: a webhook answers
 * 500 and Stripe delivers it again; a member's own call answers 503, to be tried again.
 */
export class SyncBusyError extends ServiceUnavailableException {
  constructor() {
    super('Your subscription is being updated: try again in a moment');
    this.name = 'SyncBusyError';
  }
}

export interface LeaseTimings {
  /** A lease outlives a crashed holder by this much at most; longer than a sync's provider calls. */
  leaseMs: number;
  /** How long a sync waits for the customer's lease before it gives up (a webhook then answers 500). */
  waitMs: number;
  pollMs: number;
}
const TIMINGS: LeaseTimings = { leaseMs: 60_000, waitMs: 15_000, pollMs: 50 };

/**
 * Syncs of one customer run one at a time across every billing pod (docs/architecture.md#external-providers):
 * each sync reads the provider's state after the previous one wrote, so the last to run writes the
 * newest state, and a slow read can never overwrite a newer one. The lease is a unique insert, which
 * stays atomic on FerretDB, where a conditional update is not.
 */
@Injectable()
export class SyncLeases {
  private readonly collection: LeaseCollection;
  /** Shorter in the unit tests. */
  timings: LeaseTimings = { ...TIMINGS };

  constructor(@InjectConnection() connection: Connection) {
    this.collection = connection.collection('subscription_sync_leases') as unknown as LeaseCollection;
  }

  /** Runs `work` holding the customer's lease; waits for another pod's sync of the customer to end first. */
  async holding<T>(customerId: string, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    await this.acquire(customerId, holder);
    try {
      return await work();
    } finally {
      await this.collection.deleteOne({ _id: customerId, holder });
    }
  }

  private async acquire(customerId: string, holder: string): Promise<void> {
    const deadline = Date.now() + this.timings.waitMs;
    for (;;) {
      try {
        await this.collection.insertOne({ _id: customerId, holder, until: new Date(Date.now() + this.timings.leaseMs) });
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      // a holder that crashed leaves its lease behind until it expires
      await this.collection.deleteOne({ _id: customerId, until: { $lt: new Date() } });
      if (Date.now() >= deadline) throw new SyncBusyError();
      await new Promise((resolve) => setTimeout(resolve, this.timings.pollMs));
    }
  }
}
