// Publishes billing.plan.changed on the real Kafka, as the billing service does, for tests that
// need a Premium (or downgraded) user without going through checkout.
import { EventEnvelope, TOPICS } from '@wine/contracts';
import { Kafka, logLevel, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { TEST_STACK } from './system';

// the connecting promise, shared: callers in parallel (Promise.all) must all wait for the one connect
let producer: Promise<Producer> | null = null;

function connected(): Promise<Producer> {
  producer ??= (async () => {
    const created = new Kafka({
      clientId: 'plan-events-test',
      brokers: TEST_STACK.kafkaBrokers,
      logLevel: logLevel.NOTHING,
    }).producer();
    await created.connect();
    return created;
  })();
  return producer;
}

/** Sends one plan change and returns its envelope (send it again to test idempotency). */
export async function publishPlanChanged(
  userId: string,
  plan: 'free' | 'premium',
  currentPeriodEnd: number | null = null,
): Promise<EventEnvelope<typeof TOPICS.planChanged>> {
  const envelope: EventEnvelope<typeof TOPICS.planChanged> = {
    eventId: randomUUID(),
    topic: TOPICS.planChanged,
    occurredAt: new Date().toISOString(),
    payload: { userId, plan, currentPeriodEnd },
  };
  await resendEvent(envelope);
  return envelope;
}

export async function resendEvent(envelope: EventEnvelope): Promise<void> {
  const p = await connected();
  await p.send({
    topic: envelope.topic,
    messages: [{ key: (envelope.payload as { userId: string }).userId, value: JSON.stringify(envelope) }],
  });
}

/** Call in afterAll of suites that used publishPlanChanged. */
export async function closePlanEvents(): Promise<void> {
  const closing = producer;
  producer = null;
  await (await closing?.catch(() => null))?.disconnect();
}
