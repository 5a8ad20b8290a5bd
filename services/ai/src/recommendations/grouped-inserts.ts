import type { mongo } from 'mongoose';

/** Most records written in one insertMany: a burst beyond it is written as several. */
export const MOST_PER_WRITE = 64;

interface Waiting<T> {
  record: T;
  written: () => void;
  failed: (err: unknown) => void;
}

/**
 * Group commit of one collection's inserts: the first record is written at once; records that
 * arrive while a write is under way go together in the next one. Each caller still hears only once
 * its own record is in the store (a search answers after its history is written, as before), but
 * at 20 searches at once the store takes a few insertMany instead of 20 insertOne: on the local
 * store (FerretDB on SQLite) a record costs ~1.6 ms of its CPU alone and ~0.7 ms in a batch of 10
 * (README, Benchmarks).
 */
export class GroupedInserts<T> {
  private queue: Waiting<T>[] = [];
  private writing = false;

  constructor(
    private readonly write: (records: T[]) => Promise<unknown>,
    private readonly mostPerWrite = MOST_PER_WRITE,
  ) {}

  insert(record: T): Promise<void> {
    return new Promise<void>((written, failed) => {
      this.queue.push({ record, written, failed });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.mostPerWrite);
        try {
          await this.write(batch.map((w) => w.record));
          for (const w of batch) w.written();
        } catch (err) {
          // unordered: the records the store refused fail, the others were written
          const refused = refusedIndexes(err);
          batch.forEach((w, i) => (refused === undefined || refused.has(i) ? w.failed(err) : w.written()));
          // a write that failed whole (a store down or hung past its deadline) fails the records
          // waiting behind it too: each search still waits at most one operation's deadline
          // (docs/operations.md#dependencies-that-hang), not one per batch ahead of it
          if (refused === undefined) for (const w of this.queue.splice(0)) w.failed(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

/** The indexes an unordered insertMany refused, when the error lists them; undefined: all failed. */
function refusedIndexes(err: unknown): Set<number> | undefined {
  const writeErrors = (err as { writeErrors?: unknown })?.writeErrors;
  if (!writeErrors) return undefined;
  const list = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as { index?: unknown }[];
  if (list.some((e) => typeof e?.index !== 'number')) return undefined;
  return new Set(list.map((e) => e.index as number));
}

/** An unordered insertMany into the collection: one refused record does not hold back the others. */
export function insertManyInto<T extends mongo.Document>(collection: mongo.Collection<T>) {
  return (records: T[]) => collection.insertMany(records as mongo.OptionalUnlessRequiredId<T>[], { ordered: false });
}
