import { ServiceUnavailableException } from '@nestjs/common';
import { PATTERNS, type Photo } from '@wine/contracts';
import type { PhotoStorage } from '../infra/photo-storage';
import type { PlanLookup } from '../infra/plan-lookup';
import type { ServiceClient } from '../infra/service-client';
import type { AnalysisJobEvents } from './analysis-job-events';
import type { CheckedImage } from './image-upload';
import { PhotoIntake } from './photo-intake';

const image: CheckedImage = { bytes: Buffer.from('png'), contentType: 'image/png', width: 10, height: 10 };
const photo = (status: Photo['status']): Photo => ({
  id: 'p1',
  jobId: 'p1',
  status,
  stage: status,
  progress: status === 'queued' ? 0 : 100,
  format: null,
  width: null,
  height: null,
  thumbnailKey: null,
  error: null,
  uploadId: null,
  result: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** PhotoIntake over a recording service client, a photo store that may fail, and job events fired by hand. */
function intake(options: { storeFails?: boolean; enqueueFails?: boolean; photos?: Photo[] } = {}) {
  const calls: { pattern: string; payload: Record<string, unknown> }[] = [];
  const removed: string[] = [];
  const reads = [...(options.photos ?? [])];
  const services = {
    send: async (_service: string, pattern: string, payload: Record<string, unknown>) => {
      calls.push({ pattern, payload });
      if (pattern === PATTERNS.cellar.uploadReserve) return { reservationId: 'r1' };
      if (pattern === PATTERNS.ai.photoEnqueue) {
        if (options.enqueueFails) throw new ServiceUnavailableException('ai is out');
        return photo('queued');
      }
      if (pattern === PATTERNS.ai.photoGet) return reads.shift() ?? photo('queued');
      return { released: true };
    },
  } as unknown as ServiceClient;
  const storage = {
    put: async () => {
      if (options.storeFails) throw new ServiceUnavailableException('Photo analysis is temporarily unavailable');
    },
    remove: async (key: string) => void removed.push(key),
  } as unknown as PhotoStorage;
  const plans = { planOf: async () => 'free' } as unknown as PlanLookup;
  const wakes: (() => void)[] = [];
  const jobs = {
    finished: (_jobId: string, ms: number) =>
      new Promise<void>((resolve) => {
        wakes.push(resolve);
        setTimeout(resolve, ms);
      }),
  } as unknown as AnalysisJobEvents;
  const patterns = () => calls.map((c) => c.pattern);
  return { intake: new PhotoIntake(storage, services, plans, jobs), calls, patterns, removed, wakes };
}

describe('PhotoIntake', () => {
  it('releases the month’s reservation when the photo store fails, so the upload does not count', async () => {
    const { intake: photos, calls, patterns } = intake({ storeFails: true });
    await expect(photos.queueBottle('u1', image)).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(patterns()).toEqual([PATTERNS.cellar.uploadReserve, PATTERNS.cellar.uploadRelease]);
    expect(calls[1].payload).toEqual({ userId: 'u1', reservationId: 'r1' });
  });

  it('releases it too when the ai service cannot queue the photo', async () => {
    const { intake: photos, patterns } = intake({ enqueueFails: true });
    await expect(photos.queueBottle('u1', image)).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(patterns()).toEqual([PATTERNS.cellar.uploadReserve, PATTERNS.ai.photoEnqueue, PATTERNS.cellar.uploadRelease]);
  });

  it('keeps the reservation of a queued photo', async () => {
    const { intake: photos, patterns } = intake();
    expect((await photos.queueBottle('u1', image)).status).toBe('queued');
    expect(patterns()).toEqual([PATTERNS.cellar.uploadReserve, PATTERNS.ai.photoEnqueue]);
  });

  it('reads the photo again when its job finishes, not on a timer', async () => {
    const { intake: photos, patterns, wakes } = intake({ photos: [photo('queued'), photo('done')] });
    const answer = photos.awaitAnalysis('u1', photo('queued'), 60_000);
    await new Promise((r) => setImmediate(r));
    expect(patterns()).toEqual([PATTERNS.ai.photoGet]);
    wakes[0]();
    expect((await answer).status).toBe('done');
    expect(patterns()).toEqual([PATTERNS.ai.photoGet, PATTERNS.ai.photoGet]);
  });

  it('answers a queued photo at once when asked not to wait', async () => {
    const { intake: photos, patterns } = intake();
    expect((await photos.awaitAnalysis('u1', photo('queued'), 0)).status).toBe('queued');
    expect(patterns()).toEqual([]);
  });

  it('removes a menu photo once answered, and when the answer fails', async () => {
    const { intake: photos, removed } = intake();
    await expect(photos.withStoredPhoto('u1', image, async () => 'answer')).resolves.toBe('answer');
    await expect(
      photos.withStoredPhoto('u1', image, async () => {
        throw new Error('ai failed');
      }),
    ).rejects.toThrow('ai failed');
    expect(removed).toHaveLength(2);
    expect(removed.every((key) => key.startsWith('menus/u1/'))).toBe(true);
  });
});
