import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseConfig } from '@wine/nest-common';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { gatewayConfigSchema } from '../../src/config';
import { createHttpAdapter } from '../../src/http-adapter';

/**
 * The whole gateway as main.ts builds it (same module, same express settings), with nothing
 * listening behind it: routes and their metadata need no Redis, Kafka or MinIO (clients fail
 * quietly). For unit specs that read the routes; close() also removes the key it made.
 */
export async function createGatewayApp(): Promise<INestApplication & { dispose(): Promise<void> }> {
  const keyDir = mkdtempSync(join(tmpdir(), 'gateway-app-'));
  const publicKey = join(keyDir, 'jwt-public.pem');
  writeFileSync(publicKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }));
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    REDIS_URL: 'redis://127.0.0.1:1',
    KAFKA_BROKERS: '127.0.0.1:1',
    MINIO_ENDPOINT: 'http://127.0.0.1:1',
    MINIO_ACCESS_KEY: 'gateway-app-test',
    MINIO_SECRET_KEY: 'gateway-app-test-secret',
    MINIO_BUCKET: 'photos',
    JWT_PUBLIC_KEY_FILE: publicKey,
  });
  const app = await NestFactory.create(AppModule.register(config), createHttpAdapter(), { logger: false });
  return Object.assign(app, {
    async dispose() {
      await app.close();
      rmSync(keyDir, { recursive: true, force: true });
    },
  });
}
