import net from 'node:net';
import { DeadlineExceededError } from '../resilience/breaker';
import { isDependencyOutage } from '../resilience/outage';
import { createStorageClient } from './storage';

describe('createStorageClient', () => {
  it('gives up on a MinIO that accepts the connection but never answers (a paused process)', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    const client = createStorageClient(
      {
        MINIO_ENDPOINT: `http://127.0.0.1:${port}`,
        MINIO_ACCESS_KEY: 'k',
        MINIO_SECRET_KEY: 'secret-key',
        MINIO_BUCKET: 'photos',
      },
      200,
    );
    const started = Date.now();
    const err = await client.putObject('photos', 'a', Buffer.from('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeadlineExceededError);
    expect(isDependencyOutage(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    sockets.forEach((s) => s.destroy());
    await new Promise((r) => silent.close(r));
  });
});
