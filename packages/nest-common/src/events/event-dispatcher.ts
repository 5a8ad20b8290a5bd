import { EVENT_SCHEMAS, EventEnvelope, EventPayload, Topic } from '@wine/contracts';
import { isDependencyOutage } from '../resilience/outage';
import { ProcessedMarkers } from './processed-markers';

export type EventHandler<T extends Topic> = (payload: EventPayload<T>, envelope: EventEnvelope<T>) => Promise<void>;

/** What a handler that keeps failing leaves on the dead-letter topic. */
export interface DeadLetter {
  group: string;
  handler: string;
  topic: string;
  where: string;
  error: string;
  event: string;
}

export interface DispatcherOptions {
  /** The service's consumer group: markers and dead letters are named by it. */
  groupId: string;
  markers: ProcessedMarkers;
  deadLetter: (letter: DeadLetter) => Promise<void>;
  log: { error(message: string): void };
  /** Waits between a handler's attempts (ms); one attempt more than there are waits. */
  backoffMs?: number[];
  sleep?: (ms: number) => Promise<void>;
}

// Handling attempts before an event is dead-lettered; the waits between them (ms).
export const HANDLER_BACKOFF_MS = [500, 2000];

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Registered {
  name: string;
  handler: EventHandler<Topic>;
}

/**
 * Runs every handler a service registered for a topic, each on its own: its own processed marker
 * (a redelivery skips the handlers that are done and reruns the rest), its own retries and its
 * own dead letter. One handler failing never keeps another from running: an account deletion
 * reaches every store a service keeps (docs/architecture.md#events).
 */
export class EventDispatcher {
  private readonly handlers = new Map<Topic, Registered[]>();

  constructor(private readonly options: DispatcherOptions) {}

  /** Adds a handler; `name` must be unique per topic within the service (it names the marker). */
  on<T extends Topic>(topic: T, name: string, handler: EventHandler<T>): void {
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new Error(`event handler name "${name}" must be lower-case words and dots`);
    const list = this.handlers.get(topic) ?? [];
    if (list.some((h) => h.name === name)) throw new Error(`two event handlers named "${name}" for ${topic}`);
    list.push({ name, handler: handler as unknown as EventHandler<Topic> });
    this.handlers.set(topic, list);
  }

  topics(): Topic[] {
    return [...this.handlers.keys()];
  }

  /** The handlers of a topic, by name (for tests and the start-up log). */
  handlerNames(topic: Topic): string[] {
    return (this.handlers.get(topic) ?? []).map((h) => h.name);
  }

  /**
   * Delivers one Kafka message to every handler of its topic. Throws only for a dependency outage
   * (after every handler had its turn), so Kafka redelivers the message once the store is back.
   */
  async dispatch(topic: Topic, raw: string, where: string): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(raw) as EventEnvelope;
      EVENT_SCHEMAS[topic].parse(envelope.payload);
    } catch (err) {
      // A malformed event can never succeed: log and move on rather than block the partition.
      this.options.log.error(`dropping malformed event on ${topic}: ${(err as Error).message}`);
      return;
    }
    let outage: unknown;
    for (const registered of this.handlers.get(topic) ?? []) {
      try {
        await this.runOne(registered, topic, envelope, raw, where);
      } catch (err) {
        outage ??= err;
      }
    }
    if (outage) throw outage;
  }

  private async runOne(registered: Registered, topic: Topic, envelope: EventEnvelope, raw: string, where: string): Promise<void> {
    const { groupId, markers } = this.options;
    const backoff = this.options.backoffMs ?? HANDLER_BACKOFF_MS;
    const sleep = this.options.sleep ?? wait;
    const id = `${groupId}:${registered.name}:${envelope.eventId}`;
    if (await markers.has(id)) return;
    for (let attempt = 0; ; attempt++) {
      try {
        await registered.handler(envelope.payload, envelope);
        await markers.mark(id, topic);
        return;
      } catch (err) {
        // the store is out: keep the event where it is and let Kafka redeliver once it is back
        if (isDependencyOutage(err)) throw err;
        if (attempt < backoff.length) {
          await sleep(backoff[attempt]);
          continue;
        }
        const error = (err as Error).message;
        await this.options.deadLetter({ group: groupId, handler: registered.name, topic, where, error, event: raw });
        this.options.log.error(
          `dead-lettered event ${where} for ${groupId}/${registered.name} after ${attempt + 1} attempts: ${error}`,
        );
        return;
      }
    }
  }
}
