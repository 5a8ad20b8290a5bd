import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { type MenuReadJob, PHOTO_JOBS, QUEUES } from '@wine/contracts';
import { APP_CONFIG, bullConnection, bullProducerConnection, rpcError } from '@wine/nest-common';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { AiConfig } from '../config';
import type { MenuText } from './read-menu-text';

// A menu page takes 2-4 s of OCR on an idle worker, and several times that on a worker sharing a
// busy machine at its lower priority; past this the user is told to try again rather than left
// waiting (the gateway's own deadline for the call is a little longer).
export const MENU_OCR_WAIT_MS = 40_000;

/** Puts a menu photo on the OCR worker's queue and waits for its text lines. */
@Injectable()
export class MenuOcrClient implements OnApplicationShutdown {
  private readonly queue: Queue<MenuReadJob>;
  private readonly events: QueueEvents;

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    this.queue = new Queue<MenuReadJob>(QUEUES.photoAnalysis, { connection: bullProducerConnection(config.REDIS_URL) });
    this.events = new QueueEvents(QUEUES.photoAnalysis, { connection: bullConnection(config.REDIS_URL) });
  }

  async read(job: MenuReadJob): Promise<MenuText> {
    const queued = await this.queue.add(PHOTO_JOBS.readMenu, job, {
      jobId: `menu-${randomUUID()}`,
      // the user is waiting: one attempt, and the lines are only needed until they are read back
      attempts: 1,
      removeOnComplete: { age: 300 },
      removeOnFail: { age: 3600 },
    });
    try {
      return (await queued.waitUntilFinished(this.events, MENU_OCR_WAIT_MS)) as MenuText;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/timed out|timeout/i.test(message)) throw rpcError(503, 'The menu reader is busy. Please try again in a moment.');
      throw rpcError(422, 'Analysis failed: the photo could not be read. Please try again with a clearer image.');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
  }
}
