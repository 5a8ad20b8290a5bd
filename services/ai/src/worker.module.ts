import { DynamicModule, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PHOTO_JOBS, QueueName, QUEUES } from '@wine/contracts';
import { APP_CONFIG, bullConnection, inSpan, observeQueueWorker, SpanKind } from '@wine/nest-common';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { Job, Worker } from 'bullmq';
import { AiWorkerConfig } from './config';
import { AnalysePhotoJob } from './photos/analyse-photo.job';
import { CellarClient } from './photos/cellar.client';
import { labelReaderProvider } from './photos/label-reader.provider';
import { photoPersistence } from './photos/photos.module';
import { PhotosRepository } from './photos/photos.repository';
import { storageProvider } from './photos/storage.provider';
import { ReadMenuJob } from './menus/read-menu.job';
import type { WorkerPlan } from './queues/cpu-budget';
import { isOutage } from './queues/outage';
import { QUEUE_SETTINGS } from './queues/queue-settings';
import { WORKER_PLAN, workerPlanProvider } from './queues/worker-plan.provider';

/** Consumes the queues named in WORKER_QUEUES; closing waits for the jobs in hand. */
@Injectable()
class QueueWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AiWorkerConfig,
    @Inject(WORKER_PLAN) private readonly plan: WorkerPlan,
    private readonly analysePhoto: AnalysePhotoJob,
    private readonly readMenu: ReadMenuJob,
  ) {}

  private processorFor(queue: QueueName): (job: Job) => Promise<unknown> {
    switch (queue) {
      case QUEUES.photoAnalysis:
        // menu photos share the OCR worker and its queue; the job name says which work it is
        return (job) => (job.name === PHOTO_JOBS.readMenu ? this.readMenu.run(job) : this.analysePhoto.run(job));
    }
  }

  onApplicationBootstrap(): void {
    for (const queue of this.config.WORKER_QUEUES) {
      const settings = QUEUE_SETTINGS[queue];
      const process = this.processorFor(queue);
      // the trace of the request that queued the job goes on here (its context is in the job data)
      const traced = (job: Job) =>
        inSpan(`job ${queue} ${job.name}`, { kind: SpanKind.CONSUMER, traceparent: (job.data as { trace?: string }).trace }, () =>
          process(job),
        );
      // an outage is not the job's fault: it goes back to the queue, its attempts untouched, and this
      // worker takes no job for QueueSettings.outagePauseMs (BullMQ's manual rate limit; with Redis
      // itself out the job cannot move, and its lock's expiry hands it on as for a crash)
      const patient = async (job: Job) => {
        try {
          return await traced(job);
        } catch (err) {
          if (!isOutage(err)) throw err;
          this.logger.warn(`${queue} job ${job.id} waits for an outage to pass: ${(err as Error).message}`);
          await worker.rateLimit(settings.outagePauseMs).catch(() => undefined);
          throw Worker.RateLimitError();
        }
      };
      const worker: Worker = new Worker(queue, patient, {
        connection: bullConnection(this.config.REDIS_URL),
        concurrency: this.plan.concurrency,
        lockDuration: settings.lockDurationMs,
        stalledInterval: settings.stalledIntervalMs,
      });
      worker.on('failed', (job, err) => this.logger.warn(`${queue} job ${job?.id} failed: ${err.message}`));
      worker.on('error', (err) => this.logger.error(`${queue} worker error: ${err.message}`));
      observeQueueWorker(worker);
      this.workers.push(worker);
      this.logger.log(`consuming ${queue} (${this.plan.concurrency} at a time, OCR on ${this.plan.ocrThreads} thread(s))`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}

@Module({})
export class WorkerModule {
  static register(config: AiWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ServiceCoreModule.forRoot('ai', config, { clientId: 'ai-worker' }), ...photoPersistence],
      providers: [
        PhotosRepository,
        storageProvider,
        workerPlanProvider,
        labelReaderProvider,
        CellarClient,
        AnalysePhotoJob,
        ReadMenuJob,
        QueueWorkers,
      ],
    };
  }
}
