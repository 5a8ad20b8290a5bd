import {
  palateProfileSchema,
  palateResetSchema,
  recommendationFeedbackListSchema,
  recommendationFeedbackSchema,
  recommendationHistorySchema,
  recommendationsResponseSchema,
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

export const recommendationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every search is a new answer (and is stored in the user's history).
    getRecommendations: build.mutation<RecommendationsResponse, RecommendationRequest>({
      query: (body) => ({ url: '/recommendations', method: 'POST', body }),
      transformResponse: (raw: unknown) => recommendationsResponseSchema.parse(raw),
    }),
    // the dashboard shows the latest few searches: one page
    getRecommendationHistory: build.query<RecommendationHistory, void>({
      query: () => ({ url: '/recommendations/history', params: { limit: RECOMMENDATION_HISTORY_LIMIT } }),
      transformResponse: (raw: unknown) => recommendationHistorySchema.parse(raw),
    }),
    // every thumb, so each card shows its own pressed: all pages, 100 at a time
    getRecommendationFeedback: build.query<RecommendationFeedbackList, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const all = await allPages<RecommendationFeedback, FetchBaseQueryError>(
          baseQuery,
          '/recommendations/feedback',
          (raw) => recommendationFeedbackListSchema.parse(raw).feedback,
        );
        return all.error ? { error: all.error } : { data: { feedback: all.data } };
      },
    }),
    // The thumb shows pressed at once; a failed request puts it back.
    setRecommendationFeedback: build.mutation<RecommendationFeedback, RecommendationFeedbackRequest>({
      query: (body) => ({ url: '/recommendations/feedback', method: 'PUT', body }),
      transformResponse: (raw: unknown) => recommendationFeedbackSchema.parse(raw),
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
      transformResponse: (raw: unknown) => palateProfileSchema.parse(raw),
    }),
    resetPalate: build.mutation<PalateReset, void>({
      query: () => ({ url: '/recommendations/palate', method: 'DELETE' }),
      transformResponse: (raw: unknown) => palateResetSchema.parse(raw),
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
