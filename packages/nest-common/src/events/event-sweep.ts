import { Connection } from 'mongoose';
import { sentOutboxOf } from './outbox-writer';
import { PROCESSED } from './processed-markers';

// Sweeps replace TTL indexes (FerretDB has none, docs/architecture.md#store-limits): markers outlive any redelivery.
export const SWEEP_INTERVAL_MS = 60 * 60_000;
export const PROCESSED_KEEP_MS = 30 * 24 * 60 * 60_000;
export const SENT_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Drops processed-event markers and sent outbox entries past their keep time; answers how many of each went. */
export async function sweepEventRecords(
  connection: Connection,
  now: Date,
): Promise<{ processedMarkers: number; sentEvents: number }> {
  const processed = await connection
    .collection(PROCESSED)
    .deleteMany({ at: { $lt: new Date(now.getTime() - PROCESSED_KEEP_MS) } });
  const sent = await sentOutboxOf(connection).deleteMany({ sentAt: { $lt: new Date(now.getTime() - SENT_KEEP_MS) } });
  return { processedMarkers: processed.deletedCount, sentEvents: sent.deletedCount };
}
