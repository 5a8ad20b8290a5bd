import { Client } from 'minio';
import { MinioConfig } from './config';

/** The S3 client for photos (MinIO locally and in docker-compose). */
export function createStorageClient(config: MinioConfig): Client {
  const url = new URL(config.MINIO_ENDPOINT);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    useSSL: url.protocol === 'https:',
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
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
