import { z } from 'zod';
import { pageMessageSchema } from './paging';
import { BUDGET_RANGES, PROFILE_WINE_TYPES, SUBSCRIPTION_PLANS } from './auth';
import { DRINKING_GROUPS } from './drinking-groups';
import { RECOMMENDATION_QUERY_MAX, RECOMMENDATION_QUERY_TOO_LONG } from './recommendation-limits';
export * from './recommendation-limits';

// Text search (docs/product-rules.md#recommendations): blank or whitespace-only is rejected with this text.
export const RECOMMENDATION_QUERY_REQUIRED = "Please describe what kind of wine you're looking for.";

// docs/product-rules.md#account-deletion-and-data-retention: recommendations are retained 2 years.
export const RECOMMENDATION_RETENTION_DAYS = 730;

// docs/product-rules.md#from-my-cellar: search the catalogue (wines to buy) or the member's own bottles.
export const RECOMMENDATION_SOURCES = ['catalogue', 'cellar'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];
export const RECOMMENDATION_SOURCE_INVALID = "from must be 'catalogue' or 'cellar'";

/** POST /api/recommendations body. */
export const recommendationRequestSchema = z.object({
  query: z
    .string({ error: RECOMMENDATION_QUERY_REQUIRED })
    .trim()
    .min(1, RECOMMENDATION_QUERY_REQUIRED)
    .max(RECOMMENDATION_QUERY_MAX, RECOMMENDATION_QUERY_TOO_LONG),
  from: z.enum(RECOMMENDATION_SOURCES, { error: RECOMMENDATION_SOURCE_INVALID }).default('catalogue'),
});
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;

const budgetValues = BUDGET_RANGES.map((b) => b.value) as [string, ...string[]];
/** What the engine may know of the user: the profile's preferences (all optional). */
export const recommendationPreferencesSchema = z.object({
  preferredWineTypes: z.array(z.enum(PROFILE_WINE_TYPES)).nullable().default(null),
  budgetRange: z.enum(budgetValues).nullable().default(null),
  wineExperienceLevel: z.string().nullable().default(null),
});
export type RecommendationPreferences = z.infer<typeof recommendationPreferencesSchema>;

/** The gateway's message to the ai service: the query plus what identity knows of the user. */
export const recommendationMessageSchema = z.object({
  userId: z.string().min(1),
  query: recommendationRequestSchema.shape.query,
  plan: z.enum(SUBSCRIPTION_PLANS),
  from: recommendationRequestSchema.shape.from,
  preferences: recommendationPreferencesSchema.default({
    preferredWineTypes: null,
    budgetRange: null,
    wineExperienceLevel: null,
  }),
});
export type RecommendationMessage = z.input<typeof recommendationMessageSchema>;

/** "Recommended wine" plus id, producer, confidence and the signals behind the match. */
export const recommendedWineSchema = z.object({
  id: z.string(), // the catalogue wine's stable id
  name: z.string(),
  producer: z.string(),
  type: z.string(),
  region: z.string(),
  vintage: z.string().nullable(), // the catalogue tracks wines, not vintages: null means current release
  description: z.string(),
  priceRange: z.string(), // approximate AUD retail, '$25-30'
  abv: z.string(), // '14.5%'
  rating: z.string(), // our house score out of 5, e.g. '4.3/5' (price tier and ageing potential, not a critic's)
  matchReason: z.string(),
  confidence: z.number().int().min(0).max(100),
  signals: z.array(z.string()),
  variety: z.string(),
  // from the member's cellar only (docs/product-rules.md#from-my-cellar): which item, how many
  // bottles are left, where they are and where the bottle stands in its drinking window
  cellarItemId: z.string().nullable().optional(),
  bottlesLeft: z.number().int().nullable().optional(),
  location: z.string().nullable().optional(),
  // the drinking plan's group; null without a vintage (no window to judge by)
  readiness: z.enum(DRINKING_GROUPS).nullable().optional(),
  // false on a fallback wine to buy when nothing in the cellar suits the request
  inCellar: z.boolean().optional(),
});
export type RecommendedWine = z.infer<typeof recommendedWineSchema>;

export const RECOMMENDATION_ENGINES = ['local', 'openai'] as const;
/**
 * How many bottles a request for a crowd needs (docs/product-rules.md#recommendations): a toast is
 * one glass each, a dinner or party about half a bottle each, a 750 ml bottle pours 5-6 glasses.
 * `people` is null when the request counted bottles ('a case', 'a magnum'); `basis` says the sum.
 */
export const servingsSchema = z.object({
  people: z.number().int().min(1).nullable(),
  bottles: z.number().int().min(1),
  basis: z.string(),
});
export type Servings = z.infer<typeof servingsSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendedWineSchema),
  // what the engine could not do, said plainly: a style the list has none of, fewer fits than the
  // plan's count, or a request that is not about wine, food or an occasion (then no wines)
  message: z.string().nullable().optional(),
  servings: servingsSchema.nullable().optional(),
  // from the cellar when nothing there suits the request: catalogue wines to buy (inCellar false)
  fallback: z.array(recommendedWineSchema).optional(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const recommendationSearchSchema = z.object({
  id: z.string(),
  query: z.string(),
  recommendations: z.array(recommendedWineSchema),
  createdAt: z.string(),
});
export type RecommendationSearch = z.infer<typeof recommendationSearchSchema>;
export const recommendationHistorySchema = z.object({ searches: z.array(recommendationSearchSchema) });
export type RecommendationHistory = z.infer<typeof recommendationHistorySchema>;
export const recommendationHistoryMessageSchema = z.object({ userId: z.string().min(1), page: pageMessageSchema });

/** What the gateway needs of a user to recommend: plan and profile preferences (from identity). */
export const userPreferencesSchema = recommendationPreferencesSchema.extend({
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  profileCompleted: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/**
 * Identity's copy of a user's preferences in the shared Redis, read by the gateway on every search
 * instead of a call to identity. Identity drops it before each write to the user and sets it
 * after, so a reader sees the new value or none (then asks identity); the expiry bounds a copy a
 * failed write left behind.
 */
export const USER_PREFERENCES_CACHE = {
  key: (userId: string) => `identity:user-preferences:${userId}`,
  ttlSeconds: 600,
} as const;
