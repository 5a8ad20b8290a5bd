// The store (MongoDB, FerretDB locally) with deadlines and a breaker (docs/operations.md#dependencies-that-hang).
import type { Connection, Schema } from 'mongoose';
import { Breaker } from './breaker';
import { mongoState } from '../observability/health';
import { DEPENDENCY_OUTAGE_MESSAGE } from './outage';

/**
 * The driver's deadlines: each well inside the gateway's 10 s transport deadline, so a store that
 * hangs answers 503 from the service itself, not silence until the gateway gives up.
 */
export const STORE_DEADLINES = {
  /** finding a server that answers */
  serverSelectionTimeoutMS: 3000,
  /**
   * opening a connection, and the monitor's check of the server: a handshake takes milliseconds,
   * and a new connection's handshake with a hung store is not always inside timeoutMS below
   * (measured: 6–7 s answers with 3 s here, right after a pause had emptied the pool)
   */
  connectTimeoutMS: 2000,
  /**
   * one operation in all: server selection, the round trip and the driver's one retry share this
   * deadline (client-side operation timeout). With only a socket deadline a hung store cost 4 s
   * for the read, then up to 3 s more for the retry's server selection (7 s, measured).
   */
  timeoutMS: 4000,
  /** mongoose holding an operation while it reconnects */
  bufferTimeoutMS: 3000,
  // one retry across an election (a managed MongoDB's failover, maintenance): the driver tries a
  // read or write again once on the new primary. Standalone servers (FerretDB locally) ignore it.
  retryReads: true,
  retryWrites: true,
  // connections per pod to the store: a service instance holds at most 64 requests at once
  // (the transport's concurrency), most of them waiting on other things
  maxPoolSize: 20,
  minPoolSize: 2,
};

/**
 * The server gives up on one query after this long (maxTimeMS), under the operation's 4 s: a query
 * that would scan too much is stopped on the server, not only abandoned by the client.
 */
export const QUERY_MAX_TIME_MS = 3500;

// the model operations that reach the store: queries, aggregates, saves and bulk writes
const QUERY_OPS = [
  'countDocuments',
  'deleteMany',
  'deleteOne',
  'distinct',
  'estimatedDocumentCount',
  'find',
  'findOne',
  'findOneAndDelete',
  'findOneAndReplace',
  'findOneAndUpdate',
  'replaceOne',
  'updateMany',
  'updateOne',
] as const;

/** A mongoose Query or Aggregate: both take maxTimeMS(). */
interface MaxTimed {
  maxTimeMS?: (ms: number) => unknown;
  options?: { maxTimeMS?: number };
}

/** The store's breaker, probed with the same ping as health; it watches every 5 s, and every 1 s while open. */
export function createStoreBreaker(connection: () => Connection | undefined): Breaker {
  return new Breaker({
    dependency: 'mongo',
    message: DEPENDENCY_OUTAGE_MESSAGE,
    probe: async () => {
      const conn = connection();
      return !!conn && (await mongoState(conn)) === 'up';
    },
    probeTimeoutMs: 2000,
    retryMs: 1000,
    watchMs: 5000,
  });
}

/**
 * A mongoose plugin: while the breaker is open every model operation is refused at once (503 with
 * Retry-After), and an operation that fails as an outage opens it. Schemas in `exempt` (the health
 * probe's own) always reach the store: they are how the breaker learns it is back.
 */
export function storeBreakerPlugin(breaker: Breaker, exempt: Schema[] = []): (schema: Schema) => void {
  return (schema: Schema) => {
    if (exempt.includes(schema)) return;
    // one hook for query, aggregate, document and model middleware alike: mongoose's typings split them
    const hooks = schema as unknown as {
      pre(ops: string[], fn: () => void): void;
      post(ops: string[], fn: (err: Error, res: unknown, next: (err?: Error) => void) => void): void;
    };
    const ops = [...QUERY_OPS, 'aggregate', 'save', 'insertMany', 'bulkWrite'];
    hooks.pre(ops, () => breaker.assertClosed());
    // every query and aggregate that sets no limit of its own gets QUERY_MAX_TIME_MS
    (schema as unknown as { pre(ops: string[], fn: (this: MaxTimed) => void): void }).pre(
      ['find', 'findOne', 'countDocuments', 'distinct', 'findOneAndUpdate', 'findOneAndDelete', 'aggregate'],
      function (this: MaxTimed) {
        if (typeof this.maxTimeMS === 'function' && this.options?.maxTimeMS === undefined) this.maxTimeMS(QUERY_MAX_TIME_MS);
      },
    );
    hooks.post(ops, (err, _res, next) => {
      breaker.failed(err);
      next(err);
    });
  };
}
