import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { EventEnvelope, PATTERNS, Referral, TOPICS } from '@wine/contracts';
import { redisTransport } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Producer } from 'kafkajs';
import { firstValueFrom } from 'rxjs';
import { TEST_STACK, waitFor } from '../../support/system';

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

  // the key picks the partition; one partition is consumed in order, so an event published after
  // others with the same key is handled after them: a condition to wait on instead of a sleep
  const publish = (envelope: EventEnvelope, key = (envelope.payload as { userId: string }).userId) =>
    producer.send({ topic: envelope.topic, messages: [{ key, value: JSON.stringify(envelope) }] });
  const referralOf = (userId: string) =>
    firstValueFrom(content.send<Referral>(PATTERNS.content.referralGet, { userId })).catch(() => null);
  const registered = (userId: string): EventEnvelope => ({
    eventId: randomUUID(),
    topic: TOPICS.userRegistered,
    occurredAt: new Date().toISOString(),
    payload: { userId, email: `${userId}@example.com` },
  });
  /** Publishes a marker behind everything sent so far for `key` and waits until it was handled. */
  const drain = async (key: string) => {
    const marker = `u-marker-${randomUUID()}`;
    await publish(registered(marker), key);
    await waitFor(() => referralOf(marker), { timeoutMs: 30_000, what: 'the marker event' });
  };

  it('handles each event exactly once: a redelivered event is not handled again', async () => {
    const userId = `u-${randomUUID()}`;
    const event = registered(userId);
    await publish(event);
    const first = await waitFor(() => referralOf(userId), { timeoutMs: 30_000, what: 'the referral code' });
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    // the account is deleted, then the old registration event is delivered again (at-least-once):
    // handling it twice would give the deleted account a new referral code
    await publish({
      eventId: randomUUID(),
      topic: TOPICS.userDeleted,
      occurredAt: new Date().toISOString(),
      payload: { userId },
    });
    await waitFor(async () => (await referralOf(userId)) === null, { timeoutMs: 30_000, what: 'the purge' });
    await publish(event);
    await drain(userId);
    expect(await referralOf(userId)).toBeNull();
  });

  it('keeps the first referral code when a second registration event arrives for the same user', async () => {
    const userId = `u-${randomUUID()}`;
    await publish(registered(userId));
    const first = await waitFor(() => referralOf(userId), { timeoutMs: 30_000, what: 'the referral code' });
    await publish(registered(userId));
    await drain(userId);
    expect(await referralOf(userId)).toEqual(first);
  });

  it('answers every one of simultaneous sign-up calls for one new account, with one code', async () => {
    // the gateway's call and the registration event arrive together: two upserts of one user race
    const userId = `u-${randomUUID()}`;
    const calls = Array.from({ length: 6 }, () =>
      firstValueFrom(content.send(PATTERNS.content.referralSignUp, { userId, referralCode: null })),
    );
    expect(await Promise.all(calls)).toEqual(Array(6).fill({ success: true }));
    expect((await referralOf(userId))?.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
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
