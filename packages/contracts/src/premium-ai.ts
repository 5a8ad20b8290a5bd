import { z } from 'zod';

// Premium AI: wine-list questions and meal/menu photo pairing.

// Texts.
export const WINE_MENU_REQUIRED_MESSAGE = 'Please upload a menu image and enter your question.';
export const WINE_MENU_PREMIUM_MESSAGE = 'Upgrade to Premium to analyze wine menus';
export const MEAL_PAIRING_PREMIUM_MESSAGE = 'Upgrade to Premium to analyze meal and menu photos';
export const MENU_UNREADABLE_MESSAGE = 'We could not read a menu in this photo. Please try again with a clearer image.';
// A question is a sentence or two; the same ceiling as a text search.
export const WINE_MENU_QUESTION_MAX = 500;
export const MEAL_DESCRIPTION_MAX = 500;

export const MEAL_ANALYSIS_TYPES = ['meal', 'menu'] as const;
export type MealAnalysisType = (typeof MEAL_ANALYSIS_TYPES)[number];
export const MEAL_ANALYSIS_TYPE_MESSAGE = "analysisType must be 'meal' or 'menu'";

/** One wine the answer recommends, quoting the wine-list line it came from. */
export const wineMenuPickSchema = z.object({
  menuLine: z.string(),
  price: z.string(), // as the answer shows it: '$16 glass · $75 bottle'
  matchReason: z.string(),
  confidence: z.number().int().min(0).max(100),
  // beyond the four fields: what the UI needs to show the pick
  wineName: z.string(),
  section: z.string().nullable(),
  glassPrice: z.number().nullable(),
  bottlePrice: z.number().nullable(),
  // set only when nothing on the list meets the question: what of it this nearest option breaks
  // ('not by the glass', 'over $90'); a pick without it meets every hard part of the question
  breaks: z.array(z.string()).optional(),
});
export type WineMenuPick = z.infer<typeof wineMenuPickSchema>;

/** A wine-list entry as read from the photo. */
export const wineMenuEntrySchema = z.object({
  menuLine: z.string(),
  section: z.string().nullable(),
  glassPrice: z.number().nullable(),
  bottlePrice: z.number().nullable(),
});

/** POST /api/analyze-wine-menu: 'analysis (text)', plus the ranked picks and the list as read. */
export const wineMenuAnalysisSchema = z.object({
  analysis: z.string(),
  picks: z.array(wineMenuPickSchema),
  entries: z.array(wineMenuEntrySchema),
});
export type WineMenuAnalysis = z.infer<typeof wineMenuAnalysisSchema>;

/** "Meal pairing result" recommendation, plus what the Save button needs. */
export const mealPairingRecommendationSchema = z.object({
  wineName: z.string(),
  producer: z.string(),
  region: z.string(),
  wineType: z.string(),
  vintage: z.string().nullable(),
  confidence: z.number().int().min(0).max(100),
  priceRange: z.string(),
  matchReason: z.string(),
  // beyond the spec: the catalogue wine, for saving it to the cellar
  catalogueWineId: z.string(),
  description: z.string(),
  abv: z.string(),
  rating: z.string(),
  variety: z.string(),
  dish: z.string().nullable(), // the dish this wine is for (menus list several)
});
export type MealPairingRecommendation = z.infer<typeof mealPairingRecommendationSchema>;

/** POST /api/analyze-meal-pairing: "Meal pairing result". */
export const mealPairingResultSchema = z.object({
  cuisineType: z.string(),
  cookingMethod: z.string(),
  recognizedFood: z.array(z.string()),
  mainIngredients: z.array(z.string()),
  recommendations: z.array(mealPairingRecommendationSchema),
  // the local engine cannot recognise a dish in a photo: the user confirms or types it, then re-pairs
  needsConfirmation: z.boolean(),
  // offline, dishes to confirm with one tap: food printed in the photo (a menu, a packet), then recent searches'
  suggestedDishes: z.array(z.string()).optional(),
});
export type MealPairingResult = z.infer<typeof mealPairingResultSchema>;

// Gateway → ai messages: the photo is in MinIO, the gateway has already checked plan and image.
export const wineMenuMessageSchema = z.object({
  userId: z.string().min(1),
  objectKey: z.string().min(1),
  question: z.string().trim().min(1, WINE_MENU_REQUIRED_MESSAGE).max(WINE_MENU_QUESTION_MAX),
});
export type WineMenuMessage = z.infer<typeof wineMenuMessageSchema>;

// A meal may come as a typed dish alone (the photo field is optional); a menu always needs its photo.
export const MEAL_PAIRING_INPUT_MESSAGE = "Please add a photo of your meal or the menu, or type what's on the plate.";
export const mealPairingMessageSchema = z
  .object({
    userId: z.string().min(1),
    objectKey: z.string().min(1).optional(),
    analysisType: z.enum(MEAL_ANALYSIS_TYPES, { error: MEAL_ANALYSIS_TYPE_MESSAGE }),
    description: z.string().trim().max(MEAL_DESCRIPTION_MAX).optional(),
  })
  .refine((m) => m.objectKey || (m.analysisType === 'meal' && m.description), MEAL_PAIRING_INPUT_MESSAGE);
export type MealPairingMessage = z.infer<typeof mealPairingMessageSchema>;
