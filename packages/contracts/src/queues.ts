import { z } from 'zod';

// BullMQ queue names. Persisted names: renaming one strands the jobs already queued.
export const QUEUES = {
  photoAnalysis: 'photo-analysis',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);

export const photoAnalysisJobSchema = z.object({
  photoId: z.string().min(1),
  userId: z.string().min(1),
  objectKey: z.string().min(1),
  reservationId: z.string().min(1),
});
export type PhotoAnalysisJob = z.infer<typeof photoAnalysisJobSchema>;
