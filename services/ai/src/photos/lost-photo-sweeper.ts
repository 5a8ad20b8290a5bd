import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { ANALYSIS_FAILED_MESSAGE, TOPICS } from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import { CellarClient } from './cellar.client';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';

/**
 * A photo still 'queued' this long after it was queued is checked against the queue. Longer than
 * a photo waits in a busy queue (the Photos wait alert fires at 30 s p95) and than its three
 * attempts with their back-off take.
 */
export const LOST_PHOTO_AFTER_MS = 15 * 60_000;
/** How often the sweep runs, and how many photos one sweep looks at. */
export const LOST_PHOTO_SWEEP_MS = 5 * 60_000;
export const LOST_PHOTO_SWEEP_LIMIT = 100;

/**
 * Job states in which the photo is not lost: the queue still owes it an answer, or the job
 * completed (the worker wrote the record before completing; it is not the sweep's to undo).
 */
const NOT_LOST = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed']);

/** What a sweep did: the photos it failed and released, and those the queue still holds. */
export interface SweepResult {
  released: string[];
  stillQueued: number;
}

/**
 * A photo whose job was lost from Redis (a failover to a replica that had not got it, a flush, an
 * eviction) would stay 'queued' for ever, holding a Free member's monthly analysis. The sweep fails
 * such a photo and releases its reservation, as a job that failed for good does (docs/architecture.md#queues).
 */
@Injectable()
export class LostPhotoSweeper implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LostPhotoSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly photos: PhotosRepository,
    private readonly queue: PhotosService,
    private readonly cellar: CellarClient,
    private readonly events: EventBus,
    @Optional() @Inject('LOST_PHOTO_CLOCK') private readonly now: () => number = Date.now,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err: Error) => this.logger.warn(`lost-photo sweep failed: ${err.message}`));
    }, LOST_PHOTO_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One pass: each stale queued photo whose job is gone (or failed without saying so) is failed and released. */
  async sweep(): Promise<SweepResult> {
    const stale = await this.photos.findQueuedBefore(new Date(this.now() - LOST_PHOTO_AFTER_MS), LOST_PHOTO_SWEEP_LIMIT);
    const result: SweepResult = { released: [], stillQueued: 0 };
    for (const photo of stale) {
      const state = await this.queue.jobState(photo.id);
      if (state && NOT_LOST.has(state)) {
        result.stillQueued++;
        continue;
      }
      // only the sweep that moves it from 'queued' releases it: a worker that finishes meanwhile wins
      if (!(await this.photos.failIfQueued(photo.id, photo.userId, ANALYSIS_FAILED_MESSAGE))) continue;
      this.logger.warn(`photo ${photo.id} was ${state ? `'${state}' in the queue` : 'lost from the queue'}: failed and released`);
      if (photo.reservationId) await this.cellar.releaseUpload(photo.userId, photo.reservationId);
      await this.events.publish(
        TOPICS.photoAnalysed,
        { photoId: photo.id, userId: photo.userId, status: 'failed' },
        photo.userId,
      );
      result.released.push(photo.id);
    }
    return result;
  }
}
