import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Consumer, Kafka, logLevel, Partitioners, Producer } from 'kafkajs';
import { Connection } from 'mongoose';
import { ALL_TOPICS, DEAD_LETTER_TOPIC, EVENT_SCHEMAS, EventEnvelope, EventPayload, Topic } from '@wine/contracts';
import { eventMetrics } from '../observability/metrics';
import { currentTraceparent, inSpan, SpanKind } from '../observability/tracing';
import { isDependencyOutage } from '../resilience/outage';

export interface EventBusOptions {
  clientId: string;
  brokers: string[];
  /** Consumer group: one per service, so each service sees every event once. */
  groupId: string;
  /** The service's own database, where the outbox and handled event ids live. */
  connection: Connection;
}

type Handler<T extends Topic> = (payload: EventPayload<T>, envelope: EventEnvelope<T>) => Promise<void>;

const PROCESSED = 'processed_events';
const OUTBOX = 'event_outbox';
// Sent entries move here: the relay's query then reads only what is still owed, however many events
// a service has sent (FerretDB scans a collection for any query not by _id, docs/architecture.md#store-limits).
const OUTBOX_SENT = 'event_outbox_sent';

interface OutboxEntry {
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

// Handling attempts before an event is dead-lettered; the waits between them (ms).
const HANDLER_BACKOFF_MS = [500, 2000];
// Relay: how often pending outbox entries are retried, and how long one relay owns an entry.
const RELAY_INTERVAL_MS = 2000;
const RELAY_LOCK_MS = 30_000;
// Sweeps replace TTL indexes (FerretDB has none, docs/architecture.md#store-limits): markers outlive any redelivery.
const SWEEP_INTERVAL_MS = 60 * 60_000;
export const PROCESSED_KEEP_MS = 30 * 24 * 60 * 60_000;
export const SENT_KEEP_MS = 7 * 24 * 60 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Kafka domain events with an outbox on the service's own database (no transactions needed):
 * publish() records the event and returns; a relay sends it with retries and marks it sent, so
 * an event survives a Kafka outage or a crash. Consuming is at-least-once and idempotent: an
 * event id already recorded for this group is skipped; a handler that keeps failing sends the
 * event to the dead-letter topic instead of blocking its partition. The service boots and serves
 * while Kafka is down, and connects by itself when it returns.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private consumer?: Consumer;
  private readonly handlers = new Map<Topic, Handler<Topic>>();
  private connected?: Promise<void>;
  private stopped = false;
  private relaying = false;
  private relayTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;

