import { analysisJobStatusSchema, type AnalysisJobStatus, type UploadAnalysis, uploadAnalysisSchema } from '@wine/contracts';
import { api } from '@/lib/api';

// The analysis object of POST /api/upload/analyze: the cellar's record plus the label reader's
// confidence per field and up to 3 other catalogue wines.
export type AnalysisResult = UploadAnalysis;

/** 200 gives the analysis, 202 a job to follow. */
export type AnalyzeResponse = { kind: 'done'; result: AnalysisResult } | { kind: 'queued'; job: AnalysisJobStatus };

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
          ? { kind: 'queued', job: analysisJobStatusSchema.parse(raw) }
          : { kind: 'done', result: uploadAnalysisSchema.parse(raw) },
    }),
    getAnalysisJob: build.query<AnalysisJobStatus, string>({
      query: (jobId) => `/upload/analyze/${encodeURIComponent(jobId)}`,
      transformResponse: (raw: unknown) => analysisJobStatusSchema.parse(raw),
      // a job's state changes while it runs: never serve it from the cache
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAnalyzeWineMutation, useGetAnalysisJobQuery } = uploadApi;
