import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './auth';
import { bottleShape } from './bottles';
import { pageMessageSchema } from './paging';
import { analysedWineShape, labelAlternativeSchema, labelConfidenceSchema, valueBasisSchema, windowBasisSchema } from './photos';
export * from './cellar-limits';

// Calendar months for the analysis quota are counted in the operator's time zone (docs/product-rules.md#quota).
export const QUOTA_TIME_ZONE = 'Australia/Melbourne';

// Texts (docs/product-rules.md#errors).
export const ANALYTICS_PREMIUM_MESSAGE = 'Cellar analytics is a Premium feature. Upgrade to Premium to see it.';
export const SAVED_WINE_NOT_FOUND = 'Saved wine not found';
export const UPLOAD_NOT_FOUND = 'Wine analysis not found';

/** The plan the cellar's limits follow ('premium' or 'free'). */
export type CellarPlan = (typeof SUBSCRIPTION_PLANS)[number];

// 'imported': brought over from a CellarTracker or Vivino file (cellar-import.ts)
export const WINE_SOURCES = ['recommendation', 'uploaded', 'imported'] as const;
export type WineSource = (typeof WINE_SOURCES)[number];

// Bounds: a wine's name or region fits in 200 characters; tasting notes in 5,000.
export const WINE_NAME_MAX = 200;
export const WINE_DESCRIPTION_MAX = 5000;
const SHORT_MAX = 50;

/** A required, trimmed, non-blank text field whose errors name it. */
const requiredText = (field: string, max = WINE_NAME_MAX) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Free text that may be empty or missing (stored as ''). */
const optionalText = (field: string, max = WINE_NAME_MAX) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** Vintage is an optional string; a year given as a number is accepted too. */
const vintageField = z
  .union([z.string(), z.number().int()], { error: 'vintage must be text' })
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null))
  .refine((v) => v === null || v.length <= SHORT_MAX, `vintage must be at most ${SHORT_MAX} characters`);

