import { Connection } from 'mongoose';
import { TOPICS } from '@wine/contracts';
import { inTraceOf } from '../observability/tracing';
import { isDuplicateKey } from '../resilience/mongo-errors';
import { outboxOf, sentOutboxOf } from './outbox-writer';

// Not kept once sent: an account deletion's own event would otherwise name the member for a week.
const FORGOTTEN_ONCE_SENT = new Set<string>([TOPICS.userDeleted]);

// How long one relay owns an entry, across the service's instances.
export const RELAY_LOCK_MS = 30_000;

/** What the relay hands each entry to: the Kafka producer's send, in production. */
export type OutboxSend = (message: {
  topic: string;
  key: string | null;
  value: string;
  headers?: Record<string, string>;
}) => Promise<void>;

/**
 * Sends pending outbox entries in order of creation and moves each to the sent collection;
 * stops at the first failure (thrown) and leaves that entry for the next round. Answers how many
 * went out.
 */
export async function relayOutbox(
  connection: Connection,
  send: OutboxSend,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const outbox = outboxOf(connection);
  let sent = 0;
  while (!shouldStop()) {
    const now = new Date();
    // the oldest pending entry nobody else is sending (findOneAndUpdate: no projection on FerretDB)
    const entry = await outbox.findOneAndUpdate(
      { status: 'pending', lockedUntil: { $lte: now } },
      { $set: { lockedUntil: new Date(now.getTime() + RELAY_LOCK_MS) }, $inc: { attempts: 1 } },
      { sort: { createdAt: 1 }, returnDocument: 'after' },
    );
    if (!entry) break;
    try {
      // sent in the publisher's trace: with a collector, the Kafka instrumentation's send span
      // joins it and puts its own context in the header in place of the publisher's
      await inTraceOf(entry.trace, () =>
        send({
          topic: entry.topic,
          key: entry.key,
          value: entry.envelope,
          headers: entry.trace ? { traceparent: entry.trace } : undefined,
        }),
      );
    } catch (err) {
      await outbox.updateOne({ _id: entry._id }, { $set: { lockedUntil: new Date(0) } });
      throw err;
    }
    // kept for a week as sent, then gone from the outbox (a crash between the two sends it again:
    // at least once, and the upsert keeps one record)
    const { _id, ...rest } = entry;
    if (!FORGOTTEN_ONCE_SENT.has(entry.topic)) {
      try {
        await sentOutboxOf(connection).replaceOne({ _id }, { ...rest, status: 'sent', sentAt: new Date() }, { upsert: true });
      } catch (err) {
        // another instance's relay recorded it at the same moment (its lock ran out on a slow store:
        // the chaos soak's two billing instances), and FerretDB refuses the second upsert with E11000
        // where MongoDB retries it: the record is there, so the entry is done, not a reason to stall
        if (!isDuplicateKey(err)) throw err;
      }
    }
    await outbox.deleteOne({ _id, status: 'pending' });
    sent++;
  }
  return sent;
}
