import { labelAlternativeSchema, labelConfidenceSchema, uploadAnalysisSchema, ANALYSIS_STAGES } from '@wine/contracts';
import { z } from 'zod';
import { api } from '@/lib/api';

// The analysis object of POST /api/upload/analyze: the cellar's record plus the label reader's
// confidence per field and up to 3 other catalogue wines.
export const analysisResultSchema = uploadAnalysisSchema.extend({
  confidence: labelConfidenceSchema.nullable(),
  alternatives: z.array(labelAlternativeSchema),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const analysisJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(['queued', 'done', 'failed']),
  stage: z.enum(ANALYSIS_STAGES),
  progress: z.number(),
  result: analysisResultSchema.nullable(),
  error: z.string().nullable(),
});
export type AnalysisJob = z.infer<typeof analysisJobSchema>;

/** 200 gives the analysis, 202 a job to follow. */
export type AnalyzeResponse = { kind: 'done'; result: AnalysisResult } | { kind: 'queued'; job: AnalysisJob };

export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `wait=0`: answer 202 at once so the page can show the job's stages as they happen
    analyzeWine: build.mutation<AnalyzeResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('wine_image', file);
        return { url: '/upload/analyze?wait=0', method: 'POST', body };
      },
      transformResponse: (raw: unknown, meta) =>
        (meta as { response?: Response } | undefined)?.response?.status === 202
          ? { kind: 'queued', job: analysisJobSchema.parse(raw) }
          : { kind: 'done', result: analysisResultSchema.parse(raw) },
    }),
    getAnalysisJob: build.query<AnalysisJob, string>({
      query: (jobId) => `/upload/analyze/${encodeURIComponent(jobId)}`,
      transformResponse: (raw: unknown) => analysisJobSchema.parse(raw),
      // a job's state changes while it runs: never serve it from the cache
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAnalyzeWineMutation, useGetAnalysisJobQuery } = uploadApi;
