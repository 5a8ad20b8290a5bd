import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  CELLAR_PALATE_SIGNALS_CACHE,
  type CellarPalateSignals,
  cellarPalateSignalsSchema,
  FEEDBACK_SIGNALS,
  type FeedbackSignal,
} from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import Redis from 'ioredis';
import { z } from 'zod';
import type { AiConfig } from '../config';

// Per user: '#version' counts the thumbs writes, 'thumbs' is the list read from the store at the
// version in '#built'. A key that is gone (expiry, Redis restarted) reads as "read the store".
const thumbsKeyOf = (userId: string) => `ai:palate-thumbs:${userId}`;
const THUMBS_FIELDS = ['#version', '#built', 'thumbs'] as const;
// a write whose bump failed (Redis unreachable at that moment) is healed by expiry
const TTL_MS = 60_000;

// After a thumbs write: the kept list is out of date until the next search reads the store.
// KEYS: user's key. ARGV: ttl ms.
const BUMP = `
local v = redis.call('HINCRBY', KEYS[1], '#version', 1)
redis.call('HDEL', KEYS[1], 'thumbs', '#built')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return v`;

// A list read from the store, kept only if no write bumped the version since it was read.
// KEYS: user's key. ARGV: ttl ms, version read, list JSON.
const STORE = `
if (tonumber(redis.call('HGET', KEYS[1], '#version')) or 0) ~= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], '#version', ARGV[2], '#built', ARGV[2], 'thumbs', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

type CacheRedis = Redis & {
  bumpThumbs(key: string, ttlMs: number): Promise<number>;
  storeThumbs(key: string, ttlMs: number, version: number, json: string): Promise<number>;
};

const thumbsSchema = z.array(z.object({ wineId: z.string(), signal: z.enum(FEEDBACK_SIGNALS) }));
/** A user's thumbs, newest first (FeedbackRepository.of). */
export type Thumbs = { wineId: string; signal: FeedbackSignal }[];

/** What one search found kept: each half is null when it must be read (the store, the cellar). */
export interface KeptPalate {
  thumbs: Thumbs | null;
  /** the thumbs' version when it was read; null: Redis could not say, so nothing is kept */
  thumbsVersion: number | null;
  cellar: CellarPalateSignals | null;
}

const NOTHING_KEPT: KeptPalate = { thumbs: null, thumbsVersion: null, cellar: null };

/**
 * A search's palate from one Redis round trip instead of a store read and a call to the cellar
 * (each search cost ~3 ms of the store's CPU and a transport hop through the cellar): the member's
 * thumbs kept here, and the cellar's own built signals (CELLAR_PALATE_SIGNALS_CACHE), read only when
 * built at the current version. Every thumbs write bumps the version after it lands
 * (FeedbackRepository), and a list read meanwhile is not kept: a thumb counts on the very next
 * search. Redis trouble costs the reads, never a failed search.
 */
@Injectable()
export class PalateCache implements OnApplicationShutdown {
  private readonly logger = new Logger(PalateCache.name);
  private readonly redis: CacheRedis;

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) as CacheRedis;
    this.redis.on('error', () => undefined); // each command reports its own failure
    this.redis.defineCommand('bumpThumbs', { numberOfKeys: 1, lua: BUMP });
    this.redis.defineCommand('storeThumbs', { numberOfKeys: 1, lua: STORE });
  }

  async read(userId: string): Promise<KeptPalate> {
    try {
      const replies = await this.redis
        .pipeline()
        .hmget(thumbsKeyOf(userId), ...THUMBS_FIELDS)
        .hmget(CELLAR_PALATE_SIGNALS_CACHE.key(userId), ...CELLAR_PALATE_SIGNALS_CACHE.fields)
        .exec();
      const [thumbs, cellar] = (replies ?? []).map(([err, fields]) => {
        if (err) throw err;
        return fields as (string | null)[];
      });
      const thumbsVersion = Number(thumbs[0] ?? 0);
      return {
        thumbs: keptAnswer(thumbs, thumbsVersion, (json) => thumbsSchema.parse(JSON.parse(json))),
        thumbsVersion,
        cellar: keptAnswer(cellar, Number(cellar[0] ?? 0), (json) => cellarPalateSignalsSchema.parse(JSON.parse(json))),
      };
    } catch (err) {
      this.warn('read', err);
      return NOTHING_KEPT;
    }
  }

  /** The thumbs just read from the store at `version` (from `read`), kept unless a write came since. */
  async keepThumbs(userId: string, version: number, thumbs: Thumbs): Promise<void> {
    await this.redis
      .storeThumbs(thumbsKeyOf(userId), TTL_MS, version, JSON.stringify(thumbs))
      .catch((err) => this.warn('store', err));
  }

  /** After every write to a user's thumbs, once it has landed. */
  async thumbsChanged(userId: string): Promise<void> {
    await this.redis.bumpThumbs(thumbsKeyOf(userId), TTL_MS).catch((err) => this.warn('bump', err));
  }

  /** A deleted account's kept thumbs go with it (a bump would leave the key behind until expiry). */
  async forget(userId: string): Promise<void> {
    await this.redis.del(thumbsKeyOf(userId));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private warn(step: string, err: unknown): void {
    this.logger.warn(`palate cache ${step} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The answer of a hash [version, built, json] when it was built at its version; null otherwise. */
export function keptAnswer<T>(fields: (string | null)[], version: number, parse: (json: string) => T): T | null {
  const [, built, json] = fields;
  if (json === null || json === undefined || Number(built) !== version) return null;
  try {
    return parse(json);
  } catch {
    return null; // a kept answer that does not parse is read again, never trusted
  }
}
