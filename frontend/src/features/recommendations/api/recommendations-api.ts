import {
  recommendationHistorySchema,
  recommendationsResponseSchema,
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
  }),
});

export const { useGetRecommendationsMutation, useGetRecommendationHistoryQuery } = recommendationsApi;
