// Indexes are made by a migration step (`npm run migrate`, the Kubernetes Job `migrate-<service>`),
// not by each pod at start: in production autoIndex is off, and a service refuses to start while
// a unique index its schemas declare is missing, since the Free limits are held by unique indexes
// (docs/decisions/0007-limits-by-slot-index.md, docs/production.md#launch-checklist).
import type { Connection } from 'mongoose';

type IndexKeys = Record<string, unknown>;
interface IndexedModel {
  modelName: string;
  schema: { indexes(): [IndexKeys, { unique?: boolean } | undefined][] };
  collection: { collectionName: string; indexes(): Promise<{ key: IndexKeys }[]> };
  createIndexes(): Promise<unknown>;
}

const sameKeys = (a: IndexKeys, b: IndexKeys) => JSON.stringify(a) === JSON.stringify(b);

/** Each unique index a model declares that its collection does not have, as `collection {keys}`. */
export async function missingUniqueIndexes(models: IndexedModel[]): Promise<string[]> {
  const missing: string[] = [];
  for (const model of models) {
    const declared = model.schema.indexes().filter(([, options]) => options?.unique);
    if (!declared.length) continue;
    // a collection that does not exist yet has no index at all
    const existing = await model.collection.indexes().catch(() => []);
    for (const [keys] of declared)
      if (!existing.some((index) => sameKeys(index.key, keys)))
        missing.push(`${model.collection.collectionName} ${JSON.stringify(keys)}`);
  }
  return missing;
}

/** The models of a service's connection. */
export const modelsOf = (connection: Connection) => Object.values(connection.models) as unknown as IndexedModel[];

/** Creates every index the models declare (never drops one): the migration step. */
export async function createDeclaredIndexes(models: IndexedModel[]): Promise<string[]> {
  for (const model of models) await model.createIndexes();
  return models.map((m) => m.modelName);
}

// Records that break a unique index (made while it was missing): no retry makes that index.
const isDuplicateData = (err: unknown) =>
  (err as { code?: number }).code === 11000 || /UNIQUE constraint failed|duplicate key/i.test(String((err as Error).message));

/**
 * Outside production each process makes its own indexes at start, in the background. Mongoose's
 * autoIndex tries once, and a busy store that takes longer than the operation deadline left the
 * unique indexes, and so the Free limits, silently missing; this tries again until they are made,
 * and says so loudly if records already break one.
 */
export function keepMakingIndexes(
  models: IndexedModel[],
  log: { warn(message: string): void; error(message: string): void },
  retryMs = 2000,
): { done: Promise<void>; stop(): void } {
  let stopped = false;
  const done = (async () => {
    for (const model of models) {
      for (let attempt = 1; !stopped; attempt++) {
        try {
          await model.createIndexes();
          break;
        } catch (err) {
          if (isDuplicateData(err)) {
            log.error(
              `${model.collection.collectionName}: records break a unique index, so its limit does not hold: ${(err as Error).message}`,
            );
            break;
          }
          if (attempt === 1 || attempt % 10 === 0)
            log.warn(`${model.collection.collectionName}: indexes not made yet (${(err as Error).message}); trying again`);
          await new Promise((r) => setTimeout(r, retryMs).unref());
        }
      }
    }
  })();
  return { done, stop: () => (stopped = true) };
}

/** Refuses to start without them: a Free limit that is not held lets a second record past it. */
export async function assertUniqueIndexes(models: IndexedModel[]): Promise<void> {
  const missing = await missingUniqueIndexes(models);
  if (missing.length) throw new Error(`unique indexes missing (run the migration: npm run migrate): ${missing.join('; ')}`);
}

/** Set by the migration step: its own start must not refuse for the indexes it is about to make. */
export const indexCheck = { skip: false };
