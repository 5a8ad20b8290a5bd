import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { USER_PREFERENCES_CACHE, type UserPreferences } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import Redis from 'ioredis';
import type { IdentityConfig } from '../config';

/**
 * The copy of each user's preferences the gateway reads on every search (USER_PREFERENCES_CACHE):
 * dropped before a write to the user, set after it, filled when identity is asked and has none.
 * Redis trouble is logged, never a failed request: without a copy the gateway asks identity.
 */
@Injectable()
export class PreferencesCache implements OnApplicationShutdown {
  private readonly logger = new Logger(PreferencesCache.name);
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // each command reports its own failure
  }

  /** Before the user's record changes: readers fall back to identity until set() runs. */
  async drop(userId: string): Promise<void> {
    await this.run('drop', () => this.redis.del(USER_PREFERENCES_CACHE.key(userId)));
  }

  /** After the user's record changed. */
  async set(userId: string, preferences: UserPreferences): Promise<void> {
    await this.run('set', () =>
      this.redis.set(USER_PREFERENCES_CACHE.key(userId), JSON.stringify(preferences), 'EX', USER_PREFERENCES_CACHE.ttlSeconds),
    );
  }

  /** After a read: only where there is no copy, so a read that raced a write cannot undo set(). */
  async fill(userId: string, preferences: UserPreferences): Promise<void> {
    await this.run('fill', () =>
      this.redis.set(
        USER_PREFERENCES_CACHE.key(userId),
        JSON.stringify(preferences),
        'EX',
        USER_PREFERENCES_CACHE.ttlSeconds,
        'NX',
      ),
    );
  }

  private async run(what: string, command: () => Promise<unknown>): Promise<void> {
    try {
      await command();
    } catch (err) {
      this.logger.warn(`preferences cache ${what} failed: ${String(err)}`);
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
