// Issue item: no password or token rests in Redis. Request bodies on the transport streams carry
// plain passwords and refresh tokens; once handled they must be gone, and a dead letter keeps
// neither. The attacker here reads Redis, every key of it.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { PATTERNS } from '@wine/contracts';
import { bearer, refreshCookieOf, registerAccount, uniqueIp } from '../support/accounts';
import { api, TEST_STACK, waitFor } from '../support/system';

/** Every value Redis holds, key by key, as text. */
async function everyValue(redis: Redis): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, 0, -1);
      else if (type === 'stream') value = await redis.xrange(key, '-', '+');
      else continue;
      values.set(key, JSON.stringify(value));
    }
  } while (cursor !== '0');
  return values;
}

/** The keys whose value contains one of the secrets, with the secret found. */
function keysHolding(values: Map<string, string>, secrets: string[]): string[] {
  return [...values].flatMap(([key, value]) => secrets.filter((s) => value.includes(s)).map(() => key));
}

const cookieValue = (cookie: string) => decodeURIComponent(cookie.split('=').slice(1).join('='));

describe('secrets at rest in Redis', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_STACK.redisUrl);
  });

  afterAll(() => redis.disconnect());

  it('holds no password and no refresh token after sign-up, sign-in, a refresh and a password change', async () => {
    const firstPassword = `first-${randomUUID()}`;
    const newPassword = `second-${randomUUID()}`;
    const account = await registerAccount({ password: firstPassword });
    const refreshTokens = [cookieValue(account.refreshCookie)];

    const signIn = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: firstPassword })
      .expect(200);
    const cookie = refreshCookieOf(signIn);
    refreshTokens.push(cookieValue(cookie));
    const refreshed = await api().post('/api/auth/refresh').set('X-Forwarded-For', uniqueIp()).set('Cookie', cookie).expect(200);
    const rotated = refreshCookieOf(refreshed);
    refreshTokens.push(cookieValue(rotated));

    await api()
      .post('/api/auth/password')
      .set(bearer(refreshed.body.accessToken))
      .set('Cookie', rotated)
      .send({ currentPassword: firstPassword, newPassword })
      .expect(204);
    const again = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: newPassword })
      .expect(200);
    refreshTokens.push(cookieValue(refreshCookieOf(again)));

    const values = await everyValue(redis);
    expect(values.size).toBeGreaterThan(0);
    expect(keysHolding(values, [firstPassword, newPassword])).toEqual([]);
    expect(keysHolding(values, refreshTokens)).toEqual([]);
  });

  it('dead-letters a poisonous sign-in without its password, in a stream that expires', async () => {
    const password = `dead-${randomUUID()}`;
    const stream = 'rpc:identity';
    const group = 'identity';
    const id = randomUUID();
    // a phantom instance takes the request and dies with it, three times over
    await redis.call('XGROUP', 'CREATECONSUMER', stream, group, 'phantom-secrets');
    try {
      const request = {
        id,
        pattern: PATTERNS.identity.login,
        data: { email: 'nobody@example.com', password },
        deadline: Date.now() + 60_000,
        replyTo: 'rpc:reply:nobody',
      };
      const [[, entry]] = (await redis
        .multi()
        .xadd(stream, '*', 'm', JSON.stringify(request))
        .xreadgroup('GROUP', group, 'phantom-secrets', 'COUNT', '1', 'STREAMS', stream, '>')
        .exec())! as [[null, string]];
      await redis.call('XCLAIM', stream, group, 'phantom-secrets', '0', entry);
      await redis.call('XCLAIM', stream, group, 'phantom-secrets', '0', entry);
      const dead = await waitFor(
        async () => {
          const rows = (await redis.xrange('rpc:dead:identity', '-', '+')) as [string, string[]][];
          return rows.find(([, fields]) => fields[1].includes(id));
        },
        { timeoutMs: 30_000, what: 'the dead letter' },
      );
      expect(JSON.stringify(dead)).not.toContain(password);
      expect(JSON.parse(dead[1][1])).toMatchObject({
        id,
        pattern: PATTERNS.identity.login,
        data: { email: 'nobody@example.com' },
      });
      expect(await redis.pttl('rpc:dead:identity')).toBeGreaterThan(0);
      // and the request itself is gone from the service's stream
      expect(await redis.xrange(stream, entry, entry)).toEqual([]);
    } finally {
      await redis.call('XGROUP', 'DELCONSUMER', stream, group, 'phantom-secrets');
    }
  });
});
