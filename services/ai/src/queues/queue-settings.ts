import { QueueName, QUEUES } from '@wine/contracts';

export interface QueueSettings {
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
  /** How long a worker holds a job before another may take it over after a crash. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /**
   * A job that meets a dependency outage (the store, MinIO, Redis, the cellar: breaker open, a
   * deadline passed) goes back to the queue without using an attempt, and the queue's workers take
   * no job for this long: a short outage must not spend every queued photo's attempts in seconds.
   */
  outagePauseMs: number;
}

// Every queue must have settings: a new queue name without an entry fails to compile.
export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  [QUEUES.photoAnalysis]: {
    // how many jobs a worker runs at once follows its CPU limit (cpu-budget.ts, WORKER_CONCURRENCY)
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    // a label takes 1-3 s, many more on a starved box; the lock is renewed every 15 s while a job
    // runs, so 30 s survives a busy CPU (a lost lock means a second worker repeats the job), and a
    // killed worker's job is picked up by another within lock + stalled check, under 45 s
    lockDurationMs: 30_000,
    stalledIntervalMs: 10_000,
    // the breakers probe a dependency every second while it is out (RETRY_AFTER_SECONDS is 5)
    outagePauseMs: 5000,
  },
};
