import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { IMPORT_PREVIEW_TTL_SECONDS, type ImportPreview } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import Redis from 'ioredis';
import type { CellarConfig } from '../config';

// under the owner's id: another user's confirm finds nothing
const previewKey = (userId: string, importId: string) => `cellar:import:${userId}:${importId}`;
const doneKey = (userId: string, importId: string) => `cellar:import-done:${userId}:${importId}`;

/** An import's preview, kept in Redis between the preview and its confirm (nothing is stored before). */
@Injectable()
export class ImportPreviews implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  }

  async keep(userId: string, preview: ImportPreview): Promise<void> {
    await this.redis.set(previewKey(userId, preview.importId), JSON.stringify(preview), 'EX', IMPORT_PREVIEW_TTL_SECONDS);
  }

  /** Account deletion: the member's previews and confirm answers go (a few keys, found by their prefix). */
  async forget(userId: string): Promise<number> {
    let gone = 0;
    for (const prefix of [`cellar:import:${userId}:`, `cellar:import-done:${userId}:`]) {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) gone += await this.redis.del(...keys);
      } while (cursor !== '0');
    }
    return gone;
  }

  async find(userId: string, importId: string): Promise<ImportPreview | null> {
    const json = await this.redis.get(previewKey(userId, importId));
    return json ? (JSON.parse(json) as ImportPreview) : null;
  }

  /** After the confirm wrote: its answer is kept for a confirm delivered again; the preview goes. */
  async done(userId: string, importId: string, imported: number): Promise<void> {
    await this.redis
      .multi()
      .set(doneKey(userId, importId), String(imported), 'EX', IMPORT_PREVIEW_TTL_SECONDS)
      .del(previewKey(userId, importId))
      .exec();
  }

  async importedBefore(userId: string, importId: string): Promise<number | null> {
    const n = await this.redis.get(doneKey(userId, importId));
    return n === null ? null : Number(n);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
