import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { createStorageClient, ensureBucket } from '@wine/nest-common';
import { Client } from 'minio';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** Uploaded photos go straight to MinIO; services get only the object key. */
@Injectable()
export class PhotoStorage implements OnModuleInit {
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

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.config.MINIO_BUCKET, key, bytes, bytes.length, { 'Content-Type': contentType });
  }

  async isUp(): Promise<boolean> {
    try {
      return await this.client.bucketExists(this.config.MINIO_BUCKET);
    } catch {
      return false;
    }
  }
}
