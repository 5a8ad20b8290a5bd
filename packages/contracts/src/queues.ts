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

// Job names on the photo-analysis queue (persisted names too): the worker dispatches on them.
export const PHOTO_JOBS = { analysePhoto: 'analyse-photo', readMenu: 'read-menu' } as const;

/** A menu or wine-list photo to OCR; the worker returns its text lines with their boxes. */
export const menuReadJobSchema = z.object({
  userId: z.string().min(1),
  objectKey: z.string().min(1),
});
export type MenuReadJob = z.infer<typeof menuReadJobSchema>;
