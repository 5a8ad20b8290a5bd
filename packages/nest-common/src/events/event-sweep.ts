import { Connection } from 'mongoose';
import { sentOutboxOf } from './outbox-writer';
import { PROCESSED } from './processed-markers';

// Sweeps replace TTL indexes (FerretDB has none, docs/architecture.md#store-limits): markers outlive any redelivery.
export const SWEEP_INTERVAL_MS = 60 * 60_000;
export const PROCESSED_KEEP_MS = 30 * 24 * 60 * 60_000;
export const SENT_KEEP_MS = 7 * 24 * 60 * 60_000;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Account deletion: the sent events that name the user (by key or in the payload) go at once
 * rather than after SENT_KEEP_MS, so the event log keeps nothing of a deleted member.
 */
export async function forgetSentEventsOf(connection: Connection, userId: string): Promise<number> {
  const named = new RegExp(`"userId":"${escapeRegex(userId)}"`);
  const gone = await sentOutboxOf(connection).deleteMany({ $or: [{ key: userId }, { envelope: named }] });
  return gone.deletedCount;
}

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
