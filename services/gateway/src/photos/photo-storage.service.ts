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
    await ensureBucket(this.client, this.config.MINIO_BUCKET);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
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
