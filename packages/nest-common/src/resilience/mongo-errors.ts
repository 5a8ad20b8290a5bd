const DUPLICATE_KEY = 11000;

/** A write refused by a unique index (MongoDB and FerretDB both answer E11000). */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === DUPLICATE_KEY;
}
