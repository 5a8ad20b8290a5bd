import {
  type MealAnalysisType,
  type MealPairingResult,
  mealPairingResultSchema,
  type WineMenuAnalysis,
  wineMenuAnalysisSchema,
} from '@wine/contracts';
import { api } from '@/lib/api';

export interface WineMenuRequest {
  image: File;
  question: string;
}
export interface MealPairingRequest {
  // optional for a meal whose dish is typed
  image: File | null;
  analysisType: MealAnalysisType;
  description?: string;
}

export const premiumAiApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart image + question
    analyzeWineMenu: build.mutation<WineMenuAnalysis, WineMenuRequest>({
      query: ({ image, question }) => {
        const body = new FormData();
        body.append('image', image);
        body.append('question', question);
        return { url: '/analyze-wine-menu', method: 'POST', body };
      },
      transformResponse: (raw: unknown) => wineMenuAnalysisSchema.parse(raw),
    }),
    // Multipart image + analysisType; a description when the user confirms the dish
    analyzeMealPairing: build.mutation<MealPairingResult, MealPairingRequest>({
      query: ({ image, analysisType, description }) => {
        const body = new FormData();
        if (image) body.append('image', image);
        body.append('analysisType', analysisType);
        if (description) body.append('description', description);
        return { url: '/analyze-meal-pairing', method: 'POST', body };
      },
      transformResponse: (raw: unknown) => mealPairingResultSchema.parse(raw),
    }),
  }),
});

export const { useAnalyzeWineMenuMutation, useAnalyzeMealPairingMutation } = premiumAiApi;
