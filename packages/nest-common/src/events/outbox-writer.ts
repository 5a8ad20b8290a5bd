import { randomUUID } from 'node:crypto';
import { Connection } from 'mongoose';
import { EVENT_SCHEMAS, EventEnvelope, EventPayload, Topic } from '@wine/contracts';
import { currentTraceparent } from '../observability/tracing';

export const OUTBOX = 'event_outbox';
// Sent entries move here: the relay's query then reads only what is still owed, however many events
// a service has sent (FerretDB scans a collection for any query not by _id, docs/architecture.md#store-limits).
export const OUTBOX_SENT = 'event_outbox_sent';

export interface OutboxEntry {
  _id: string; // the event id
  topic: Topic;
  key: string | null;
  envelope: string;
  status: 'pending' | 'sent';
  attempts: number;
  createdAt: Date;
  sentAt?: Date;
  // the publisher's trace context, sent as the message's traceparent header
  trace?: string;
  // one relay at a time per entry, across the service's instances
  lockedUntil: Date;
}

export const outboxOf = (connection: Connection) => connection.collection<OutboxEntry>(OUTBOX);
export const sentOutboxOf = (connection: Connection) => connection.collection<OutboxEntry>(OUTBOX_SENT);

/**
 * Records an event in the service's own database (the store must be up); the relay sends it
 * later, so publishing never waits for Kafka and an event survives a crash.
 */
export async function writeToOutbox<T extends Topic>(
  connection: Connection,
  topic: T,
  payload: EventPayload<T>,
  key?: string,
): Promise<string> {
  EVENT_SCHEMAS[topic].parse(payload);
  const envelope: EventEnvelope<T> = { eventId: randomUUID(), topic, occurredAt: new Date().toISOString(), payload };
  const trace = currentTraceparent();
  await outboxOf(connection).insertOne({
    _id: envelope.eventId,
    topic,
    key: key ?? null,
    envelope: JSON.stringify(envelope),
    status: 'pending',
    attempts: 0,
    createdAt: new Date(),
    lockedUntil: new Date(0),
    ...(trace ? { trace } : {}),
  });
  return envelope.eventId;
}

/** Outbox entries not yet sent (for the metrics). */
export function outboxBacklog(connection: Connection): Promise<number> {
  return outboxOf(connection).countDocuments({ status: 'pending' });
}
