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
  /** opening a connection, and the monitor's check of the server */
  connectTimeoutMS: 3000,
  /** one operation's round trip on an open connection */
  socketTimeoutMS: 4000,
  /** mongoose holding an operation while it reconnects */
  bufferTimeoutMS: 3000,
  // no silent second try after a timeout: it would add a server selection (3 s) to the first wait,
  // past the caller's deadline; the user gets 503 with Retry-After and tries again instead
  retryReads: false,
  retryWrites: false,
};

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
    hooks.post(ops, (err, _res, next) => {
      breaker.failed(err);
      next(err);
    });
  };
}
