import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { GatewayRedis } from './redis.provider';

export interface RateLimit {
  /** Redis key prefix, e.g. 'contact:ip' */
  name: string;
  limit: number;
  windowSeconds: number;
}

// INCR and set the window's expiry atomically on the first hit; returns [count, ms left].
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Fixed-window counters in Redis, so limits hold across every gateway instance. */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  /** Counts one hit; throws 429 saying when to retry once the limit is passed. */
  async hit(rule: RateLimit, subject: string): Promise<void> {
    const [count, ttlMs] = (await this.redis.client.eval(HIT, 1, key(rule, subject), rule.windowSeconds * 1000)) as [
      number,
      number,
    ];
    if (count > rule.limit) throw tooMany(Math.ceil(Math.max(ttlMs, 0) / 1000));
  }

  /** Throws 429 if the limit is already used up, without counting. */
  async check(rule: RateLimit, subject: string): Promise<void> {
    const k = key(rule, subject);
    const [count, ttlMs] = await Promise.all([this.redis.client.get(k), this.redis.client.pttl(k)]);
    if (Number(count ?? 0) >= rule.limit) throw tooMany(Math.ceil(Math.max(ttlMs, 0) / 1000));
  }

  async reset(rule: RateLimit, subject: string): Promise<void> {
    await this.redis.client.del(key(rule, subject));
  }
}

function key(rule: RateLimit, subject: string): string {
  return `ratelimit:${rule.name}:${subject}`;
}

function tooMany(retryAfterSeconds: number): HttpException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpException(
    { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: `Too many attempts. Please try again in ${when}.`, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
