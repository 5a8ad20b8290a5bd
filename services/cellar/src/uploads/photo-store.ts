import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import { createStorageClient } from '@wine/nest-common/storage';
import { Client } from 'minio';
import { CellarConfig } from '../config';

/** Removes analysed bottles' photos from MinIO (the gateway stores them; the cellar owns their end). */
@Injectable()
export class PhotoStore {
  private readonly logger = new Logger(PhotoStore.name);
  private readonly client: Client;

  constructor(@Inject(APP_CONFIG) private readonly config: CellarConfig) {
    this.client = createStorageClient(config);
  }

  /** Removing a photo that is already gone succeeds: deletes are retried. */
  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.client.removeObjects(this.config.MINIO_BUCKET, keys);
    } catch (err) {
      if (isMissingBucket(err)) return;
      this.logger.error(`could not remove photos: ${(err as Error).message}`);
      throw rpcError(503, 'Photo storage is unavailable. Please try again.');
    }
  }

  /** Every object under a prefix (a user's photos: uploads/<userId>/). */
  async removePrefix(prefix: string): Promise<number> {
    const keys: string[] = [];
    try {
      const stream = this.client.listObjectsV2(this.config.MINIO_BUCKET, prefix, true);
      for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
    } catch (err) {
      if (isMissingBucket(err)) return 0;
      throw err;
    }
    for (let i = 0; i < keys.length; i += 1000) await this.remove(keys.slice(i, i + 1000));
    return keys.length;
  }
}

function isMissingBucket(err: unknown): boolean {
  return (err as { code?: string })?.code === 'NoSuchBucket';
}
