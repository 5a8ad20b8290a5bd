import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import { Connection } from 'mongoose';
import { ALL_TOPICS, EVENT_SCHEMAS, EventEnvelope, EventPayload, Topic } from '@wine/contracts';

export interface EventBusOptions {
  clientId: string;
  brokers: string[];
  /** Consumer group: one per service, so each service sees every event once. */
  groupId: string;
  /** The service's own database, where handled event ids are remembered. */
  connection: Connection;
}

type Handler<T extends Topic> = (payload: EventPayload<T>, envelope: EventEnvelope<T>) => Promise<void>;

const PROCESSED = 'processed_events';

/**
 * Kafka domain events. Publishing waits for the broker's ack; consuming is at-least-once and
 * idempotent: an event id already recorded for this group is skipped, and handlers themselves
 * must tolerate a repeat (a crash between handling and recording replays the event).
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private consumer?: Consumer;
  private readonly handlers = new Map<Topic, Handler<Topic>>();
  private connected?: Promise<void>;

  constructor(private readonly options: EventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 300 },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
  }

  /** Registers a handler; call before the application bootstraps. */
  on<T extends Topic>(topic: T, handler: Handler<T>): void {
    this.handlers.set(topic, handler as unknown as Handler<Topic>);
  }

  async publish<T extends Topic>(topic: T, payload: EventPayload<T>, key?: string): Promise<string> {
    EVENT_SCHEMAS[topic].parse(payload);
    await this.connect();
    const envelope: EventEnvelope<T> = { eventId: randomUUID(), topic, occurredAt: new Date().toISOString(), payload };
    await this.producer.send({ topic, messages: [{ key: key ?? null, value: JSON.stringify(envelope) }] });
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

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
    if (this.handlers.size === 0) return;
    // Joining the group can wait for a crashed member's session to lapse; the service answers
    // requests meanwhile and handles events as soon as it has joined.
    void this.startConsumer().catch((err: Error) => this.logger.error(`event consumer stopped: ${err.message}`));
  }

  private async startConsumer(): Promise<void> {
    // a crashed member is evicted after 10 s rather than kafkajs' default 30 s
    this.consumer = this.kafka.consumer({
      groupId: this.options.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 10_000,
      heartbeatInterval: 3_000,
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [...this.handlers.keys()], fromBeginning: true });
    await this.consumer.run({
      eachMessage: async ({ topic, message }) => {
        if (!message.value) return;
        await this.handle(topic as Topic, message.value.toString());
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect().catch(() => undefined);
    await this.producer.disconnect().catch(() => undefined);
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

  private connect(): Promise<void> {
    this.connected ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      try {
        // Topics come from the contracts, so a typo can never create a stray topic.
        const existing = new Set(await admin.listTopics());
        const missing = ALL_TOPICS.filter((t) => !existing.has(t));
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
