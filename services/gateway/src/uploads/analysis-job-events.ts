import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@wine/contracts';
import { bullConnection, untraced } from '@wine/nest-common';
import { QueueEvents } from 'bullmq';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const CLOSE_WAIT_MS = 2000;

/**
 * The photo-analysis queue's finished jobs, as BullMQ announces them (QueueEvents, as the ai
 * service's menu reader waits for its OCR jobs): a waiting upload wakes when its job is done
 * rather than asking the ai service over and over. One listener for every waiting request, made
 * on the first wait (so an app that never waits opens no blocking Redis connection).
 */
@Injectable()
export class AnalysisJobEvents implements OnApplicationShutdown {
  private events?: QueueEvents;
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * Resolves when job `jobId` completes or fails from now on, or after `ms`, whichever is first.
   * Listen before reading the job's state, so a job that finishes in between is not missed.
   */
  finished(jobId: string, ms: number): Promise<void> {
    this.listen();
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        const waiters = this.waiting.get(jobId);
        waiters?.delete(wake);
        if (waiters?.size === 0) this.waiting.delete(jobId);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      if (!this.waiting.has(jobId)) this.waiting.set(jobId, new Set());
      this.waiting.get(jobId)!.add(wake);
    });
  }

  private listen(): void {
    if (this.events) return;
    // made on a request's behalf but for every waiting request: its read loop is in no one's trace
    this.events = untraced(() => new QueueEvents(QUEUES.photoAnalysis, { connection: bullConnection(this.config.REDIS_URL) }));
    // Redis out: waits end at their deadline and the upload answers 202 with the job
    this.events.on('error', () => undefined);
    const wake = ({ jobId }: { jobId: string }) => {
      for (const waiter of [...(this.waiting.get(jobId) ?? [])]) waiter();
    };
    this.events.on('completed', wake);
    this.events.on('failed', wake);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.events) return;
    // a Redis that is out must not hold the gateway's shutdown
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([this.events.close().catch(() => undefined), giveUp]);
    clearTimeout(timer);
  }
}
