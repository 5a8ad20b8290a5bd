import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import type { AiWorkerConfig } from '../config';
import { containerCpus, workerPlan } from './cpu-budget';

export const WORKER_PLAN = Symbol('WORKER_PLAN');

// Read once at start: the container's CPU limit does not change under a running pod.
export const workerPlanProvider: Provider = {
  provide: WORKER_PLAN,
  inject: [APP_CONFIG],
  useFactory: (config: AiWorkerConfig) => workerPlan(containerCpus(), config.WORKER_CONCURRENCY),
};
