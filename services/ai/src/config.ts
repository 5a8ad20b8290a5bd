import { ALL_QUEUES, QueueName } from '@wine/contracts';
import { minioConfigSchema, serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const aiConfigSchema = serviceConfigSchema.merge(minioConfigSchema).extend({
  // OpenAI when set; otherwise the local engine (DESIGN.md §5)
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
});
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
});
export type AiWorkerConfig = z.infer<typeof aiWorkerConfigSchema>;
