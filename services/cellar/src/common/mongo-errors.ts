import { mongo } from 'mongoose';

const DUPLICATE_KEY = 11000;

/** A write refused by a unique index (MongoDB and FerretDB both answer E11000). */
export function isDuplicateKey(err: unknown): boolean {
  return (
    (err instanceof mongo.MongoServerError && err.code === DUPLICATE_KEY) ||
    (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === DUPLICATE_KEY)
  );
}
