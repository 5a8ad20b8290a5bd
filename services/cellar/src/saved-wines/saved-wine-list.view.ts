import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { SavedWine } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import type Redis from 'ioredis';
import { viewRedis } from '../common/view-redis';
import type { CellarConfig } from '../config';

// One Redis hash per user: '#version' counts the changes to the user's saved wines, '#built' is the
// version the wines in it are current at, every other field is a wine (id → JSON).
const listKey = (userId: string) => `cellar:saved-list:${userId}`;
// A change whose view update never ran (Redis unreachable at that moment) is healed by expiry.
const TTL_MS = 10 * 60_000;

// A wine saved or deleted: applied to the list when it was current, so a save costs no rebuild.
// KEYS: list. ARGV: ttl ms, 'set'|'del', wine id, wine JSON.
const APPLY = `
local v = redis.call('HINCRBY', KEYS[1], '#version', 1)
if tonumber(redis.call('HGET', KEYS[1], '#built')) == v - 1 then
  if ARGV[2] == 'set' then redis.call('HSET', KEYS[1], ARGV[3], ARGV[4]) else redis.call('HDEL', KEYS[1], ARGV[3]) end
  redis.call('HSET', KEYS[1], '#built', v)
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return v`;

// Any other change: the list is out of date until the next read rebuilds it. KEYS: list. ARGV: ttl ms.
const INVALIDATE = `
local v = redis.call('HINCRBY', KEYS[1], '#version', 1)
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '#version', v, '#built', -1)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return v`;

// A rebuilt list, kept only if nothing changed since the version it was read after.
// KEYS: list. ARGV: ttl ms, version read, then id, JSON pairs.
const STORE = `
if (tonumber(redis.call('HGET', KEYS[1], '#version')) or 0) ~= tonumber(ARGV[2]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '#version', ARGV[2], '#built', ARGV[2])
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

type ViewRedis = Redis & {
  applyToList(key: string, ttlMs: number, op: 'set' | 'del', id: string, json: string): Promise<number>;
  invalidateList(key: string, ttlMs: number): Promise<number>;
  storeList(key: string, ttlMs: number, version: number, ...pairs: string[]): Promise<number>;
};

const newestFirst = (a: SavedWine, b: SavedWine) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * A user's visible saved wines, newest first, kept in Redis. FerretDB 1.24 on SQLite pushes down
 * only _id filters, so a query by userId scans every user's wines: GET /api/cellar reads this
 * instead, a save or delete updates it in place (atomically, by script: FerretDB's own updates
 * are read-modify-write and lose concurrent increments), and anything else marks it out of date.
 * A rebuild is stored only if no change came in meanwhile. Redis trouble costs a scan, never a
 * failed request.
 */
@Injectable()
export class SavedWineListView implements OnApplicationShutdown {
  private readonly logger = new Logger(SavedWineListView.name);
  private readonly redis: ViewRedis;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.redis = viewRedis<ViewRedis>(config.REDIS_URL, { applyToList: APPLY, invalidateList: INVALIDATE, storeList: STORE });
  }

  /** After a wine was saved (or found saved by a redelivered request). */
  async saved(userId: string, wine: SavedWine): Promise<void> {
    await this.run('save', () => this.redis.applyToList(listKey(userId), TTL_MS, 'set', wine.id, JSON.stringify(wine)));
  }

  /** After a wine was deleted (or found gone). */
  async deleted(userId: string, id: string): Promise<void> {
    await this.run('delete', () => this.redis.applyToList(listKey(userId), TTL_MS, 'del', id, ''));
  }

  /** After any other change to the user's saved wines (plan retention, restore, purge). */
  async changed(userId: string): Promise<void> {
    await this.run('invalidate', () => this.redis.invalidateList(listKey(userId), TTL_MS));
  }

  /** The version the kept list is current at, or null when it is out of date (or Redis is away). */
  async builtVersion(userId: string): Promise<number | null> {
    try {
      const [version, built] = await this.redis.hmget(listKey(userId), '#version', '#built');
      return version !== null && built !== null && Number(version) === Number(built) ? Number(version) : null;
    } catch {
      return null;
    }
  }

  async read(userId: string, rebuild: () => Promise<SavedWine[]>): Promise<SavedWine[]> {
    let version = -1;
    try {
      const fields = await this.redis.hgetall(listKey(userId));
      version = Number(fields['#version'] ?? 0);
      if (fields['#built'] !== undefined && Number(fields['#built']) === version) {
        const wines: SavedWine[] = [];
        for (const [id, json] of Object.entries(fields)) if (!id.startsWith('#')) wines.push(JSON.parse(json) as SavedWine);
        return wines.sort(newestFirst);
      }
    } catch (err) {
      this.logger.warn(`saved-wine list read failed, reading the store: ${String(err)}`);
    }
    // read after the version: every change counted in it is in this list
    const wines = await rebuild();
    if (version >= 0) {
      const pairs = wines.flatMap((w) => [w.id, JSON.stringify(w)]);
      await this.run('store', () => this.redis.storeList(listKey(userId), TTL_MS, version, ...pairs));
    }
    return wines;
  }

  private async run(what: string, command: () => Promise<unknown>): Promise<void> {
    try {
      await command();
    } catch (err) {
      this.logger.warn(`saved-wine list ${what} failed: ${String(err)}`);
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
