import { Photo, QUEUES } from '@wine/contracts';
import { Queue } from 'bullmq';
import { Client } from 'minio';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { api, killProcess, restartProcess, signAccessToken, TEST_STACK, waitFor } from '../../../test/support/system';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function upload(token: string, bytes: Buffer, filename = 'bottle.jpg') {
  return api().post('/api/photos').set(bearer(token)).attach('image', bytes, filename);
}

async function photo(token: string, id: string): Promise<Photo> {
  return (await api().get(`/api/photos/${id}`).set(bearer(token)).expect(200)).body as Photo;
}

describe('photo pipeline: gateway → MinIO → BullMQ → ai-worker → MinIO and MongoDB', () => {
  const owner = signAccessToken(`u-${randomUUID()}`);
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#722f37' } })
      .jpeg()
      .toBuffer();
  });

  it('stores the upload, checks it by content, records its size and writes a thumbnail', async () => {
    const res = await upload(owner, jpeg).expect(202);
    expect(res.body).toMatchObject({ status: 'queued', format: null });
    const done = await waitFor(
      async () => {
        const p = await photo(owner, res.body.id);
        return p.status === 'done' && p;
      },
      { what: 'the analysis' },
    );
    expect(done).toMatchObject({ format: 'jpeg', width: 1200, height: 1600, error: null });

    const minio = new Client(TEST_STACK.minio);
    const thumb = await minio.getObject(TEST_STACK.bucket, done.thumbnailKey!);
    const chunks: Buffer[] = [];
    for await (const c of thumb) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 427 });
  });

  it('shows a photo only to its owner', async () => {
    const res = await upload(owner, jpeg).expect(202);
    const stranger = signAccessToken(`u-${randomUUID()}`);
    const other = await api().get(`/api/photos/${res.body.id}`).set(bearer(stranger)).expect(404);
    expect(other.body).toEqual({ statusCode: 404, message: 'Photo not found' });
  });

  it('refuses what is not a JPG, PNG or WebP by its bytes, whatever the name says', async () => {
    const res = await upload(owner, Buffer.from('GIF89a not really a photo'), 'bottle.jpg').expect(400);
    expect(res.body.message).toBe('Please upload an image file (JPG, PNG, or WebP).');
    await api().post('/api/photos').set(bearer(owner)).field('note', 'no file').expect(400);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(owner, big).expect(413);
    expect(res.body.message).toBe('Please upload an image smaller than 10MB.');
  });

  it('needs a valid token: none, tampered, or alg none get 401', async () => {
    await upload('', jpeg).expect(401);
    const [head, body] = owner.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: 'someone-else', iss: 'cellar-door-identity', aud: 'cellar-door-api', exp: 9999999999 })).toString('base64url')}.${owner.split('.')[2]}`;
    await upload(tampered, jpeg).expect(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`;
    await upload(none, jpeg).expect(401);
    await upload(signAccessToken('u-expired', 'x@example.com', { exp: Math.floor(Date.now() / 1000) - 60 }), jpeg).expect(401);
  });

  it('does not lose a job when the worker is killed mid-job: it completes after a restart', async () => {
    const queue = new Queue(QUEUES.photoAnalysis, { connection: { host: '127.0.0.1', port: TEST_STACK.redisPort } });
    try {
      // interlaced PNGs must be decoded whole: each takes the worker a noticeable moment
      const slow = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#f3e5ab' } })
        .png({ progressive: true, compressionLevel: 9 })
        .toBuffer();
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await upload(owner, slow, 'label.png').expect(202)).body.id);

      const active = await waitFor(
        async () => {
          const jobs = await queue.getActive();
          return jobs.length > 0 && jobs.map((j) => j.id!);
        },
        { intervalMs: 5, what: 'a job to become active' },
      );
      await killProcess('ai-worker');

      // the jobs the worker held when it died were not finished
      const interrupted = [];
      for (const id of active) if ((await queue.getJobState(id)) === 'active') interrupted.push(id);
      expect(interrupted.length).toBeGreaterThan(0);

      await restartProcess('ai-worker');
      for (const id of ids) {
        const done = await waitFor(
          async () => {
            const p = await photo(owner, id);
            return p.status === 'done' && p;
          },
          { timeoutMs: 60_000, intervalMs: 250, what: `photo ${id} after the restart` },
        );
        expect(done).toMatchObject({ format: 'png', width: 10000, height: 10000 });
      }
    } finally {
      await queue.close();
    }
  });
});
