import { z } from 'zod';
import { pageMessageSchema } from './paging';

// Thumbs on recommendation cards and the palate profile built from the user's signals
// (thumbs, saves, bottles, tasting ratings). The rules are in docs/product-rules.md (Recommendations).
export const FEEDBACK_SIGNALS = ['up', 'down'] as const;
export type FeedbackSignal = (typeof FEEDBACK_SIGNALS)[number];
export const WINE_ID_MAX = 100;

const wineId = z
  .string({ error: 'wineId must be the id of a recommended wine' })
  .trim()
  .min(1, 'wineId must be the id of a recommended wine')
  .max(WINE_ID_MAX, `wineId must be at most ${WINE_ID_MAX} characters`);

/** PUT /api/recommendations/feedback body: a thumb on one wine; null takes it back. */
export const recommendationFeedbackRequestSchema = z.object({
  wineId,
  signal: z.enum(FEEDBACK_SIGNALS, { error: "signal must be 'up', 'down' or null" }).nullable(),
});
export type RecommendationFeedbackRequest = z.input<typeof recommendationFeedbackRequestSchema>;

export const recommendationFeedbackSchema = z.object({ wineId: z.string(), signal: z.enum(FEEDBACK_SIGNALS).nullable() });
export type RecommendationFeedback = z.infer<typeof recommendationFeedbackSchema>;
/** GET /api/recommendations/feedback: the user's thumbs, newest first. */
export const recommendationFeedbackListSchema = z.object({ feedback: z.array(recommendationFeedbackSchema) });
export type RecommendationFeedbackList = z.infer<typeof recommendationFeedbackListSchema>;

/** One weighted thing the palate leans to (or away from): a variety, a region, a style or a price band. */
export const palateWeightSchema = z.object({
  key: z.string(),
  label: z.string(), // 'Pinot Noir', 'Yarra Valley', 'lighter body'
  weight: z.number(), // -1..1: away from .. towards
});
export type PalateWeight = z.infer<typeof palateWeightSchema>;

export const PALATE_STYLE_DIMENSIONS = ['body', 'sweetness', 'oak'] as const;
export type PalateStyleDimension = (typeof PALATE_STYLE_DIMENSIONS)[number];

/** GET /api/recommendations/palate: the profile in words and numbers. */
export const palateProfileSchema = z.object({
  // how many signals it is built from, by kind
  counts: z.object({
    thumbsUp: z.number().int(),
    thumbsDown: z.number().int(),
    saved: z.number().int(),
    bottles: z.number().int(),
    ratings: z.number().int(),
  }),
  varieties: z.array(palateWeightSchema),
  regions: z.array(palateWeightSchema),
  // -1..1 per dimension: lighter/drier/less oak .. fuller/sweeter/more oak
  style: z.object({ body: z.number(), sweetness: z.number(), oak: z.number() }),
  priceBand: z.object({ min: z.number(), max: z.number() }).nullable(),
  summary: z.array(z.string()), // sentences for people and screen readers
});
export type PalateProfile = z.infer<typeof palateProfileSchema>;

/** DELETE /api/recommendations/palate: the thumbs are cleared; the cellar still counts. */
export const palateResetSchema = z.object({ cleared: z.number().int() });
export type PalateReset = z.infer<typeof palateResetSchema>;

// ---- Messages ----
const userId = z.string().min(1);
export const recommendationFeedbackMessageSchema = recommendationFeedbackRequestSchema.extend({ userId });
export const palateMessageSchema = z.object({ userId });
export const feedbackListMessageSchema = z.object({ userId, page: pageMessageSchema });

/** What the cellar tells the ai service about a user's catalogue wines (saved, bottles, ratings). */
export const cellarPalateSignalsSchema = z.object({
  wines: z.array(
    z.object({
      wineId: z.string(), // catalogue wine id
      saved: z.boolean(),
      bottles: z.number().int(),
      // each tasting's rating as stars 1-5 (points are converted)
      ratings: z.array(z.number()),
    }),
  ),
});
export type CellarPalateSignals = z.infer<typeof cellarPalateSignalsSchema>;

/**
 * The cellar's built signals in the shared Redis, read by the ai service on every search before it
 * asks the cellar: a hash whose `#version` counts the user's cellar writes (each bumps it after it
 * lands) and whose `signals` was built at the version in `#built`. Only an answer built at the
 * current version is read; anything else (none, older, Redis away) is a call to the cellar.
 */
export const CELLAR_PALATE_SIGNALS_CACHE = {
  key: (userId: string) => `cellar:palate-signals:${userId}`,
  fields: ['#version', '#built', 'signals'] as const,
} as const;

/** 0-100 points as 1-5 stars: 80 is 3 stars, 95 is 5. */
export function pointsToStars(points: number): number {
  return Math.max(1, Math.min(5, 3 + (points - 80) / 7.5));
}