const catalogueWineIdField = z
  .string({ error: 'catalogueWineId must be text' })
  .trim()
  .max(100, 'catalogueWineId must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/cellar/save body, plus the catalogue wine id that deduplicates saves. */
export const saveWineSchema = z.object({
  wineName: requiredText('wineName'),
  wineType: requiredText('wineType'),
  region: optionalText('region'),
  vintage: vintageField,
  description: optionalText('description', WINE_DESCRIPTION_MAX),
  priceRange: optionalText('priceRange', SHORT_MAX),
  abv: optionalText('abv', SHORT_MAX),
  rating: optionalText('rating', SHORT_MAX),
  source: z.enum(['recommendation', 'uploaded'], { error: "source must be 'recommendation' or 'uploaded'" }),
  catalogueWineId: catalogueWineIdField,
});
export type SaveWineRequest = z.input<typeof saveWineSchema>;
export type SaveWine = z.output<typeof saveWineSchema>;

/** Saved wine (cellar item). */
export const savedWineSchema = z.object({
  id: z.string(),
  wineName: z.string(),
  wineType: z.string(),
  region: z.string(),
  vintage: z.string().nullable(),
  description: z.string(),
  priceRange: z.string(),
  abv: z.string(),
  rating: z.string(),
  source: z.enum(WINE_SOURCES),
  catalogueWineId: z.string().nullable(),
  createdAt: z.string(),
  ...bottleShape,
  // what the member knows besides the spec's fields: the producer and grape an import gave, and the
  // drinking window the member chose (CellarTracker's BeginConsume/EndConsume), which the plan uses
  producer: z.string().default(''),
  grape: z.string().default(''),
  yourWindow: z.object({ start: z.number().int(), end: z.number().int() }).nullable().default(null),
});
export type SavedWine = z.infer<typeof savedWineSchema>;

/** Uploaded wine analysis, plus what the label reader adds (all optional extras). */
export const uploadAnalysisSchema = z.object({
  id: z.string(),
  ...analysedWineShape,
  // an owner-checked gateway route that streams the photo: /api/uploads/:id/image
  imageUrl: z.string(),
  createdAt: z.string(),
  catalogueWineId: z.string().nullable(),
  producer: z.string().nullable(),
  confidence: labelConfidenceSchema.nullable(),
  alternatives: z.array(labelAlternativeSchema),
  // the grape read, and where the window and the value come from; absent on analyses from before them
  grape: z.string().default(''),
  windowBasis: windowBasisSchema.default(null),
  valueBasis: valueBasisSchema.default(null),
  ...bottleShape,
});
export type UploadAnalysis = z.infer<typeof uploadAnalysisSchema>;

/** The cellar's record for the gateway's image route: the analysis plus where its photo lives. */
export type UploadRecord = UploadAnalysis & { photoKey: string };

export const uploadImageUrl = (id: string) => `/api/uploads/${id}/image`;

// The fields of the upload edit form: three labelled required, the rest free text.
const UPLOAD_TEXT_FIELDS = [
  'vintage',
  'optimalDrinkingStart',
  'optimalDrinkingEnd',
  'peakYearsStart',
  'peakYearsEnd',
  'estimatedValue',
  'abv',
] as const;
export const UPLOAD_EDITABLE_FIELDS = ['wineName', 'wineType', 'region', ...UPLOAD_TEXT_FIELDS, 'analysis'] as const;
export type UploadEditableField = (typeof UPLOAD_EDITABLE_FIELDS)[number];

/** PUT /api/uploads/:id body: any of the editable fields; the three required ones not blank. */
export const updateUploadSchema = z
  .object({
    wineName: requiredText('wineName').optional(),
    wineType: requiredText('wineType').optional(),
    region: requiredText('region').optional(),
    vintage: optionalText('vintage', SHORT_MAX).optional(),
    optimalDrinkingStart: optionalText('optimalDrinkingStart', SHORT_MAX).optional(),
    optimalDrinkingEnd: optionalText('optimalDrinkingEnd', SHORT_MAX).optional(),
    peakYearsStart: optionalText('peakYearsStart', SHORT_MAX).optional(),
    peakYearsEnd: optionalText('peakYearsEnd', SHORT_MAX).optional(),
    estimatedValue: optionalText('estimatedValue', SHORT_MAX).optional(),
    abv: optionalText('abv', SHORT_MAX).optional(),
    analysis: optionalText('analysis', WINE_DESCRIPTION_MAX).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: `Nothing to update: send at least one of ${UPLOAD_EDITABLE_FIELDS.join(', ')}`,
  });
export type UpdateUploadRequest = z.input<typeof updateUploadSchema>;
export type UpdateUpload = z.output<typeof updateUploadSchema>;

/** Usage (docs/product-rules.md#quota): visible saved wines and analyses this Melbourne month. */
export const cellarUsageSchema = z.object({ savedWines: z.number().int(), uploadedWines: z.number().int() });
export type CellarUsage = z.infer<typeof cellarUsageSchema>;

// ---- Analytics (docs/product-rules.md#analytics) ----
// The spec's age rule, kept for wines with neither vintage nor window; its answer counts in the
// drinking plan's groups ('ready to drink' and 'peak window' as Drink now, 'cellaring' as Hold).
export const READINESS = ['readyToDrink', 'peakWindow', 'cellaring'] as const;
export type Readiness = (typeof READINESS)[number];
export const READINESS_LABELS: Record<Readiness, string> = {
  readyToDrink: 'Ready to Drink',
  peakWindow: 'Peak Window',
  cellaring: 'Cellaring',
};
export const UNKNOWN_REGION = 'Unknown Region';

// Every figure counts bottles (quantity), not cellar items, except `wines` and the item counts.
export const cellarAnalyticsSchema = z.object({
  totals: z.object({
    // cellar items with at least one bottle left ("Wines")
    wines: z.number().int(),
    // bottles left in the cellar ("Bottles")
    bottles: z.number().int(),
    savedWines: z.number().int(),
    uploadedWines: z.number().int(),
    // AUD: Σ bottles × the catalogue's price midpoint ("Estimated value (catalogue prices)")
    estimatedValue: z.number(),
    // per bottle
    averageValue: z.number(),
  }),
  // bottles by drinking-plan group: the plan's window, the age rule only without vintage and window
  readiness: z.object({
    drinkNow: z.number().int(),
    drinkSoon: z.number().int(),
    hold: z.number().int(),
    pastBest: z.number().int(),
  }),
  regions: z.array(z.object({ region: z.string(), count: z.number().int(), percentage: z.number().int() })),
  types: z.array(z.object({ wineType: z.string(), count: z.number().int(), value: z.number() })),
  vintageDecades: z.array(z.object({ decade: z.string(), count: z.number().int() })),
  // Bottles, not items. Value is quantity × purchase price, or the catalogue's estimate
  // (the price rule above) for bottles without one; `valueEstimated` says some of it is estimated.
  bottles: z.object({
    inCellar: z.number().int(),
    value: z.number(),
    valueEstimated: z.boolean(),
    // "Cellar value (your purchase prices)": Σ bottles × what the member paid, over the bottles with a
    // price entered (`pricedBottles` of them); null when no price was entered
    purchaseValue: z.number().nullable(),
    pricedBottles: z.number().int(),
    // 'YYYY-MM' (Melbourne), oldest first, the last 12 months
    openedPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  }),
});
export type CellarAnalytics = z.infer<typeof cellarAnalyticsSchema>;

// ---- Messages the gateway and the ai-worker send to the cellar (validated again on arrival) ----
const userId = z.string().min(1);
const recordId = z.string().min(1).max(100);
// The plan in identity's user record, when the caller has it (the gateway does): it takes effect
// at once, while the cellar's own copy follows billing.plan.changed a moment later.
const plan = z.enum(SUBSCRIPTION_PLANS).optional();

export const cellarUserMessageSchema = z.object({ userId, plan });
export const saveWineMessageSchema = z.object({ userId, plan, wine: saveWineSchema });
export const cellarItemMessageSchema = z.object({ userId, id: recordId });
export const uploadsListMessageSchema = z.object({ userId, page: pageMessageSchema });
export const updateUploadMessageSchema = z.object({ userId, id: recordId, changes: updateUploadSchema });
export const uploadReserveMessageSchema = z.object({ userId, plan });
// test systems only: the cellar's clock for one user (ISO time), or null for the real time
export const cellarClockMessageSchema = z.object({ userId, now: z.iso.datetime().nullable() });
export const uploadReleaseMessageSchema = z.object({ userId, reservationId: z.string().min(1).max(100) });

/** What the ai-worker writes when an analysis is done (idempotent by reservationId). */
export const uploadCreateMessageSchema = z.object({
  userId,
  reservationId: z.string().min(1).max(100),
  photoKey: z.string().min(1).max(500),
  wineName: requiredText('wineName'),
  wineType: optionalText('wineType'),
  region: optionalText('region'),
  vintage: optionalText('vintage', SHORT_MAX),
  optimalDrinkingStart: optionalText('optimalDrinkingStart', SHORT_MAX),
  optimalDrinkingEnd: optionalText('optimalDrinkingEnd', SHORT_MAX),
  peakYearsStart: optionalText('peakYearsStart', SHORT_MAX),
  peakYearsEnd: optionalText('peakYearsEnd', SHORT_MAX),
  analysis: optionalText('analysis', WINE_DESCRIPTION_MAX),
  estimatedValue: optionalText('estimatedValue', SHORT_MAX),
  abv: optionalText('abv', SHORT_MAX),
  catalogueWineId: catalogueWineIdField,
  producer: z
    .string()
    .trim()
    .max(WINE_NAME_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  confidence: labelConfidenceSchema.nullish().transform((v) => v ?? null),
  alternatives: z
    .array(labelAlternativeSchema)
    .max(3)
    .nullish()
    .transform((v) => v ?? []),
  grape: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v ?? ''),
  windowBasis: windowBasisSchema.optional().transform((v) => v ?? null),
  valueBasis: valueBasisSchema.optional().transform((v) => v ?? null),
});
export type UploadCreateMessage = z.input<typeof uploadCreateMessageSchema>;
export type UploadCreateData = z.output<typeof uploadCreateMessageSchema>;

/** Replies of the cellar's messages. */
export interface SaveWineResult {
  wine: SavedWine;
  // false when the same catalogue wine was already saved: the gateway answers 200, not 201
  created: boolean;
}
export interface UploadReservation {
  reservationId: string;
}
export interface UploadRelease {
  released: true;
}
export interface CellarExport {
  filename: string;
  csv: string;
}
