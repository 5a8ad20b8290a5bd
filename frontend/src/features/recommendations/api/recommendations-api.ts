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
} from '@wine/contracts';
import { api } from '@/lib/api';

export const recommendationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every search is a new answer (and is stored in the user's history).
    getRecommendations: build.mutation<RecommendationsResponse, RecommendationRequest>({
      query: (body) => ({ url: '/recommendations', method: 'POST', body }),
      transformResponse: (raw: unknown) => recommendationsResponseSchema.parse(raw),
    }),
    getRecommendationHistory: build.query<RecommendationHistory, void>({
      query: () => '/recommendations/history',
      transformResponse: (raw: unknown) => recommendationHistorySchema.parse(raw),
    }),
    getRecommendationFeedback: build.query<RecommendationFeedbackList, void>({
      query: () => '/recommendations/feedback',
      transformResponse: (raw: unknown) => recommendationFeedbackListSchema.parse(raw),
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
