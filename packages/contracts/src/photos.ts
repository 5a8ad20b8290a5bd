import { z } from 'zod';

// Image rules from DESIGN.md §4: JPG, PNG or WebP, at most 10 MB, checked by content.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

export const photoEnqueueSchema = z.object({
  photoId: z.string().min(1),
  userId: z.string().min(1),
  objectKey: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().positive().max(MAX_IMAGE_BYTES),
});
export type PhotoEnqueue = z.infer<typeof photoEnqueueSchema>;

export const photoGetSchema = z.object({ photoId: z.string().min(1), userId: z.string().min(1) });

export const photoStatusSchema = z.enum(['queued', 'done', 'failed']);
export const photoSchema = z.object({
  id: z.string(),
  status: photoStatusSchema,
  format: z.enum(IMAGE_FORMATS).nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnailKey: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;
