import { QueueName, QUEUES } from '@wine/contracts';

export interface QueueSettings {
  concurrency: number;
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
  /** How long a worker holds a job before another may take it over after a crash. */
  lockDurationMs: number;
  stalledIntervalMs: number;
}

// Every queue must have settings: a new queue name without an entry fails to compile.
export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  [QUEUES.photoAnalysis]: {
    // sharp decodes large photos on the CPU: two at a time per worker on a 2-core box
    concurrency: 2,
    attempts: 3,
    backoff: { type: 'exponential', delay: 2000 },
    // a photo takes well under 5 s; a 15 s lock lets a restarted worker pick up a killed job quickly
    lockDurationMs: 15_000,
    stalledIntervalMs: 5_000,
  },
};
