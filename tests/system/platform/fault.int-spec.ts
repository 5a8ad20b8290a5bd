// Failure tests (docs/architecture.md#tests): stop real processes of the local stack, check what a user sees
// meanwhile (a clear 503, never a 500 or a hang) and that nothing was lost once they are back.
// Every test restarts what it stopped before it ends.
import { randomUUID } from 'node:crypto';
import { Consumer, Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@wine/contracts';
import { bearer, registerAccount, registerMember, uniqueEmail, uniqueIp } from '../../support/accounts';
import { api, eventConsumersReady, operatorHealth, killProcess, restartProcess, TEST_STACK, waitFor } from '../../support/system';
import { renderLabel } from '../ai/rendered-label';
import { startStackProcess, stopStackProcess, StoppedProcess } from './transport-support';

// services may name the outage in their own words; what matters is a 503 that says so
const UNAVAILABLE = { statusCode: 503, message: expect.stringMatching(/temporarily unavailable/i) };

// every part back, not merely the core ('degraded' answers 200 too)
const healthy = async () => {
  const res = await operatorHealth();
  return res.status === 200 && res.body.status === 'ok';
};

describe('faults: the stack loses a part and gets it back', () => {
  let stopped: StoppedProcess | undefined;

  afterEach(async () => {
    // whatever happened in the test, the part comes back before the next one
    if (stopped) startStackProcess(stopped);
    stopped = undefined;
    await waitFor(healthy, { timeoutMs: 90_000, intervalMs: 500, what: 'the system to be healthy again' });
    await eventConsumersReady();
  }, 240_000);

  it('registers while Kafka is down (201), with the referral recorded at once, and delivers identity.user.registered once when it is back', async () => {
    stopped = await stopStackProcess('kafka');
    const health = await operatorHealth();
    expect(health.body).toMatchObject({ status: 'degraded', dependencies: { kafka: 'down' } });
    const email = uniqueEmail('nokafka');
    const res = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email, password: `pw-${randomUUID()}` })
      .expect(201);
    const userId = res.body.user.id as string;
    // signing in works meanwhile too
    await api().get('/api/auth/user').set(bearer(res.body.accessToken)).expect(200);
    // the referral code does not wait for the event: it is there at once, and a friend who signs
    // up with it is known as referred (a 14-day trial) before any event could have arrived
    const member = await api().get('/api/referral').set(bearer(res.body.accessToken)).expect(200);
    expect(member.body).toMatchObject({ referredBy: null, friendsReferred: 0 });
    const friend = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: uniqueEmail('nokafka-friend'), password: `pw-${randomUUID()}`, referralCode: member.body.code })
      .expect(201);
    const referral = await api().get('/api/referral').set(bearer(friend.body.accessToken)).expect(200);
    expect(referral.body.referredBy).toBe(member.body.code);
    expect((await api().get('/api/referral').set(bearer(res.body.accessToken)).expect(200)).body.friendsReferred).toBe(1);

    startStackProcess(stopped);
    stopped = undefined;
    const kafka = new Kafka({ clientId: 'fault-test', brokers: TEST_STACK.kafkaBrokers, logLevel: logLevel.NOTHING });
    const seen: string[] = [];
    let consumer: Consumer | undefined;
    try {
      await waitFor(
        async () => {
          consumer = kafka.consumer({ groupId: `fault-${randomUUID()}` });
          await consumer.connect();
          return true;
        },
        { timeoutMs: 150_000, intervalMs: 1000, what: 'Kafka to accept clients' },
      );
      await consumer!.subscribe({ topic: TOPICS.userRegistered, fromBeginning: true });
      await consumer!.run({
        eachMessage: async ({ message }) => {
          const event = JSON.parse(message.value!.toString()) as { payload: { userId: string } };
          if (event.payload.userId === userId) seen.push(message.offset);
        },
      });
      await waitFor(async () => seen.length > 0, { timeoutMs: 60_000, what: 'the registered event' });
      await new Promise((r) => setTimeout(r, 3000)); // a second copy would have come by now
      expect(seen).toHaveLength(1);
    } finally {
      await consumer?.disconnect();
    }
  }, 240_000);

  it('answers 503 while Redis is down, never a 500, and recovers by itself', async () => {
    stopped = await stopStackProcess('redis');
    const guide = await api().get('/api/guide/varieties');
    expect(guide.status).toBe(503);
    expect(guide.body).toEqual(UNAVAILABLE);
    const signup = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: uniqueEmail('noredis'), password: `pw-${randomUUID()}` });
    expect(signup.status).toBe(503);
    startStackProcess(stopped);
    stopped = undefined;
    await waitFor(async () => (await api().get('/api/guide/varieties')).status === 200, {
      timeoutMs: 30_000,
      what: 'the guide to answer again',
    });
  });

  it('answers 503 while the store is down, and the account is intact afterwards', async () => {
    const account = await registerAccount();
    stopped = await stopStackProcess('ferretdb');
    const res = await api().get('/api/auth/user').set(bearer(account.accessToken));
    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
    startStackProcess(stopped);
    stopped = undefined;
    const back = await waitFor(
      async () => {
        const r = await api().get('/api/auth/user').set(bearer(account.accessToken));
        return r.status === 200 && r;
      },
      { timeoutMs: 60_000, intervalMs: 500, what: 'the account to be readable again' },
    );
    expect(back.body.email).toBe(account.email);
  });

  it('keeps the app working while MinIO is down (health 200 degraded, uploads 503 naming photo analysis), and uploads work again once it is back', async () => {
    const member = await registerMember();
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz', { width: 400 });
    const upload = () =>
      api().post('/api/upload/analyze?wait=0').set(bearer(member.accessToken)).attach('wine_image', image, 'bottle.png');
    stopped = await stopStackProcess('minio');
    const health = await operatorHealth();
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'degraded',
      down: ['minio'],
      dependencies: { minio: 'down', redis: 'up', mongo: 'up' },
    });
    // as many tries as a free month allows: a refused upload must not use up the quota
    for (let i = 0; i < 3; i++) {
      const refused = await upload();
      expect([refused.status, refused.body]).toEqual([
        503,
        { statusCode: 503, message: 'Photo analysis is temporarily unavailable' },
      ]);
    }
    // the rest of the app does not notice
    await api().get('/api/cellar').set(bearer(member.accessToken)).expect(200);
    await api().get('/api/guide/varieties').expect(200);
    await api().get('/api/auth/user').set(bearer(member.accessToken)).expect(200);

    startStackProcess(stopped);
    stopped = undefined;
    // recovers by itself: no restart of the gateway or of any service
    const accepted = await waitFor(
      async () => {
        const res = await upload();
        return res.status !== 503 && res;
      },
      { timeoutMs: 60_000, intervalMs: 1000, what: 'uploads to work again' },
    );
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ jobId: expect.any(String), state: 'queued' });
  });

  it('boots a service while Kafka and MinIO are down, and serves what needs neither', async () => {
    const kafka = await stopStackProcess('kafka');
    stopped = kafka;
    const minio = await stopStackProcess('minio');
    try {
      const before = await operatorHealth();
      expect([before.status, before.body.status]).toEqual([200, 'degraded']);
      expect(before.body.down.sort()).toEqual(['kafka', 'minio']);
      // a fresh cellar (it uses both) starts and answers while both are out
      await killProcess('cellar');
      await restartProcess('cellar');
      const member = await registerMember();
      await waitFor(async () => (await api().get('/api/cellar').set(bearer(member.accessToken))).status === 200, {
        timeoutMs: 30_000,
        what: 'the restarted cellar to answer',
      });
      const health = await operatorHealth();
      expect([health.status, health.body.services.cellar]).toEqual([200, 'up']);
    } finally {
      startStackProcess(minio);
    }
  }, 120_000);
});
