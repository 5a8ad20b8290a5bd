import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Photo, PhotoEnqueue, PhotoAnalysisJob, PHOTO_JOBS, QUEUES, TOPICS } from '@wine/contracts';
import { APP_CONFIG, bullProducerConnection, currentTraceparent, EventBus, rpcError } from '@wine/nest-common';
import { Job, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { AiConfig } from '../config';
import { QUEUE_SETTINGS } from '../queues/queue-settings';
import { PhotosRepository } from './photos.repository';
import { Storage, STORAGE } from './storage.provider';

@Injectable()
export class PhotosService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PhotosService.name);
  private readonly queue: Queue<PhotoAnalysisJob>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AiConfig,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly photos: PhotosRepository,
    private readonly events: EventBus,
  ) {
    const settings = QUEUE_SETTINGS[QUEUES.photoAnalysis];
    this.queue = new Queue<PhotoAnalysisJob>(QUEUES.photoAnalysis, {
      // a producer: while Redis is unreachable the add fails at once and the photo's reservation is released
      connection: bullProducerConnection(config.REDIS_URL),
      defaultJobOptions: {
        attempts: settings.attempts,
        backoff: settings.backoff,
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  onModuleInit(): void {
    this.events.on(TOPICS.userDeleted, 'photos', async ({ userId }) => {
      const keys = await this.photos.purgeUser(userId);
      if (keys.length) await this.storage.removeObjects(this.config.MINIO_BUCKET, keys);
      await this.forgetJobsOf(userId);
    });
  }

  /**
   * Account deletion: the member's finished and waiting photo and menu jobs leave the queue (a
   * finished job keeps its data for a day). One that is running finishes and is swept with the
   * queue's own retention.
   */
  private async forgetJobsOf(userId: string): Promise<number> {
    const theirs: Job<PhotoAnalysisJob>[] = [];
    const page = 500;
    for (const state of ['completed', 'failed', 'delayed', 'wait', 'paused', 'prioritized'] as const) {
      for (let start = 0; ; start += page) {
        const jobs = await this.queue.getJobs([state], start, start + page - 1);
        theirs.push(...jobs.filter((job) => job?.data?.userId === userId));
        if (jobs.length < page) break;
      }
    }
    for (const job of theirs)
      await job.remove().catch((err: unknown) => this.logger.warn(`job ${job.id} not removed: ${String(err)}`));
    await this.forgetJobEvents(userId, new Set(theirs.map((job) => String(job.id))));
    return theirs.length;
  }

  /** The queue's event stream (capped by BullMQ) also names the member's jobs and their results. */
  private async forgetJobEvents(userId: string, jobIds: Set<string>): Promise<void> {
    // BullMQ's client is an ioredis connection; its own typing leaves out the stream commands
    const redis = (await this.queue.client) as unknown as Redis;
    const key = this.queue.keys.events;
    const page = 1000;
    for (let from = '-'; ;) {
      const entries = await redis.xrange(key, from, '+', 'COUNT', page);
      const theirs = entries.filter(([, fields]) => fields.some((f) => jobIds.has(f) || f.includes(userId))).map(([id]) => id);
      if (theirs.length) await redis.xdel(key, ...theirs);
      if (entries.length < page) return;
      from = `(${entries[entries.length - 1][0]}`;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }

  async enqueue(request: PhotoEnqueue): Promise<Photo> {
    await this.photos.createQueued(request.photoId, request.userId, request.objectKey, request.reservationId);
    // jobId = photoId: enqueueing the same photo twice queues it once
    const job: PhotoAnalysisJob & { trace?: string } = {
      photoId: request.photoId,
      userId: request.userId,
      objectKey: request.objectKey,
      reservationId: request.reservationId,
      // the worker's span joins this request's trace
      trace: currentTraceparent(),
    };
    await this.queue.add(PHOTO_JOBS.analysePhoto, job, { jobId: request.photoId });
    this.logger.log(`queued photo ${request.photoId}`);
    return this.get(request.photoId, request.userId);
  }

  /** The photo's job state in the queue (waiting, active, delayed, completed, failed…); undefined when the queue has no such job. */
  async jobState(photoId: string): Promise<string | undefined> {
    const state = await this.queue.getJobState(photoId);
    return state === 'unknown' ? undefined : state;
  }

  async get(photoId: string, userId: string): Promise<Photo> {
    const photo = await this.photos.findOwned(photoId, userId);
    if (!photo) throw rpcError(404, 'Analysis job not found');
    return photo;
  }
}
