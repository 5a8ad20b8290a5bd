// Account deletion against events still on their way: billing downgrades an account as it goes, and
// that plan change can reach the cellar after the cellar purged the member. It must make nothing
// again (docs/product-rules.md#account-deletion-and-data-retention).
import { type EventEnvelope, TOPICS } from '@wine/contracts';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { bearer, registerMember } from '../../support/accounts';
import { api, TEST_STACK, waitFor } from '../../support/system';

describe('account deletion and a late plan change', () => {
  let producer: Producer;
  let cellar: mongoose.Connection;

  beforeAll(async () => {
    producer = new Kafka({
      clientId: 'late-events-test',
      brokers: TEST_STACK.kafkaBrokers,
      logLevel: logLevel.NOTHING,
    }).producer();
    await producer.connect();
    cellar = await mongoose.createConnection(TEST_STACK.mongoUrl('cellar')).asPromise();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await cellar?.close();
  });

  // one Kafka key: one partition, handled in order, so the marker's record means the first was handled
  const planChanged = (userId: string, key: string) => {
    const envelope: EventEnvelope<typeof TOPICS.planChanged> = {
      eventId: randomUUID(),
      topic: TOPICS.planChanged,
      occurredAt: new Date().toISOString(),
      payload: { userId, plan: 'free', currentPeriodEnd: null },
    };
    return producer.send({ topic: envelope.topic, messages: [{ key, value: JSON.stringify(envelope) }] });
  };
  const accountRecord = (userId: string) => cellar.collection('cellar_accounts').findOne({ _id: userId as never });

  it('a downgrade that arrives after the purge makes no cellar record again', async () => {
    const me = await registerMember();
    await api()
      .post('/api/cellar/save')
      .set(bearer(me.accessToken))
      .send({ wineName: 'Late Event Shiraz', wineType: 'Red Wine', region: 'Barossa Valley', source: 'recommendation' })
      .expect(201);
    await api()
      .delete('/api/auth/user')
      .set(bearer(me.accessToken))
      .set('Cookie', me.refreshCookie)
      .send({ password: me.password })
      .expect(204);
    await waitFor(async () => (await cellar.collection('saved_wines').countDocuments({ userId: me.userId })) === 0, {
      timeoutMs: 30_000,
      what: 'the cellar purge',
    });

    const marker = `marker-${randomUUID()}`;
    await planChanged(me.userId, me.userId);
    await planChanged(marker, me.userId);
    await waitFor(async () => (await accountRecord(marker)) !== null, { timeoutMs: 30_000, what: 'the marker plan change' });
    expect(await accountRecord(me.userId)).toBeNull();
  });
});
