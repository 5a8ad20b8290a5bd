import { z } from 'zod';

// Image rules from docs/product-rules.md#images: JPG, PNG or WebP, at most 10 MB, checked by content.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
// A 12 MP phone photo is 12 million pixels; 40 MP leaves room for any real camera while a
// decompression bomb (a small file that decodes to gigapixels) is refused before decoding.
export const MAX_IMAGE_PIXELS = 40_000_000;

// Texts for bottle photo uploads (docs/product-rules.md#images).
export const INVALID_IMAGE_MESSAGE = 'Please upload an image file (JPG, PNG, or WebP).';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image smaller than 10MB.';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'Please upload a smaller image (at most 40 megapixels).';
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze wine. Please try again.';

export const photoEnqueueSchema = z.object({
  photoId: z.string().min(1),
  userId: z.string().min(1),
  objectKey: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().positive().max(MAX_IMAGE_BYTES),
  // the cellar's quota reservation this analysis uses; released if the analysis finally fails
  reservationId: z.string().min(1),
});
export type PhotoEnqueue = z.infer<typeof photoEnqueueSchema>;

export const photoGetSchema = z.object({ photoId: z.string().min(1), userId: z.string().min(1) });

/** Where a bottle analysis is, in the words the progress bar shows. */
export const ANALYSIS_STAGES = ['queued', 'reading', 'matching', 'saving', 'done', 'failed'] as const;
export const analysisStageSchema = z.enum(ANALYSIS_STAGES);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

/** 0..1 per label field: how sure the engine is of what it read or matched. */
export const labelConfidenceSchema = z.object({
  producer: z.number().min(0).max(1),
  wine: z.number().min(0).max(1),
  variety: z.number().min(0).max(1),
  region: z.number().min(0).max(1),
  vintage: z.number().min(0).max(1),
});
export type LabelConfidence = z.infer<typeof labelConfidenceSchema>;

/** Another catalogue wine the label could be, for the user to pick with one click. */
export const labelAlternativeSchema = z.object({
  catalogueWineId: z.string(),
  producer: z.string(),
  wineName: z.string(),
  wineType: z.string(),
  region: z.string(),
  abv: z.string(),
  estimatedValue: z.string(),
  score: z.number().min(0).max(1),
});
export type LabelAlternative = z.infer<typeof labelAlternativeSchema>;

/** Uploaded wine analysis: the fields the label reader fills and the user edits. */
export const analysedWineShape = {
  wineName: z.string(),
  wineType: z.string(),
  region: z.string(),
  vintage: z.string(),
  optimalDrinkingStart: z.string(),
  optimalDrinkingEnd: z.string(),
  peakYearsStart: z.string(),
  peakYearsEnd: z.string(),
  analysis: z.string(),
  estimatedValue: z.string(),
  abv: z.string(),
};

/**
 * Where an analysis's drinking window and value come from (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told):
 * the catalogue wine the label was matched to, or for a label we do not know, the grape's typical
 * ageing ("typical for Fiano") and comparable catalogue wines. Null: none was given (the fields
 * are empty), or the member typed their own.
 */
export const WINDOW_FROM_CATALOGUE = 'catalogue';
export const VALUE_FROM_CATALOGUE = 'catalogue';
export const VALUE_FROM_COMPARABLE_WINES = 'comparable wines';
export const windowBasisSchema = z
  .union([z.literal(WINDOW_FROM_CATALOGUE), z.string().regex(/^typical for \S.{0,59}$/)])
  .nullable();
export const valueBasisSchema = z.enum([VALUE_FROM_CATALOGUE, VALUE_FROM_COMPARABLE_WINES]).nullable();
export type WindowBasis = z.infer<typeof windowBasisSchema>;
export type ValueBasis = z.infer<typeof valueBasisSchema>;
/** What the label reader adds to the spec's fields: the grape it read ('' for none) and the two bases. */
export const labelReadingShape = {
  grape: z.string().max(60),
  windowBasis: windowBasisSchema,
  valueBasis: valueBasisSchema,
};

/** What the worker reads from a bottle photo: the analysis fields plus how sure it is. */
export const labelAnalysisSchema = z.object({
  ...analysedWineShape,
  ...labelReadingShape,
  catalogueWineId: z.string().nullable(),
  producer: z.string(),
  confidence: labelConfidenceSchema,
  alternatives: z.array(labelAlternativeSchema).max(3),
});
export type LabelAnalysis = z.infer<typeof labelAnalysisSchema>;
