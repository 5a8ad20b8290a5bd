import http from 'node:http';
import https from 'node:https';
import { Client } from 'minio';
import { DeadlineExceededError } from '../resilience/breaker';
import { MinioConfig } from '../config/config';

/**
 * How long a MinIO request may stay silent (no byte either way) before it is abandoned: a photo of
 * 10 MB moves in well under a second on a live connection, and the caller's own deadline is 10 s.
 */
export const STORAGE_TIMEOUT_MS = 4000;

/** http(s).request with an idle deadline: a MinIO that hangs fails the call instead of holding it. */
function timedTransport(base: typeof http | typeof https, ms: number): Pick<typeof http, 'request'> {
  const request = (options: http.RequestOptions, callback?: (res: http.IncomingMessage) => void) => {
    const req = base.request(options, callback);
    req.setTimeout(ms, () => req.destroy(new DeadlineExceededError('MinIO', ms)));
    return req;
  };
  return { request: request as typeof http.request };
}

/** The S3 client for photos (MinIO locally and in docker-compose). */
export function createStorageClient(config: MinioConfig, timeoutMs = STORAGE_TIMEOUT_MS): Client {
  const url = new URL(config.MINIO_ENDPOINT);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || (useSSL ? 443 : 80)),
    useSSL,
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
    transport: timedTransport(useSSL ? https : http, timeoutMs),
  });
}

export async function ensureBucket(client: Client, bucket: string): Promise<void> {
  if (await client.bucketExists(bucket)) return;
  try {
    await client.makeBucket(bucket);
  } catch (err) {
    // another process created it first
    if (!(await client.bucketExists(bucket))) throw err;
  }
}

export async function readObject(client: Client, bucket: string, key: string): Promise<Buffer> {
  const stream = await client.getObject(bucket, key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
