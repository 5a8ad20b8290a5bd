// The Redis Streams transport with real processes: two identity instances in one consumer group,
// an instance frozen or killed mid-request, no instance at all (docs/architecture.md#transport).
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { PATTERNS } from '@wine/contracts';
import { replyCacheKey } from '@wine/nest-common';
import { bearer, registerAccount, uniqueEmail, uniqueIp } from '../../support/accounts';
import {
  api,
  eventConsumersReady,
  killProcess,
  operatorHealth,
  restartProcess,
  systemInfo,
  TEST_STACK,
  waitFor,
} from '../../support/system';
import { consumersOf, ownerOfPending, signal, startExtraInstance, stopExtraInstance } from './transport-support';

const STREAM = 'rpc:identity';
const GROUP = 'identity';

/**
 * Freezes the instance `pid` while it waits on XREADGROUP and sends a request, until Redis has handed
 * that instance the request (the first blocked reader gets the next entry, so this retries); the
 * instance stays frozen. `send(attempt)` makes the request.
 */
async function frozenHolding<T>(
  redis: Redis,
  pid: number,
  send: (attempt: number) => Promise<T>,
): Promise<{ call: Promise<T>; entry: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    signal(pid, 'SIGSTOP');
    const call = send(attempt);
    const entry = await waitFor(() => ownerOfPending(redis, STREAM, GROUP, pid), { timeoutMs: 1500, what: 'a request' }).catch(
      () => undefined,
    );
    if (entry) return { call, entry };
    signal(pid, 'SIGCONT');
    await call;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance ${pid} never took a request while frozen`);
}

describe('Redis Streams transport between the gateway and two identity instances', () => {
  let redis: Redis;
  let second: number;

  beforeAll(async () => {
    // a suite before this one may have paused the store: its breakers are back before this one starts
    await waitFor(async () => (await operatorHealth()).status === 200, { timeoutMs: 30_000, what: 'every dependency up' });
    redis = new Redis(TEST_STACK.redisUrl);
    second = await startExtraInstance('identity');
    await waitFor(async () => (await consumersOf(redis, STREAM, GROUP)).some((c) => c.pid === second), {
      timeoutMs: 30_000,
      what: 'the second identity instance to join the group',
    });
  });

  afterAll(async () => {
    await stopExtraInstance(second);
    redis.disconnect();
  });

  it('registers a user once however many instances run: one session, the rest "check your e-mail", one user stored', async () => {
    const email = uniqueEmail('twice');
    const password = `pw-${randomUUID()}`;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => api().post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send({ email, password })),
    );
    // an e-mail that has an account answers like a new one, without the session
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.filter((r) => typeof r.body.accessToken === 'string')).toHaveLength(1);
    const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
    try {
      expect(await db.collection('users').countDocuments({ email })).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('hands each of 100 requests to exactly one instance, and both instances take a share', async () => {
    // a caller of our own: XADD like the gateway does, and watch every reply on our channel
    const replyTo = `rpc:reply:test:${randomUUID()}`;
    const sub = new Redis(TEST_STACK.redisUrl);
    const replies: { id: string; by?: string; response?: { service?: string } }[] = [];
    await sub.subscribe(replyTo);
    sub.on('message', (_c: string, m: string) => replies.push(JSON.parse(m) as (typeof replies)[number]));
    try {
      const ids = Array.from({ length: 100 }, () => randomUUID());
      for (let batch = 0; batch < 10; batch++) {
        await Promise.all(
          ids
            .slice(batch * 10, batch * 10 + 10)
            .map((id) =>
              redis.xadd(
                STREAM,
                '*',
                'm',
                JSON.stringify({ id, pattern: PATTERNS.identity.health, data: {}, deadline: Date.now() + 20_000, replyTo }),
              ),
            ),
        );
        await new Promise((r) => setTimeout(r, 30));
      }
      await waitFor(async () => replies.length >= 100, { timeoutMs: 20_000, what: '100 replies' });
      await new Promise((r) => setTimeout(r, 500)); // a duplicate would arrive by now
      expect(replies).toHaveLength(100);
      expect(new Set(replies.map((r) => r.id))).toEqual(new Set(ids));
      expect(replies.every((r) => r.response?.service === 'identity')).toBe(true);
      const byInstance = new Set(replies.map((r) => r.by));
      expect(byInstance.size).toBe(2);
    } finally {
      sub.disconnect();
    }
  });

  it('finishes a request on the live instance when the one that took it is killed mid-request', async () => {
    // the account is the setting, not the subject: a store still slow after an earlier suite's pause
    // may answer one sign-up 503 (its breaker), so the next try (a new e-mail) is taken
    const account = await waitFor(() => registerAccount(), { timeoutMs: 30_000, intervalMs: 1000, what: 'a sign-up' });
    const victim = await startExtraInstance('identity');
    await waitFor(async () => (await consumersOf(redis, STREAM, GROUP)).some((c) => c.pid === victim), {
      timeoutMs: 30_000,
      what: 'the third identity instance to join the group',
    });
    // Freeze the victim while it holds a request it will never answer; then kill it outright.
    const { call } = await frozenHolding(redis, victim, () =>
      api()
        .get('/api/auth/user')
        .set(bearer(account.accessToken))
        .then((r) => ({ status: r.status, body: r.body as { email?: string } })),
    );
    signal(victim, 'SIGKILL');
    const res = await call;
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(account.email);
    await stopExtraInstance(victim);
  });

  it('lets a frozen instance that wakes up late neither write twice nor answer differently', async () => {
    const napper = await startExtraInstance('identity');
    await waitFor(async () => (await consumersOf(redis, STREAM, GROUP)).some((c) => c.pid === napper), {
      timeoutMs: 30_000,
      what: 'the napping identity instance to join the group',
    });
    const watcher = new Redis(TEST_STACK.redisUrl);
    const published: { channel: string; body: string }[] = [];
    await watcher.psubscribe('rpc:reply:*');
    watcher.on('pmessage', (_p: string, channel: string, body: string) => published.push({ channel, body }));
    try {
      const email = uniqueEmail('napper');
      // the e-mail of the attempt the napper holds: the entry itself is sealed (docs/decisions/0009-sealed-identity-transport.md)
      let sent = email;
      const { call, entry } = await frozenHolding(redis, napper, (attempt) => {
        sent = attempt ? `${attempt}.${email}` : email;
        return api()
          .post('/api/auth/register')
          .set('X-Forwarded-For', uniqueIp())
          .send({ email: sent, password: `pw-${randomUUID()}` })
          .then((r) => ({ status: r.status, body: r.body as { user?: { email: string } } }));
      });
      const [[, fields]] = (await redis.xrange(STREAM, entry, entry)) as [string, string[]][];
      const request = JSON.parse(fields[1]) as { id: string; data: null; sealed: string };
      expect(request).toMatchObject({ data: null, sealed: expect.any(String) });
      // another instance claims the silent request and answers it
      const res = await call!;
      expect(res.status).toBe(201);
      expect(res.body.user?.email).toBe(sent);
      signal(napper, 'SIGCONT');
      // the napper handles its copy late: it finds the first reply and publishes that, not a 409
      const repliesTo = () => published.filter((p) => (JSON.parse(p.body) as { id: string }).id === request.id);
      await waitFor(async () => repliesTo().length >= 2, { timeoutMs: 15_000, what: 'the late instance to answer' });
      const [first, late] = repliesTo();
      expect(late.body).toBe(first.body);
      const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
      try {
        expect(await db.collection('users').countDocuments({ email: sent })).toBe(1);
      } finally {
        await db.close();
      }
    } finally {
      watcher.disconnect();
      await stopExtraInstance(napper);
    }
  });

  it('dead-letters a request after three deliveries instead of handing it round for ever', async () => {
    const id = randomUUID();
    // a phantom instance takes it (in one transaction, before any live instance can) and dies
    // three times over
    await redis.call('XGROUP', 'CREATECONSUMER', STREAM, GROUP, 'phantom');
    const [[, added], [, read]] = (await redis
      .multi()
      .xadd(
        STREAM,
        '*',
        'm',
        JSON.stringify({
          id,
          pattern: PATTERNS.identity.health,
          data: {},
          deadline: Date.now() + 30_000,
          replyTo: 'rpc:reply:nobody',
        }),
      )
      .xreadgroup('GROUP', GROUP, 'phantom', 'COUNT', '1', 'STREAMS', STREAM, '>')
      .exec())! as [[null, string], [null, [string, [string, string[]][]][]]];
    const entry = added;
    expect(read[0][1][0][0]).toBe(entry);
    await redis.call('XCLAIM', STREAM, GROUP, 'phantom', '0', entry);
    await redis.call('XCLAIM', STREAM, GROUP, 'phantom', '0', entry);
    const dead = await waitFor(
      async () => {
        const rows = (await redis.xrange('rpc:dead:identity', '-', '+')) as [string, string[]][];
        return rows.find(([, f]) => f[1].includes(id));
      },
      { timeoutMs: 15_000, what: 'the dead letter' },
    );
    expect(dead[1]).toEqual(expect.arrayContaining(['deliveries', '4']));
    const pending = (await redis.call('XPENDING', STREAM, GROUP, entry, entry, '1')) as unknown[];
    expect(pending).toHaveLength(0);
    await redis.call('XGROUP', 'DELCONSUMER', STREAM, GROUP, 'phantom');
  });

  it('keeps a large reply out of the reply cache: a redelivery of it is acknowledged, not done or sent again', async () => {
    const stream = 'rpc:content';
    const { replyTo, replies, close } = await replyChannel();
    const id = randomUUID();
    const request = JSON.stringify({
      id,
      pattern: PATTERNS.content.guideRegions,
      data: {},
      deadline: Date.now() + 30_000,
      replyTo,
    });
    try {
      // the first delivery: a live content instance answers the whole guide (~57 kB)
      await redis.xadd(stream, '*', 'm', request);
      await waitFor(async () => replies.length === 1, { what: 'the first reply' });
      expect(replies[0].length).toBeGreaterThan(50_000);
      expect((JSON.parse(replies[0]) as { response: unknown[] }).response).toEqual(expect.arrayContaining([expect.anything()]));
      // remembered as answered, without its text, in the content service's own reply cache
      expect(await redis.get(replyCacheKey('content', id))).toBe('');

      // the same request comes round again, held by an instance that died: a live one claims it
      await redis.call('XGROUP', 'CREATECONSUMER', stream, 'content', 'phantom');
      const [[, entry]] = (await redis
        .multi()
        .xadd(stream, '*', 'm', request)
        .xreadgroup('GROUP', 'content', 'phantom', 'COUNT', '1', 'STREAMS', stream, '>')
        .exec())! as [[null, string]];
      await waitFor(
        async () => ((await redis.call('XPENDING', stream, 'content', entry, entry, '1')) as unknown[]).length === 0,
        {
          timeoutMs: 15_000,
          what: 'the redelivered request to be acknowledged',
        },
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(replies).toHaveLength(1);
      await redis.call('XGROUP', 'DELCONSUMER', stream, 'content', 'phantom');
    } finally {
      close();
    }
  });

  /** A fresh reply channel, as a gateway instance has, and the replies published on it. */
  async function replyChannel(): Promise<{ replyTo: string; replies: string[]; close: () => void }> {
    const replyTo = `rpc:reply:test:${randomUUID()}`;
    const sub = new Redis(TEST_STACK.redisUrl);
    const replies: string[] = [];
    await sub.subscribe(replyTo);
    sub.on('message', (_c: string, m: string) => replies.push(m));
    return { replyTo, replies, close: () => sub.disconnect() };
  }

  /** Puts one request on a service's stream, as the gateway does, and waits for its one reply. */
  async function askOnce(stream: string, pattern: string): Promise<{ id: string; reply: string }> {
    const { replyTo, replies, close } = await replyChannel();
    const id = randomUUID();
    try {
      await redis.xadd(stream, '*', 'm', JSON.stringify({ id, pattern, data: {}, deadline: Date.now() + 30_000, replyTo }));
      await waitFor(async () => replies.length === 1, { what: 'the reply' });
      return { id, reply: replies[0] };
    } finally {
      close();
    }
  }

  it('keeps a small reply whole in the reply cache, for a redelivery to answer', async () => {
    const { id, reply } = await askOnce(STREAM, PATTERNS.identity.health);
    expect(await redis.get(replyCacheKey('identity', id))).toBe(reply);
  });

  it('remembers static content (help articles, 6 kB) as answered without its text: a read, answered again if redelivered', async () => {
    const { id, reply } = await askOnce('rpc:content', PATTERNS.content.helpArticles);
    expect(reply.length).toBeLessThan(8192);
    expect((JSON.parse(reply) as { response: unknown[] }).response.length).toBeGreaterThan(10);
    // such a reply is published before it is marked answered (an instance that dies between the two
    // is asked again, never acknowledged without a reply): the mark may follow the reply by a moment
    await waitFor(async () => (await redis.get(replyCacheKey('content', id))) !== null, { what: 'the answered mark' });
    expect(await redis.get(replyCacheKey('content', id))).toBe('');
  });

  it('answers 503 "Service temporarily unavailable" after the deadline when no instance runs, then recovers', async () => {
    const account = await registerAccount();
    await stopExtraInstance(second);
    await killProcess('identity');
    try {
      const res = await api().get('/api/auth/user').set(bearer(account.accessToken));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, message: 'Service temporarily unavailable' });
    } finally {
      await restartProcess('identity');
      second = await startExtraInstance('identity');
    }
    await waitFor(async () => (await api().get('/api/auth/user').set(bearer(account.accessToken))).status === 200, {
      timeoutMs: 30_000,
      what: 'identity to answer again',
    });
    expect(systemInfo().pids.identity).toBeGreaterThan(0);
    await eventConsumersReady(['identity']);
  });
});
