import { z } from 'zod';

// A cellar brought over from CellarTracker or Vivino as a CSV file, in two steps: a preview
// (each row with its catalogue match; nothing stored) and a confirm of the rows the user kept.
// The rules are in docs/product-rules.md (Cellar: import).
export const IMPORT_FORMATS = ['cellartracker', 'vivino'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = { cellartracker: 'CellarTracker', vivino: 'Vivino' };

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
// a preview is kept this long for its confirm
export const IMPORT_PREVIEW_TTL_SECONDS = 60 * 60;
/**
 * The preview's reply over the transport: the rows of a 2 MB file with their matches stay well
 * under this (5,000 rows: ~2 MB); still far below what would overflow a Redis connection (32 MB).
 */
export const IMPORT_PREVIEW_REPLY_MAX_BYTES = 8 * 1024 * 1024;

export const IMPORT_PREMIUM_MESSAGE = 'Cellar import is a Premium feature. Upgrade to Premium to import your cellar.';
export const IMPORT_FILE_REQUIRED_MESSAGE = 'Choose a CSV file to import (multipart field "file")';
export const IMPORT_TOO_LARGE_MESSAGE = 'The file is larger than 2 MB: split it and import each part';
export const IMPORT_TOO_MANY_ROWS_MESSAGE = `The file has more than ${IMPORT_MAX_ROWS} wines: split it and import each part`;
export const IMPORT_PREVIEW_EXPIRED_MESSAGE = 'This import preview has expired or is not yours: choose the file again';
export const IMPORT_NOTHING_TICKED_MESSAGE = 'Tick at least one wine to import';

/** A catalogue wine a row was matched to, with how likely the match is right (0..1). */
export const importMatchSchema = z.object({
  catalogueWineId: z.string(),
  wineName: z.string(),
  wineType: z.string(),
  region: z.string(),
  confidence: z.number(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

/** One wine of the file as the user wrote it, mapped to the cellar's fields. */
export const importRowSchema = z.object({
  // the file's line the row starts on (the header is line 1)
  line: z.number().int(),
  producer: z.string(),
  wineName: z.string(),
  wineType: z.string(),
  varietal: z.string(),
  region: z.string(),
  // a year, 'NV', or null when the file gives none
  vintage: z.string().nullable(),
  quantity: z.number().int(),
  purchasePrice: z.number().nullable(),
  purchaseDate: z.string().nullable(),
  location: z.string(),
  rating: z.string(),
  notes: z.string(),
  // CellarTracker's BeginConsume/EndConsume: the drinking window the member chose ("your window")
  yourWindow: z.object({ start: z.number().int(), end: z.number().int() }).nullable().default(null),
  match: importMatchSchema.nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  importId: z.string(),
  format: z.enum(IMPORT_FORMATS),
  rows: z.array(importRowSchema),
  matched: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/cellar/import body: the preview and the lines of the rows the user kept ticked. */
export const confirmImportSchema = z.object({
  importId: z.string({ error: 'importId is required' }).trim().min(1, 'importId is required').max(100),
  lines: z
    .array(
      z
        .number({ error: 'lines must be line numbers' })
        .int('lines must be line numbers')
        .min(2)
        .max(IMPORT_MAX_ROWS * 20),
      {
        error: 'lines must be a list of the line numbers to import',
      },
    )
    .min(1, IMPORT_NOTHING_TICKED_MESSAGE)
    .max(IMPORT_MAX_ROWS, `lines must list at most ${IMPORT_MAX_ROWS} rows`),
});
export type ConfirmImport = z.infer<typeof confirmImportSchema>;

export const importResultSchema = z.object({ imported: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

// ---- Messages (gateway → cellar, cellar → ai) ----
const userId = z.string().min(1);
// Premium only: the gateway decides (@RequiresPremium), the cellar trusts it
export const importPreviewMessageSchema = z.object({ userId, csv: z.string().max(IMPORT_MAX_BYTES) });
export const importConfirmMessageSchema = z.object({ userId, confirm: confirmImportSchema });

/** What the catalogue matcher reads of a row (the label matcher, given the row's words as the label's lines). */
export const catalogueMatchQuerySchema = z.object({
  producer: z.string().max(200),
  wineName: z.string().max(200),
  varietal: z.string().max(200),
  region: z.string().max(200),
});
export type CatalogueMatchQuery = z.infer<typeof catalogueMatchQuerySchema>;
export const catalogueMatchMessageSchema = z.object({ rows: z.array(catalogueMatchQuerySchema).max(IMPORT_MAX_ROWS) });
export interface CatalogueMatchReply {
  // one per row, in order; null when no catalogue wine is a good enough match
  matches: (ImportMatch | null)[];
}