  constructor(private readonly options: EventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 3, initialRetryTime: 300 },
    });
    // the default partitioner, named so kafkajs does not warn about its v2 change at every start
    this.producer = this.kafka.producer({
      allowAutoTopicCreation: false,
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  }

  /** Registers a handler; call before the application bootstraps. */
  on<T extends Topic>(topic: T, handler: Handler<T>): void {
    this.handlers.set(topic, handler as unknown as Handler<Topic>);
  }

  /** Records the event in the outbox (the store must be up) and hands it to the relay. */
  async publish<T extends Topic>(topic: T, payload: EventPayload<T>, key?: string): Promise<string> {
    EVENT_SCHEMAS[topic].parse(payload);
    const envelope: EventEnvelope<T> = { eventId: randomUUID(), topic, occurredAt: new Date().toISOString(), payload };
    await this.outbox().insertOne({
      _id: envelope.eventId,
      topic,
      key: key ?? null,
      envelope: JSON.stringify(envelope),
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      lockedUntil: new Date(0),
      ...(currentTraceparent() ? { trace: currentTraceparent() } : {}),
    });
    void this.relay();
    return envelope.eventId;
  }

  /** Kafka answers: used by health checks. */
  async ping(): Promise<boolean> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return true;
    } catch {
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  /** Messages of each subscribed topic this service's group has not consumed yet (for the metrics). */
  async consumerLag(): Promise<[{ group: string; topic: string }, number][]> {
    const topics = [...this.handlers.keys()];
    if (topics.length === 0) return [];
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      const committed = await admin.fetchOffsets({ groupId: this.options.groupId, topics });
      const lag: [{ group: string; topic: string }, number][] = [];
      for (const { topic, partitions } of committed) {
        const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, p]));
        // a partition the group never committed on (-1) is behind by everything still in it
        const behind = partitions.reduce((sum, p) => {
          const end = ends.get(p.partition);
          const at = Number(p.offset) < 0 ? Number(end?.low ?? 0) : Number(p.offset);
          return sum + Math.max(0, Number(end?.high ?? 0) - at);
        }, 0);
        lag.push([{ group: this.options.groupId, topic }, behind]);
      }
      return lag;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  /** Outbox entries not yet sent (for the metrics). */
  async outboxBacklog(): Promise<number> {
    return this.outbox().countDocuments({ status: 'pending' });
  }

  onApplicationBootstrap(): void {
    eventMetrics.consumerLag.track(() => this.consumerLag());
    eventMetrics.outboxBacklog.track(async () => [[{ service: this.options.clientId }, await this.outboxBacklog()]]);
    // nothing here waits for Kafka: the service answers requests meanwhile
    this.relayTimer = setInterval(() => void this.relay(), RELAY_INTERVAL_MS);
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
    setTimeout(() => void this.sweep(), 60_000).unref();
    if (this.handlers.size > 0) void this.keepConsuming();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.relayTimer);
    clearInterval(this.sweepTimer);
    await this.consumer?.disconnect().catch(() => undefined);
    await this.producer.disconnect().catch(() => undefined);
  }

  private outbox() {
    return this.options.connection.collection<OutboxEntry>(OUTBOX);
  }

  private sentOutbox() {
    return this.options.connection.collection<OutboxEntry>(OUTBOX_SENT);
  }

  /** Sends pending outbox entries in order of creation; stops at the first failure and retries later. */
  private async relay(): Promise<void> {
    if (this.relaying || this.stopped) return;
    this.relaying = true;
    try {
      await this.connect();
      for (;;) {
        const now = new Date();
        // the oldest pending entry nobody else is sending (findOneAndUpdate: no projection on FerretDB)
        const entry = await this.outbox().findOneAndUpdate(
          { status: 'pending', lockedUntil: { $lte: now } },
          { $set: { lockedUntil: new Date(now.getTime() + RELAY_LOCK_MS) }, $inc: { attempts: 1 } },
          { sort: { createdAt: 1 }, returnDocument: 'after' },
        );
        if (!entry) break;
        try {
          const headers = entry.trace ? { traceparent: entry.trace } : undefined;
          await this.producer.send({ topic: entry.topic, messages: [{ key: entry.key, value: entry.envelope, headers }] });
        } catch (err) {
          await this.outbox().updateOne({ _id: entry._id }, { $set: { lockedUntil: new Date(0) } });
          throw err;
        }
        // kept for a week as sent, then gone from the outbox (a crash between the two sends it again:
        // at least once, and the upsert keeps one record)
        const { _id, ...sent } = entry;
        await this.sentOutbox().replaceOne({ _id }, { ...sent, status: 'sent', sentAt: new Date() }, { upsert: true });
        await this.outbox().deleteOne({ _id, status: 'pending' });
      }
    } catch (err) {
      if (!this.stopped) this.logger.warn(`event relay paused, retrying in ${RELAY_INTERVAL_MS} ms: ${(err as Error).message}`);
    } finally {
      this.relaying = false;
    }
  }

  /** Joins the group and stays joined: a failed start or a crash is retried with backoff. */
  private async keepConsuming(): Promise<void> {
    let backoff = 1000;
    while (!this.stopped) {
      try {
        await this.connect();
        await this.startConsumer();
        return;
      } catch (err) {
        await this.consumer?.disconnect().catch(() => undefined);
        this.consumer = undefined;
        if (this.stopped) return;
        this.logger.warn(`event consumer not running (${(err as Error).message}); retrying in ${backoff} ms`);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, 30_000);
      }
    }
  }

  private async startConsumer(): Promise<void> {
    // a crashed member is evicted after 10 s rather than kafkajs' default 30 s
    const consumer = this.kafka.consumer({
      groupId: this.options.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 10_000,
      heartbeatInterval: 3_000,
    });
    this.consumer = consumer;
    consumer.on(consumer.events.CRASH, (event) => {
      const { error, restart } = event.payload as { error: Error; restart: boolean };
      if (restart || this.stopped) return;
      this.logger.warn(`event consumer crashed (${error.message}); starting it again`);
      void consumer.disconnect().catch(() => undefined);
      void this.keepConsuming();
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [...this.handlers.keys()], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        if (!message.value) return;
        const value = message.value.toString();
        const traceparent = message.headers?.traceparent?.toString();
        // the publisher's trace goes on here, through the handler's own calls and writes
        await inSpan(
          `consume ${topic}`,
          { kind: SpanKind.CONSUMER, traceparent, attributes: { 'messaging.consumer.group.name': this.options.groupId } },
          () => this.handleWithRetries(topic as Topic, value, `${topic}/${partition}@${message.offset}`),
        );
      },
    });
  }

  private async handleWithRetries(topic: Topic, raw: string, where: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.handle(topic, raw);
        return;
      } catch (err) {
        // the store is out: keep the event where it is and let Kafka redeliver once it is back
        if (isDependencyOutage(err)) throw err;
        if (attempt < HANDLER_BACKOFF_MS.length) {
          await sleep(HANDLER_BACKOFF_MS[attempt]);
          continue;
        }
        await this.producer.send({
          topic: DEAD_LETTER_TOPIC,
          messages: [
            {
              key: this.options.groupId,
              value: JSON.stringify({ group: this.options.groupId, topic, where, error: (err as Error).message, event: raw }),
            },
          ],
        });
        this.logger.error(
          `dead-lettered event ${where} for ${this.options.groupId} after ${attempt + 1} attempts: ${(err as Error).message}`,
        );
        return;
      }
    }
  }

  private async handle(topic: Topic, raw: string): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(raw) as EventEnvelope;
      EVENT_SCHEMAS[topic].parse(envelope.payload);
    } catch (err) {
      // A malformed event can never succeed: log and move on rather than block the partition.
      this.logger.error(`dropping malformed event on ${topic}: ${(err as Error).message}`);
      return;
    }
    const processed = this.options.connection.collection<{ _id: string; topic: string; at: Date }>(PROCESSED);
    const id = `${this.options.groupId}:${envelope.eventId}`;
    if (await processed.findOne({ _id: id })) return;
    const handler = this.handlers.get(topic);
    if (!handler) return;
    await handler(envelope.payload, envelope);
    await processed.updateOne({ _id: id }, { $set: { topic, at: new Date() } }, { upsert: true });
  }

  /**
   * Drops processed-event markers and sent outbox entries past their keep time (run periodically;
   * `now` for tests). Answers how many of each went; a store outage skips this round.
   */
  async sweep(now = new Date()): Promise<{ processedMarkers: number; sentEvents: number }> {
    try {
      const processed = await this.options.connection
        .collection(PROCESSED)
        .deleteMany({ at: { $lt: new Date(now.getTime() - PROCESSED_KEEP_MS) } });
      const sent = await this.sentOutbox().deleteMany({ sentAt: { $lt: new Date(now.getTime() - SENT_KEEP_MS) } });
      return { processedMarkers: processed.deletedCount, sentEvents: sent.deletedCount };
    } catch (err) {
      this.logger.warn(`event sweep skipped: ${(err as Error).message}`);
      return { processedMarkers: 0, sentEvents: 0 };
    }
  }

  private connect(): Promise<void> {
    this.connected ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      try {
        // Topics come from the contracts, so a typo can never create a stray topic.
        const existing = new Set(await admin.listTopics());
        const missing = [...ALL_TOPICS, DEAD_LETTER_TOPIC].filter((t) => !existing.has(t));
        if (missing.length) {
          await admin
            .createTopics({
              topics: missing.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
              waitForLeaders: true,
            })
            .catch((err: Error) => {
              // another service may have created it in the meantime
              if (!/already exists/i.test(err.message)) throw err;
            });
        }
      } finally {
        await admin.disconnect();
      }
      await this.producer.connect();
    })().catch((err) => {
      this.connected = undefined;
      throw err;
    });
    return this.connected;
  }
}
