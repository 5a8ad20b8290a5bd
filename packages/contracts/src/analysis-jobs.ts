import { z } from 'zod';
import { uploadAnalysisSchema } from './cellar';
import { analysisStageSchema, IMAGE_FORMATS } from './photos';

/** Where a bottle photo's analysis job is: waiting or running, finished, or given up. */
export const ANALYSIS_JOB_STATES = ['queued', 'done', 'failed'] as const;

/** The ai service's record of one bottle photo and its analysis job (the job id is the photo id). */
export const photoSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.enum(ANALYSIS_JOB_STATES),
  stage: analysisStageSchema,
  progress: z.number().int().min(0).max(100),
  format: z.enum(IMAGE_FORMATS).nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnailKey: z.string().nullable(),
  error: z.string().nullable(),
  // the cellar record's id once written
  uploadId: z.string().nullable(),
  // once done: the cellar's record of the bottle, with how sure the label reader is of each field
  // and up to 3 other catalogue wines it could be
  result: uploadAnalysisSchema.nullable(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * GET /api/upload/analyze/:jobId, and POST /api/upload/analyze's 202: where a label analysis is.
 * The one shape of a job's status, read by the gateway and the browser alike.
 */
export const analysisJobStatusSchema = z.object({
  jobId: z.string(),
  state: z.enum(ANALYSIS_JOB_STATES),
  stage: analysisStageSchema,
  progress: z.number().int().min(0).max(100),
  result: uploadAnalysisSchema.nullable(),
  error: z.string().nullable(),
});
export type AnalysisJobStatus = z.infer<typeof analysisJobStatusSchema>;
