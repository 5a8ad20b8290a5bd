import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { OpenedDinner } from '@wine/contracts';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import type Redis from 'ioredis';
import { viewRedis } from '../common/view-redis';
import type { CellarConfig } from '../config';

// A dinner's bottles are opened once per plan (docs/product-rules.md#a-dinner-party): the first call
// claims the plan's key, a second (a double click, a retry) gets the first one's answer. The key
// lasts a day: long enough for any retry, and nothing of the member's is kept longer.
const TTL_SECONDS = 24 * 3600;
const OPENING = 'opening';
const keyOf = (userId: string, planId: string) => `cellar:dinner-opened:${userId}:${planId}`;

export type DinnerClaim = { claimed: true } | { claimed: false; answer: OpenedDinner | null };

@Injectable()
export class DinnerOpenings implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.redis = viewRedis<Redis>(config.REDIS_URL, {});
  }

  /** Claims the plan, or answers what its first opening answered (null while that one still runs). */
  async claim(userId: string, planId: string): Promise<DinnerClaim> {
    const set = await this.unavailableAs503(() => this.redis.set(keyOf(userId, planId), OPENING, 'EX', TTL_SECONDS, 'NX'));
    if (set === 'OK') return { claimed: true };
    const stored = await this.unavailableAs503(() => this.redis.get(keyOf(userId, planId)));
    return { claimed: false, answer: stored && stored !== OPENING ? (JSON.parse(stored) as OpenedDinner) : null };
  }

  async done(userId: string, planId: string, answer: OpenedDinner): Promise<void> {
    await this.redis.set(keyOf(userId, planId), JSON.stringify(answer), 'EX', TTL_SECONDS).catch(() => undefined);
  }

  /** Nothing was opened: the plan may be opened again. */
  async release(userId: string, planId: string): Promise<void> {
    await this.redis.del(keyOf(userId, planId)).catch(() => undefined);
  }

  /** Account deletion: the answers kept for this member's dinners go at once, not in a day. */
  async forget(userId: string): Promise<void> {
    // ids carry no glob characters; escaped anyway so one member's pattern can only ever be theirs
    const match = `${keyOf(userId.replace(/[*?[\]\\]/g, '\\$&'), '')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 200);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }

  private async unavailableAs503<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch {
      throw rpcError(503, 'Your bottles could not be opened just now. Please try again in a moment.');
    }
  }
}
