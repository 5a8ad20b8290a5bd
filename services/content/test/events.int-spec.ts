import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { EventEnvelope, PATTERNS, Referral, TOPICS } from '@wine/contracts';
import { redisTransport } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Producer } from 'kafkajs';
import { firstValueFrom } from 'rxjs';
import { TEST_STACK, waitFor } from '../../../test/support/system';

// identity.user.registered → content gives the new account its referral code, exactly once.
describe('Kafka domain events, consumed idempotently by the content service', () => {
  let producer: Producer;
  let content: ClientProxy;

  beforeAll(async () => {
    producer = new Kafka({ clientId: 'events-test', brokers: TEST_STACK.kafkaBrokers, logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
    content = ClientProxyFactory.create(redisTransport(TEST_STACK.redisUrl));
  });

  afterAll(async () => {
    await producer.disconnect();
    await content.close();
  });

  const publish = (envelope: EventEnvelope) =>
    producer.send({
      topic: envelope.topic,
      messages: [{ key: (envelope.payload as { userId: string }).userId, value: JSON.stringify(envelope) }],
    });
  const referralOf = (userId: string) =>
    firstValueFrom(content.send<Referral>(PATTERNS.content.referralGet, { userId })).catch(() => null);

  it('creates a referral code when a user registers, and a replayed event changes nothing', async () => {
    const userId = `u-${randomUUID()}`;
    const event: EventEnvelope = {
      eventId: randomUUID(),
      topic: TOPICS.userRegistered,
      occurredAt: new Date().toISOString(),
      payload: { userId, email: `${userId}@example.com` },
    };
    await publish(event);
    const first = await waitFor(() => referralOf(userId), { timeoutMs: 30_000, what: 'the referral code' });
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    await publish(event); // at-least-once delivery: the same event again
    await publish({ ...event, eventId: randomUUID() }); // or a second registration event for the same user
    await new Promise((r) => setTimeout(r, 1500));
    expect(await referralOf(userId)).toEqual(first);
  });

  it('purges the user’s referral when the account is deleted', async () => {
    const userId = `u-${randomUUID()}`;
    const base = { occurredAt: new Date().toISOString() };
    await publish({
      ...base,
      eventId: randomUUID(),
      topic: TOPICS.userRegistered,
      payload: { userId, email: `${userId}@example.com` },
    });
    await waitFor(() => referralOf(userId), { timeoutMs: 30_000, what: 'the referral code' });
    await publish({ ...base, eventId: randomUUID(), topic: TOPICS.userDeleted, payload: { userId } });
    await waitFor(async () => (await referralOf(userId)) === null, { timeoutMs: 30_000, what: 'the purge' });
  });

  it('answers a malformed message with a 400 naming the field', async () => {
    await expect(firstValueFrom(content.send(PATTERNS.content.referralGet, { userId: 42 }))).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('userId'),
    });
  });
});
