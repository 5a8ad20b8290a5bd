import type { EventBus } from '@wine/nest-common';
import type { CellarClient } from './cellar.client';
import { LOST_PHOTO_AFTER_MS, LostPhotoSweeper } from './lost-photo-sweeper';
import type { PhotosRepository } from './photos.repository';
import type { PhotosService } from './photos.service';

interface StoredPhoto {
  id: string;
  userId: string;
  reservationId: string | null;
  status: 'queued' | 'done' | 'failed';
  createdAt: number;
}

const NOW = Date.parse('2026-11-28T10:00:00Z');
const minutesAgo = (m: number) => NOW - m * 60_000;

/** The sweep over an in-memory store, queue and cellar: what it released, and what it left. */
function setup(photos: StoredPhoto[], jobs: Record<string, string>, { finishesDuringSweep = '' } = {}) {
  const released: [string, string][] = [];
  const published: unknown[] = [];
  const repository = {
    findQueuedBefore: (cutoff: Date, limit: number) =>
      Promise.resolve(
        photos
          .filter((p) => p.status === 'queued' && p.createdAt < cutoff.getTime())
          .slice(0, limit)
          .map(({ id, userId, reservationId }) => ({ id, userId, reservationId })),
      ),
    failIfQueued: (id: string) => {
      const photo = photos.find((p) => p.id === id)!;
      // a worker that finishes between the queue check and the write
      if (id === finishesDuringSweep) photo.status = 'done';
      if (photo.status !== 'queued') return Promise.resolve(false);
      photo.status = 'failed';
      return Promise.resolve(true);
    },
  } as unknown as PhotosRepository;
  const queue = { jobState: (id: string) => Promise.resolve(jobs[id]) } as unknown as PhotosService;
  const cellar = {
    releaseUpload: (userId: string, reservationId: string) => {
      released.push([userId, reservationId]);
      return Promise.resolve({ released: true });
    },
  } as unknown as CellarClient;
  const events = { publish: (...args: unknown[]) => Promise.resolve(void published.push(args)) } as unknown as EventBus;
  return { sweeper: new LostPhotoSweeper(repository, queue, cellar, events, () => NOW), released, published };
}

describe('lost-photo sweep', () => {
  it("fails a photo whose job was lost from Redis and gives the member's monthly analysis back", async () => {
    const photos: StoredPhoto[] = [
      { id: 'p1', userId: 'free-member', reservationId: 'r1', status: 'queued', createdAt: minutesAgo(20) },
    ];
    const { sweeper, released, published } = setup(photos, {});
    expect(await sweeper.sweep()).toEqual({ released: ['p1'], stillQueued: 0 });
    expect(photos[0].status).toBe('failed');
    expect(released).toEqual([['free-member', 'r1']]);
    expect(published).toEqual([['ai.photo.analysed', { photoId: 'p1', userId: 'free-member', status: 'failed' }, 'free-member']]);
  });

  it('leaves a photo the queue still holds, or whose job completed, and one queued only a moment ago', async () => {
    const photos: StoredPhoto[] = [
      { id: 'waiting', userId: 'u', reservationId: 'r1', status: 'queued', createdAt: minutesAgo(40) },
      { id: 'active', userId: 'u', reservationId: 'r2', status: 'queued', createdAt: minutesAgo(40) },
      { id: 'delayed', userId: 'u', reservationId: 'r3', status: 'queued', createdAt: minutesAgo(40) },
      { id: 'completed', userId: 'u', reservationId: 'r4', status: 'queued', createdAt: minutesAgo(40) },
      { id: 'recent', userId: 'u', reservationId: 'r5', status: 'queued', createdAt: NOW - LOST_PHOTO_AFTER_MS + 60_000 },
    ];
    const { sweeper, released } = setup(photos, {
      waiting: 'waiting',
      active: 'active',
      delayed: 'delayed',
      completed: 'completed',
    });
    expect(await sweeper.sweep()).toEqual({ released: [], stillQueued: 4 });
    expect(released).toEqual([]);
    expect(photos.every((p) => p.status === 'queued')).toBe(true);
  });

  it('releases a photo whose job failed for good without the worker saying so (it died in its cleanup)', async () => {
    const photos: StoredPhoto[] = [{ id: 'p2', userId: 'u2', reservationId: 'r9', status: 'queued', createdAt: minutesAgo(16) }];
    const { sweeper, released } = setup(photos, { p2: 'failed' });
    expect((await sweeper.sweep()).released).toEqual(['p2']);
    expect(released).toEqual([['u2', 'r9']]);
  });

  it('releases nothing when a worker finishes the photo while the sweep looks at it', async () => {
    const photos: StoredPhoto[] = [{ id: 'p3', userId: 'u3', reservationId: 'r3', status: 'queued', createdAt: minutesAgo(30) }];
    const { sweeper, released, published } = setup(photos, {}, { finishesDuringSweep: 'p3' });
    expect(await sweeper.sweep()).toEqual({ released: [], stillQueued: 0 });
    expect(photos[0].status).toBe('done');
    expect(released).toEqual([]);
    expect(published).toEqual([]);
  });
});
