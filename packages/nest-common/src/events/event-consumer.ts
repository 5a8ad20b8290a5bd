import { Logger } from '@nestjs/common';
import { Consumer, Kafka } from 'kafkajs';
import { EventDispatcher } from './event-dispatcher';
import { Topic } from '@wine/contracts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The service's Kafka consumer: joins its group and stays joined (a failed start or a crash is
 * retried with backoff), handing each message to the dispatcher.
 */
export class EventConsumer {
  private readonly logger = new Logger('EventBus');
  private consumer?: Consumer;
  private stopped = false;

  constructor(
    private readonly kafka: Kafka,
    private readonly groupId: string,
    private readonly dispatcher: EventDispatcher,
    /** Kafka reachable and the topics there (shared with the relay). */
    private readonly connect: () => Promise<void>,
  ) {}

  async keepConsuming(): Promise<void> {
    let backoff = 1000;
    while (!this.stopped) {
      try {
        await this.connect();
        await this.start();
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

  async stop(): Promise<void> {
    this.stopped = true;
    await this.consumer?.disconnect().catch(() => undefined);
  }

  private async start(): Promise<void> {
    // a crashed member is evicted after 10 s rather than kafkajs' default 30 s
    const consumer = this.kafka.consumer({
      groupId: this.groupId,
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
    await consumer.subscribe({ topics: this.dispatcher.topics(), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        if (!message.value) return;
        // with a collector, the Kafka instrumentation runs this in a `consume <topic>` span that
        // continues the publisher's trace from the message headers
        await this.dispatcher.dispatch(topic as Topic, message.value.toString(), `${topic}/${partition}@${message.offset}`);
      },
    });
  }
}
