import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Kafka, KafkaConfig, logLevel, Partitioners, Producer } from 'kafkajs';
import { Connection } from 'mongoose';
import { DEAD_LETTER_TOPIC, EventPayload, Topic } from '@wine/contracts';
import { eventMetrics } from '../observability/metrics';
import { untraced } from '../observability/tracing';
import { EventConsumer } from './event-consumer';
import { EventDispatcher, EventHandler } from './event-dispatcher';
import { forgetSentEventsOf, SWEEP_INTERVAL_MS, sweepEventRecords } from './event-sweep';
import { consumerLag, ensureTopics } from './kafka-topics';
import { relayOutbox } from './outbox-relay';
import { outboxBacklog, writeToOutbox } from './outbox-writer';
import { storeMarkers } from './processed-markers';

export { PROCESSED_KEEP_MS, SENT_KEEP_MS } from './event-sweep';
export { EventDispatcher, HANDLER_BACKOFF_MS } from './event-dispatcher';
export type { DeadLetter, EventHandler } from './event-dispatcher';

export interface EventBusOptions {
  clientId: string;
  brokers: string[];
  /** Consumer group: one per service, so each service sees every event once. */
  groupId: string;
  /** The service's own database, where the outbox and handled event ids live. */
  connection: Connection;
  /** TLS and SASL for a managed cluster (config/kafka-config.ts), and the replication of the topics it creates. */
  kafka?: Pick<KafkaConfig, 'ssl' | 'sasl'>;
  replicationFactor?: number;
}

// How often pending outbox entries are retried.
const RELAY_INTERVAL_MS = 2000;

/**
 * Kafka domain events with an outbox on the service's own database (no transactions needed):
 * publish() records the event and returns; a relay sends it with retries and marks it sent, so
 * an event survives a Kafka outage or a crash. Consuming is at-least-once and idempotent per
 * handler: a topic may have several handlers in one service, each with its own processed marker,
 * retries and dead letter (event-dispatcher.ts). The service boots and serves while Kafka is down,
 * and connects by itself when it returns.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly dispatcher: EventDispatcher;
  private readonly consumer: EventConsumer;
  private connected?: Promise<void>;
  private stopped = false;
  private relaying = false;
  private relayTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;

  constructor(private readonly options: EventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      ...options.kafka,
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
    this.dispatcher = new EventDispatcher({
      groupId: options.groupId,
      markers: storeMarkers(options.connection),
      log: this.logger,
      deadLetter: async (letter) => {
        await this.producer.send({ topic: DEAD_LETTER_TOPIC, messages: [{ key: letter.group, value: JSON.stringify(letter) }] });
      },
    });
    this.consumer = new EventConsumer(this.kafka, options.groupId, this.dispatcher, () => this.connect());
  }

  /**
   * Registers a handler; call before the application bootstraps. `name` tells it apart from the
   * service's other handlers of the same topic (lower-case, unique per topic).
   */
  on<T extends Topic>(topic: T, name: string, handler: EventHandler<T>): void {
    this.dispatcher.on(topic, name, handler);
  }

  /** Records the event in the outbox (the store must be up) and hands it to the relay. */
  async publish<T extends Topic>(topic: T, payload: EventPayload<T>, key?: string): Promise<string> {
    const eventId = await writeToOutbox(this.options.connection, topic, payload, key);
    // the relay's round is no request's work (it may send other requests' events): only each
    // send goes on in its own publisher's trace
    void untraced(() => this.relay());
    return eventId;
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
  consumerLag(): Promise<[{ group: string; topic: string }, number][]> {
    return consumerLag(this.kafka, this.options.groupId, this.dispatcher.topics());
  }

  /** Outbox entries not yet sent (for the metrics). */
  outboxBacklog(): Promise<number> {
    return outboxBacklog(this.options.connection);
  }

  onApplicationBootstrap(): void {
    eventMetrics.consumerLag.track(() => this.consumerLag());
    eventMetrics.outboxBacklog.track(async () => [[{ service: this.options.clientId }, await this.outboxBacklog()]]);
    // nothing here waits for Kafka: the service answers requests meanwhile
    this.relayTimer = setInterval(() => void this.relay(), RELAY_INTERVAL_MS);
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
    setTimeout(() => void this.sweep(), 60_000).unref();
    if (this.dispatcher.topics().length > 0) void this.consumer.keepConsuming();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.relayTimer);
    clearInterval(this.sweepTimer);
    await this.consumer.stop();
    await this.producer.disconnect().catch(() => undefined);
  }

  /** Sends pending outbox entries in order of creation; stops at the first failure and retries later. */
  private async relay(): Promise<void> {
    if (this.relaying || this.stopped) return;
    this.relaying = true;
    try {
      await this.connect();
      await relayOutbox(
        this.options.connection,
        async ({ topic, key, value, headers }) => {
          await this.producer.send({ topic, messages: [{ key, value, headers }] });
        },
        () => this.stopped,
      );
    } catch (err) {
      if (!this.stopped) this.logger.warn(`event relay paused, retrying in ${RELAY_INTERVAL_MS} ms: ${(err as Error).message}`);
    } finally {
      this.relaying = false;
    }
  }

  /** Account deletion: removes the sent events that name the user from this service's event log. */
  forgetUser(userId: string): Promise<number> {
    return forgetSentEventsOf(this.options.connection, userId);
  }

  /**
   * Drops processed-event markers and sent outbox entries past their keep time (run periodically;
   * `now` for tests). Answers how many of each went; a store outage skips this round.
   */
  async sweep(now = new Date()): Promise<{ processedMarkers: number; sentEvents: number }> {
    try {
      return await sweepEventRecords(this.options.connection, now);
    } catch (err) {
      this.logger.warn(`event sweep skipped: ${(err as Error).message}`);
      return { processedMarkers: 0, sentEvents: 0 };
    }
  }

  private connect(): Promise<void> {
    this.connected ??= (async () => {
      await ensureTopics(this.kafka, this.options.replicationFactor);
      await this.producer.connect();
    })().catch((err) => {
      this.connected = undefined;
      throw err;
    });
    return this.connected;
  }
}
