import { Inject, Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import {
  Breaker,
  createStorageClient,
  DependencyUnavailableError,
  ensureBucket,
  RETRY_AFTER_SECONDS,
  STORAGE_TIMEOUT_MS,
} from '@wine/nest-common';
import { Client } from 'minio';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** What an upload answers while MinIO is out: the feature that is missing, not a generic outage. */
export const PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE = 'Photo analysis is temporarily unavailable';

/** Uploaded photos go straight to MinIO; services get only the object key. */
@Injectable()
export class PhotoStorage implements OnModuleInit {
  private readonly logger = new Logger(PhotoStorage.name);
  readonly client: Client;
  /** fed by health's check and by failed stores: while MinIO is known down, uploads answer 503 at once */
  readonly breaker: Breaker;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = createStorageClient(config);
    this.breaker = new Breaker({
      dependency: 'minio',
      message: PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE,
      probe: () => this.client.bucketExists(config.MINIO_BUCKET),
      watchMs: 5000,
    }).start();
  }

  async onModuleInit(): Promise<void> {
    // the gateway boots without MinIO (photo routes answer 503 meanwhile); the bucket is made on first use
    await this.ensureBucket().catch(() => undefined);
  }

  private bucketReady = false;
  private async ensureBucket(): Promise<void> {
    if (this.bucketReady) return;
    // the module function, not this method (which would call itself forever)
    await ensureBucket(this.client, this.config.MINIO_BUCKET);
    this.bucketReady = true;
  }

  /** Stores a photo; 503 naming photo analysis while MinIO cannot take it (it works again once MinIO is back). */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      // the client's idle deadline aborts the request; this one bounds the whole call
      await this.breaker.call(`storing ${key}`, 2 * STORAGE_TIMEOUT_MS, async () => {
        await this.ensureBucket();
        await this.client.putObject(this.config.MINIO_BUCKET, key, bytes, bytes.length, { 'Content-Type': contentType });
      });
    } catch (err) {
      if (!(err instanceof DependencyUnavailableError)) this.logger.warn(`photo ${key} not stored: ${(err as Error).message}`);
      throw new ServiceUnavailableException({
        statusCode: 503,
        message: PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE,
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
  }

  /** Health's MinIO check; what it finds opens or closes the breaker. */
  isUp(): Promise<boolean> {
    return this.breaker.check();
  }
}
