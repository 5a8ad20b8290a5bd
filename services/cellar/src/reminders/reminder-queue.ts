import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DRINKING_REMINDER, reminderRunSchema, type ReminderRun } from '@wine/contracts';
import { APP_CONFIG, bullConnection, observeQueueWorker } from '@wine/nest-common';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { CellarConfig } from '../config';
import { DrinkingReminderService } from './drinking-reminder.service';

// a failed e-mail is tried again later in the day, then the month's run gives up
const ATTEMPTS = 4;
const BACKOFF_MS = 15 * 60_000;
const TEST_RUN_TIMEOUT_MS = 60_000;

/**
 * The monthly drinking reminder as a BullMQ repeatable job. Every cellar instance upserts the same
 * scheduler (one schedule however many run) and works the queue; BullMQ gives each run to one
 * worker, and the month recorded per user stops a rerun from e-mailing anyone twice.
 */
@Injectable()
export class ReminderQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderQueue.name);
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private events: QueueEvents | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: CellarConfig,
    private readonly reminders: DrinkingReminderService,
  ) {
    this.queue = new Queue(DRINKING_REMINDER.queue, { connection: bullConnection(config.REDIS_URL) });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(DRINKING_REMINDER.queue, () => this.reminders.run(), {
      connection: bullConnection(this.config.REDIS_URL),
      concurrency: 1,
    });
    this.worker.on('failed', (job, err) => this.logger.warn(`drinking reminder run ${job?.id} failed: ${err.message}`));
    this.worker.on('error', (err) => this.logger.error(`drinking reminder worker: ${err.message}`));
    observeQueueWorker(this.worker);
    try {
      await this.queue.upsertJobScheduler(
        DRINKING_REMINDER.job,
        { pattern: DRINKING_REMINDER.cron, tz: DRINKING_REMINDER.timeZone },
        {
          name: DRINKING_REMINDER.job,
          opts: { attempts: ATTEMPTS, backoff: { type: 'fixed', delay: BACKOFF_MS }, removeOnComplete: 24, removeOnFail: 24 },
        },
      );
    } catch (err) {
      // the cellar serves without it; another instance, or the next start, schedules it
      this.logger.error(`could not schedule the drinking reminder: ${(err as Error).message}`);
    }
  }

  /** Test systems only: one run now, through the queue and its worker; resolves with what it did. */
  async runNow(): Promise<ReminderRun> {
    this.events ??= new QueueEvents(DRINKING_REMINDER.queue, { connection: bullConnection(this.config.REDIS_URL) });
    await this.events.waitUntilReady();
    const job = await this.queue.add(DRINKING_REMINDER.job, {}, { removeOnComplete: 24, removeOnFail: 24 });
    return reminderRunSchema.parse(await job.waitUntilFinished(this.events, TEST_RUN_TIMEOUT_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.events?.close();
    await this.queue.close();
  }
}
