import type Redis from 'ioredis';

/**
 * An answer built from a member's data, kept in a Redis hash beside a count of the writes to that
 * data: '#version' counts the writes (each bumps it once it has landed), '#built' is the version
 * the kept answer was built at, and one field holds the answer. An answer built from a read at one
 * version is kept only if no write bumped the version meanwhile, so a write counts on the very next
 * read. A key that is gone (expiry, Redis restarted) reads as "build again"; a bump that failed
 * (Redis away at that moment) is healed by the expiry.
 */

// After a write: the kept answer is out of date until the next read builds it.
// KEYS: the hash. ARGV: ttl ms, the answer's field.
const BUMP = `
local v = redis.call('HINCRBY', KEYS[1], '#version', 1)
redis.call('HDEL', KEYS[1], ARGV[2], '#built')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return v`;

// A built answer, kept only if nothing changed since the version read before building it.
// KEYS: the hash. ARGV: ttl ms, the answer's field, version read, answer JSON.
const STORE = `
if (tonumber(redis.call('HGET', KEYS[1], '#version')) or 0) ~= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], '#version', ARGV[3], '#built', ARGV[3], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

type VersionedRedis = Redis & {
  bumpVersionedAnswer(key: string, ttlMs: number, field: string): Promise<number>;
  storeVersionedAnswer(key: string, ttlMs: number, field: string, version: number, json: string): Promise<number>;
};

export class VersionedAnswers {
  /** the hash's fields, in the order keptAnswer reads them from an HMGET: version, built, answer */
  readonly fields: readonly [string, string, string];
  private readonly redis: VersionedRedis;

  constructor(
    redis: Redis,
    private readonly field: string,
    private readonly ttlMs: number,
  ) {
    this.fields = ['#version', '#built', field];
    // one definition per client, however many kinds of answer it keeps
    if (typeof (redis as unknown as Partial<VersionedRedis>).bumpVersionedAnswer !== 'function') {
      redis.defineCommand('bumpVersionedAnswer', { numberOfKeys: 1, lua: BUMP });
      redis.defineCommand('storeVersionedAnswer', { numberOfKeys: 1, lua: STORE });
    }
    this.redis = redis as VersionedRedis;
  }

  /** After every write to what the answer is built from, once it has landed. */
  bump(key: string): Promise<number> {
    return this.redis.bumpVersionedAnswer(key, this.ttlMs, this.field);
  }

  /** An answer built from a read at `version`: kept unless a write came since (1 kept, 0 not). */
  store(key: string, version: number, answer: unknown): Promise<number> {
    return this.redis.storeVersionedAnswer(key, this.ttlMs, this.field, version, JSON.stringify(answer));
  }
}

/** The answer of a hash's [version, built, json] when it was built at its version; null otherwise. */
export function keptAnswer<T>(fields: (string | null)[], parse: (json: string) => T): T | null {
  const [version, built, json] = fields;
  if (json === null || json === undefined || Number(built) !== Number(version ?? 0)) return null;
  try {
    return parse(json);
  } catch {
    return null; // a kept answer that does not parse is read again, never trusted
  }
}
