import { Inject, Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { Breaker, DependencyUnavailableError, RETRY_AFTER_SECONDS } from '@wine/nest-common';
import { createStorageClient, ensureBucket } from '@wine/nest-common/storage';
import type { Client } from 'minio';
import type { Readable } from 'node:stream';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** What a photo route answers while MinIO is out: the feature that is missing, not a generic outage. */
export const PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE = 'Photo analysis is temporarily unavailable';

// MinIO answers a photo-sized call in milliseconds; a store that has not answered in this long is
// hung (paused, partitioned), and the user gets a 503 rather than a request that never ends. The
// client's own idle deadline (STORAGE_TIMEOUT_MS) aborts the request; this one bounds the whole call.
export const PHOTO_STORE_DEADLINE_MS = 5000;

/** A stored photo's size and type, as MinIO recorded them. */
export interface StoredPhoto {
  size: number;
  contentType: string;
}

/**
 * The gateway's photo store (MinIO): uploaded photos go straight here and services get only the
 * object key. Every call has a deadline; a failing or hung store is a 503 naming photo analysis.
 */
@Injectable()
export class PhotoStorage implements OnModuleInit {
  private readonly logger = new Logger(PhotoStorage.name);
  private readonly client: Client;
  private readonly bucket: string;
  private bucketReady = false;
  /** fed by health's check and by failed calls: while MinIO is known down, photo routes answer 503 at once */
  private readonly breaker: Breaker;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = createStorageClient(config);
    this.bucket = config.MINIO_BUCKET;
    this.breaker = new Breaker({
      dependency: 'minio',
      message: PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE,
      probe: () => this.client.bucketExists(this.bucket),
      watchMs: 5000,
    }).start();
  }

  async onModuleInit(): Promise<void> {
    // the gateway boots without MinIO (photo routes answer 503 meanwhile); the bucket is made on first use
    await this.ensureBucket().catch(() => undefined);
  }

  /** Stores a photo; 503 while MinIO cannot take it (it works again once MinIO is back). */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.call(`store ${key}`, async () => {
      await this.ensureBucket();
      await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
    });
  }

  /** The photo's bytes as a stream. */
  get(key: string): Promise<Readable> {
    return this.call(`read ${key}`, () => this.client.getObject(this.bucket, key));
  }

  /** The photo's size and type; null when there is no such photo. */
  stat(key: string): Promise<StoredPhoto | null> {
    return this.call(`stat ${key}`, async () => {
      try {
        const stat = await this.client.statObject(this.bucket, key);
        return { size: stat.size, contentType: String(stat.metaData?.['content-type'] ?? 'application/octet-stream') };
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'NotFound' || code === 'NoSuchKey') return null;
        throw err;
      }
    });
  }

  /** Removes a photo; a photo that cannot be removed is logged, never the user's problem. */
  async remove(key: string): Promise<void> {
    await this.call(`remove ${key}`, () => this.client.removeObject(this.bucket, key)).catch(() => undefined);
  }

  /** Health's MinIO check; what it finds opens or closes the breaker. */
  isUp(): Promise<boolean> {
    return this.breaker.check();
  }

  private async ensureBucket(): Promise<void> {
    if (this.bucketReady) return;
    // the module function, not this method (which would call itself forever)
    await ensureBucket(this.client, this.bucket);
    this.bucketReady = true;
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await this.breaker.call(`photo store: ${what}`, PHOTO_STORE_DEADLINE_MS, work);
    } catch (err) {
      if (!(err instanceof DependencyUnavailableError))
        this.logger.warn(`photo store: could not ${what}: ${(err as Error).message}`);
      throw new ServiceUnavailableException({
        statusCode: 503,
        message: PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE,
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
  }
}
