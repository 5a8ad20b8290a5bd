import { Inject, Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { createStorageClient, ensureBucket } from '@wine/nest-common';
import { Client } from 'minio';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** What an upload answers while MinIO is out: the feature that is missing, not a generic outage. */
export const PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE = 'Photo analysis is temporarily unavailable';

/** Uploaded photos go straight to MinIO; services get only the object key. */
@Injectable()
export class PhotoStorage implements OnModuleInit {
  private readonly logger = new Logger(PhotoStorage.name);
  readonly client: Client;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = createStorageClient(config);
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
      await this.ensureBucket();
      await this.client.putObject(this.config.MINIO_BUCKET, key, bytes, bytes.length, { 'Content-Type': contentType });
    } catch (err) {
      this.logger.warn(`photo ${key} not stored: ${(err as Error).message}`);
      throw new ServiceUnavailableException({ statusCode: 503, message: PHOTO_ANALYSIS_UNAVAILABLE_MESSAGE });
    }
  }

  async isUp(): Promise<boolean> {
    try {
      return await this.client.bucketExists(this.config.MINIO_BUCKET);
    } catch {
      return false;
    }
  }
}
