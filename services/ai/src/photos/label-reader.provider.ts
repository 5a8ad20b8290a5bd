import { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import { AiWorkerConfig } from '../config';
import { LabelReaderProcess } from '../label/label-reader-process';
import { WORKER_PLAN } from '../queues/worker-plan.provider';
import type { WorkerPlan } from '../queues/cpu-budget';

export const LABEL_READER = Symbol('LABEL_READER');

// The OCR in a process of its own, started by the first photo and ended after a minute without
// one (label-reader-process.ts); a missing model file fails the worker's start.
export const labelReaderProvider: Provider = {
  provide: LABEL_READER,
  inject: [APP_CONFIG, WORKER_PLAN],
  // the OCR's threads: the container's CPU limit, not the node's cores (its reads run one at a time)
  useFactory: (config: AiWorkerConfig, plan: WorkerPlan) => new LabelReaderProcess(config.OCR_MODELS_DIR, plan.ocrThreads),
};
