import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { GatewayRedis } from '../infra/gateway-redis';

export interface RateLimit {
  /** Redis key prefix, e.g. 'contact:ip' */
  name: string;
  limit: number;
  windowSeconds: number;
  /** what the 429 says is too many: sign-in 'attempts' (the default) or product 'requests' */
  noun?: 'attempts' | 'requests';
}

// One script per hit, so a burst of parallel requests cannot all pass a check before any counts:
// every key is incremented (its window starts on the first hit) and the answer is whether any is
// now over its limit, with the longest wait. ARGV holds window ms and limit, in pairs per key.
export const RATE_LIMIT_HIT_SCRIPT = `
local over = 0
local wait = 0
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[i * 2 - 1]) end
  if count > tonumber(ARGV[i * 2]) then
    over = i
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
return { over, wait }`;

// Gives one hit back (a successful sign-in is not a failed attempt); never below zero.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** The connection with the hit script defined on it: sent by its SHA1 (EVALSHA), not its text. */
type LimitingRedis = GatewayRedis['client'] & {
  rateLimitHit(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<[number, number]>;
};

/** Fixed-window counters in Redis, so limits hold across every gateway instance. */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {
    // every limited request runs it: Redis hashes and parses a script sent as text on each EVAL
    // (ioredis sends the script itself again if Redis has not seen it, e.g. after a restart)
    if (!('rateLimitHit' in redis.client)) redis.client.defineCommand('rateLimitHit', { lua: RATE_LIMIT_HIT_SCRIPT });
  }

  /** Counts one hit; throws 429 saying when to retry once the limit is passed. */
  hit(rule: RateLimit, subject: string): Promise<void> {
    return this.hitAll([[rule, subject]]);
  }

  /** Counts one hit on every rule at once, atomically; 429 if any of them is over its limit. */
  async hitAll(hits: [RateLimit, string][]): Promise<void> {
    const keys = hits.map(([rule, subject]) => key(rule, subject));
    const args = hits.flatMap(([rule]) => [rule.windowSeconds * 1000, rule.limit]);
    const [over, waitMs] = await this.redis.failClosed((redis) =>
      (redis as LimitingRedis).rateLimitHit(keys.length, ...keys, ...args),
    );
    if (over > 0) throw tooMany(Math.ceil(Math.max(waitMs, 1000) / 1000), hits[over - 1][0].noun ?? 'attempts');
  }

  /** Takes back one hit counted by hit(), e.g. a sign-in attempt that turned out right. */
  async release(rule: RateLimit, subject: string): Promise<void> {
    await this.redis.failClosed((redis) => redis.eval(RELEASE, 1, key(rule, subject)));
  }

  async reset(rule: RateLimit, subject: string): Promise<void> {
    await this.redis.failClosed((redis) => redis.del(key(rule, subject)));
  }
}

function key(rule: RateLimit, subject: string): string {
  return `ratelimit:${rule.name}:${subject}`;
}

export function tooMany(retryAfterSeconds: number, noun: 'attempts' | 'requests'): HttpException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const what = noun === 'requests' ? 'Too many requests' : 'Too many attempts';
  return new HttpException(
    { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: `${what}. Please try again in ${when}.`, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
