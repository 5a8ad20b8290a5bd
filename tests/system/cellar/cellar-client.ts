// Talks to the cellar service behind the gateway, as the ai-worker does (uploads are seeded this way).
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { PATTERNS, type UploadAnalysis, type UploadCreateMessage, type UploadReservation } from '@wine/contracts';
import { redisTransport } from '@wine/nest-common';
import { createStorageClient } from '@wine/nest-common/storage';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { TEST_STACK } from '../../support/system';

// a 1x1 PNG: the gateway streams whatever bytes the photo has
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export class CellarClient {
  private readonly client: ClientProxy = ClientProxyFactory.create(redisTransport(TEST_STACK.redisUrl));
  readonly storage = createStorageClient({
    MINIO_ENDPOINT: `http://${TEST_STACK.minio.endPoint}:${TEST_STACK.minio.port}`,
    MINIO_ACCESS_KEY: TEST_STACK.minio.accessKey,
    MINIO_SECRET_KEY: TEST_STACK.minio.secretKey,
    MINIO_BUCKET: TEST_STACK.bucket,
  });

  send<T>(pattern: string, data: unknown): Promise<T> {
    return firstValueFrom(this.client.send<T>(pattern, data));
  }

  /** The error body a refused message carries. */
  async refusal(pattern: string, data: unknown): Promise<{ statusCode: number; message: string }> {
    try {
      await this.send(pattern, data);
    } catch (err) {
      return err as { statusCode: number; message: string };
    }
    throw new Error(`${pattern} was not refused`);
  }

  reserve(userId: string): Promise<UploadReservation> {
    return this.send(PATTERNS.cellar.uploadReserve, { userId });
  }

  setClock(userId: string, now: string | null): Promise<{ now: string }> {
    return this.send(PATTERNS.cellar.clockSet, { userId, now });
  }

  /** Reserves, stores a photo under the user's prefix and writes the analysis, as a finished job does. */
  async seedUpload(userId: string, fields: Partial<UploadCreateMessage> = {}): Promise<UploadAnalysis & { photoKey: string }> {
    const { reservationId } = await this.reserve(userId);
    const photoKey = `uploads/${userId}/${randomUUID()}`;
    await this.storage.putObject(TEST_STACK.bucket, photoKey, PNG, PNG.length, { 'Content-Type': 'image/png' });
    const analysis = await this.send<UploadAnalysis>(PATTERNS.cellar.uploadCreate, {
      userId,
      reservationId,
      photoKey,
      wineName: 'Penfolds Bin 389',
      wineType: 'Red Wine',
      region: 'South Australia',
      vintage: '2019',
      optimalDrinkingStart: '2024',
      optimalDrinkingEnd: '2035',
      peakYearsStart: '2027',
      peakYearsEnd: '2032',
      analysis: 'Cabernet Shiraz blend, firm tannins.',
      estimatedValue: '$90-110',
      abv: '14.5%',
      ...fields,
    });
    return { ...analysis, photoKey };
  }

  async photoExists(key: string): Promise<boolean> {
    try {
      await this.storage.statObject(TEST_STACK.bucket, key);
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
