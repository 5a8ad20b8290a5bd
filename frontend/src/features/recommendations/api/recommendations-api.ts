import {
  type PalateProfile,
  type PalateReset,
  type RecommendationFeedback,
  type RecommendationFeedbackList,
  type RecommendationFeedbackRequest,
  type RecommendationHistory,
  type RecommendationRequest,
  type RecommendationsResponse,
  RECOMMENDATION_HISTORY_LIMIT,
} from '@wine/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/api';
import { allPages } from '@/lib/paging';

// Answers are checked with the contracts' schemas, loaded with the first answer: the dashboard's
// first load carries neither them nor zod (bench/bundle.bench.mjs).
export const recommendationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every search is a new answer (and is stored in the user's history).
    getRecommendations: build.mutation<RecommendationsResponse, RecommendationRequest>({
      query: (body) => ({ url: '/recommendations', method: 'POST', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).recommendationsResponseSchema.parse(raw),
    }),
    // the dashboard shows the latest few searches: one page
    getRecommendationHistory: build.query<RecommendationHistory, void>({
      query: () => ({ url: '/recommendations/history', params: { limit: RECOMMENDATION_HISTORY_LIMIT } }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).recommendationHistorySchema.parse(raw),
    }),
    // every thumb, so each card shows its own pressed: all pages, 100 at a time
    getRecommendationFeedback: build.query<RecommendationFeedbackList, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const all = await allPages<RecommendationFeedback, FetchBaseQueryError>(
          baseQuery,
          '/recommendations/feedback',
          async (raw) => (await import('@wine/contracts')).recommendationFeedbackListSchema.parse(raw).feedback,
        );
        return all.error ? { error: all.error } : { data: { feedback: all.data } };
      },
    }),
    // The thumb shows pressed at once; a failed request puts it back.
    setRecommendationFeedback: build.mutation<RecommendationFeedback, RecommendationFeedbackRequest>({
      query: (body) => ({ url: '/recommendations/feedback', method: 'PUT', body }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).recommendationFeedbackSchema.parse(raw),
      async onQueryStarted({ wineId, signal }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          recommendationsApi.util.updateQueryData('getRecommendationFeedback', undefined, (draft) => {
            draft.feedback = draft.feedback.filter((f) => f.wineId !== wineId);
            if (signal) draft.feedback.unshift({ wineId, signal });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    getPalate: build.query<PalateProfile, void>({
      query: () => '/recommendations/palate',
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).palateProfileSchema.parse(raw),
    }),
    resetPalate: build.mutation<PalateReset, void>({
      query: () => ({ url: '/recommendations/palate', method: 'DELETE' }),
      transformResponse: async (raw: unknown) => (await import('@wine/contracts')).palateResetSchema.parse(raw),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          recommendationsApi.util.updateQueryData('getRecommendationFeedback', undefined, (draft) => {
            draft.feedback = [];
          }),
        );
      },
    }),
  }),
});

export const {
  useGetRecommendationsMutation,
  useGetRecommendationHistoryQuery,
  useGetRecommendationFeedbackQuery,
  useSetRecommendationFeedbackMutation,
  useGetPalateQuery,
  useResetPalateMutation,
} = recommendationsApi;
