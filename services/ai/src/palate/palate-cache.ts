import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  CELLAR_PALATE_SIGNALS_CACHE,
  type CellarPalateSignals,
  cellarPalateSignalsSchema,
  FEEDBACK_SIGNALS,
  type FeedbackSignal,
} from '@wine/contracts';
import { APP_CONFIG, keptAnswer, VersionedAnswers } from '@wine/nest-common';
import Redis from 'ioredis';
import { z } from 'zod';
import type { AiConfig } from '../config';

// Per user: '#version' counts the thumbs writes, 'thumbs' is the list read from the store at the
// version in '#built' (VersionedAnswers). A key that is gone reads as "read the store".
const thumbsKeyOf = (userId: string) => `ai:palate-thumbs:${userId}`;
// a write whose bump failed (Redis unreachable at that moment) is healed by expiry
const TTL_MS = 60_000;

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
  private readonly redis: Redis;
  private readonly thumbs: VersionedAnswers;

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // each command reports its own failure
    this.thumbs = new VersionedAnswers(this.redis, 'thumbs', TTL_MS);
  }

  async read(userId: string): Promise<KeptPalate> {
    try {
      const replies = await this.redis
        .pipeline()
        .hmget(thumbsKeyOf(userId), ...this.thumbs.fields)
        .hmget(CELLAR_PALATE_SIGNALS_CACHE.key(userId), ...CELLAR_PALATE_SIGNALS_CACHE.fields)
        .exec();
      const [thumbs, cellar] = (replies ?? []).map(([err, fields]) => {
        if (err) throw err;
        return fields as (string | null)[];
      });
      const thumbsVersion = Number(thumbs[0] ?? 0);
      return {
        thumbs: keptAnswer(thumbs, (json) => thumbsSchema.parse(JSON.parse(json))),
        thumbsVersion,
        cellar: keptAnswer(cellar, (json) => cellarPalateSignalsSchema.parse(JSON.parse(json))),
      };
    } catch (err) {
      this.warn('read', err);
      return NOTHING_KEPT;
    }
  }

  /** The thumbs just read from the store at `version` (from `read`), kept unless a write came since. */
  async keepThumbs(userId: string, version: number, thumbs: Thumbs): Promise<void> {
    await this.thumbs.store(thumbsKeyOf(userId), version, thumbs).catch((err) => this.warn('store', err));
  }

  /** After every write to a user's thumbs, once it has landed. */
  async thumbsChanged(userId: string): Promise<void> {
    await this.thumbs.bump(thumbsKeyOf(userId)).catch((err) => this.warn('bump', err));
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
