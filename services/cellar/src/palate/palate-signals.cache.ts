import { Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { CELLAR_PALATE_SIGNALS_CACHE, type CellarPalateSignals, cellarPalateSignalsSchema } from '@wine/contracts';
import { APP_CONFIG, keptAnswer, VersionedAnswers } from '@wine/nest-common';
import type Redis from 'ioredis';
import type { Schema } from 'mongoose';
import { viewRedis } from '../common/view-redis';
import type { CellarConfig } from '../config';

// Per user: '#version' counts the changes to what the palate reads, 'signals' is the answer built
// at the version in '#built' (VersionedAnswers). The ai service reads the same hash before it asks
// (the contract says its shape).
const keyOf = CELLAR_PALATE_SIGNALS_CACHE.key;
const TTL_MS = 60_000;

// the writes that can change a user's saves, bottles, uploads or tastings (besides save and insertMany)
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
] as const;

/**
 * The palate's cellar signals kept in Redis between searches. FerretDB 1.24 on SQLite scans a whole
 * collection for a query by userId, and a search asked for three such scans: the recommendations'
 * throughput was the store's, not the ai service's (docs/operations.md#known-gaps). Every write to
 * the collections it reads bumps the user's version (a mongoose plugin, so no write path can forget
 * it), and an answer built meanwhile is not kept: a new save or rating counts on the very next search.
 * Redis trouble costs the scans, never a failed search.
 */
@Injectable()
export class PalateSignalsCache implements OnApplicationShutdown {
  private readonly logger = new Logger(PalateSignalsCache.name);
  private readonly redis: Redis;
  private readonly signals: VersionedAnswers;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.redis = viewRedis(config.REDIS_URL, {});
    this.signals = new VersionedAnswers(this.redis, CELLAR_PALATE_SIGNALS_CACHE.fields[2], TTL_MS);
  }

  /** The cached answer, or the answer built by `build` (kept when nothing changed meanwhile). */
  async of(userId: string, build: () => Promise<CellarPalateSignals>): Promise<CellarPalateSignals> {
    const key = keyOf(userId);
    let version: number | null = null;
    try {
      const fields = await this.redis.hmget(key, ...this.signals.fields);
      version = Number(fields[0] ?? 0);
      const kept = keptAnswer(fields, (json) => cellarPalateSignalsSchema.parse(JSON.parse(json)));
      if (kept) return kept;
    } catch (err) {
      this.warn('read', err);
    }
    const signals = await build();
    if (version !== null) await this.signals.store(key, version, signals).catch((err) => this.warn('store', err));
    return signals;
  }

  /** After any write to a user's items or tastings. */
  /** Account deletion: the cached signals and their version counter go. */
  async forget(userId: string): Promise<void> {
    await this.redis.del(keyOf(userId)).catch((err) => this.warn('forget', err));
  }

  async changed(userId: string): Promise<void> {
    await this.signals.bump(keyOf(userId)).catch((err) => this.warn('bump', err));
  }

  /**
   * A mongoose plugin for the collections the palate reads: each write bumps its user's version
   * before the write's caller goes on. Every cellar write names its user (docs/architecture.md);
   * a write that does not is logged, and its users' answers age out with the TTL.
   */
  plugin(): (schema: Schema) => void {
    const changed = (userId: string) => this.changed(userId);
    const unnamed = () => this.logger.warn('a cellar write without a userId: palate answers age out with the TTL');
    return (schema: Schema) => {
      // mongoose's typings split query, document and model middleware: one shape for the three here
      const hooks = schema as unknown as {
        post(ops: readonly string[] | string, fn: (this: unknown, res: unknown) => Promise<void>): void;
      };
      hooks.post(QUERY_WRITES, async function (this: unknown) {
        const userId = (this as { getFilter(): Record<string, unknown> }).getFilter().userId;
        if (typeof userId === 'string') await changed(userId);
        else unnamed();
      });
      hooks.post('save', async function (this: unknown) {
        const userId = (this as { userId?: unknown }).userId;
        if (typeof userId === 'string') await changed(userId);
      });
      hooks.post('insertMany', async function (this: unknown, docs: unknown) {
        const users = new Set((docs as { userId?: unknown }[]).map((d) => d.userId).filter((u) => typeof u === 'string'));
        for (const userId of users) await changed(userId as string);
      });
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private warn(step: string, err: unknown): void {
    this.logger.warn(`palate signals cache ${step} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** One cache for the reader and the three schemas' plugin (Nest builds a module once). */
@Module({ providers: [PalateSignalsCache], exports: [PalateSignalsCache] })
export class PalateSignalsCacheModule {}
