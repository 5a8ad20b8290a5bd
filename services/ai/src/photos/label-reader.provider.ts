import { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import { AiWorkerConfig } from '../config';
import { PaddleLabelReader } from '../label/label-ocr';
import { WORKER_PLAN } from '../queues/worker-plan.provider';
import type { WorkerPlan } from '../queues/cpu-budget';

export const LABEL_READER = Symbol('LABEL_READER');

// Loaded once per worker process, before it takes its first job (Nest awaits async factories).
export const labelReaderProvider: Provider = {
  provide: LABEL_READER,
  inject: [APP_CONFIG, WORKER_PLAN],
  // each job's OCR threads: its share of the container's CPU limit, not the node's cores
  useFactory: (config: AiWorkerConfig, plan: WorkerPlan) => PaddleLabelReader.load(config.OCR_MODELS_DIR, plan.threadsPerJob),
};
