import { z } from 'zod';
import { pageMessageSchema } from './paging';

// A cellar item is a number of bottles, with where they are and what they cost; opening one
// writes a tasting entry. The rules are in docs/product-rules.md (Cellar: bottles and tastings).
export const BOTTLE_SIZES = [375, 750, 1500] as const;
export type BottleSize = (typeof BOTTLE_SIZES)[number];
export const DEFAULT_BOTTLE_SIZE: BottleSize = 750;
export const MAX_QUANTITY = 999;
export const MAX_PURCHASE_PRICE = 100_000;
export const BOTTLE_LOCATION_MAX = 200;
export const BOTTLE_NOTES_MAX = 5000;
export const TASTING_TEXT_MAX = 200;
// A tasting note is a few paragraphs; the journal of one member is bounded by count and length
// (docs/product-rules.md#tasting-journal).
export const TASTING_NOTE_MAX = 2000;
export const TASTINGS_PER_MEMBER_MAX = 5000;
export const TASTING_JOURNAL_FULL_MESSAGE = `Your tasting journal is full: it keeps at most ${TASTINGS_PER_MEMBER_MAX.toLocaleString('en-AU')} tastings`;
// a wine's name, producer or region (the same bound as a saved wine's)
const WINE_TEXT_MAX = 200;

export const NO_BOTTLES_LEFT_MESSAGE = 'No bottles left to open: set a quantity first';
export const CELLAR_ITEM_NOT_FOUND = 'Cellar item not found';

/** The bottle facts every cellar item carries, saved or analysed. */
export const bottleShape = {
  quantity: z.number().int(),
  // AUD per bottle, as the user entered it
  purchasePrice: z.number().nullable(),
  // YYYY-MM-DD
  purchaseDate: z.string().nullable(),
  location: z.string(),
  size: z.number().int(),
  notes: z.string(),
};
export type BottleFacts = { [K in keyof typeof bottleShape]: z.infer<(typeof bottleShape)[K]> };
export const DEFAULT_BOTTLE: BottleFacts = {
  quantity: 1,
  purchasePrice: null,
  purchaseDate: null,
  location: '',
  size: DEFAULT_BOTTLE_SIZE,
  notes: '',
};

// Control characters (but tab and line breaks) and unpaired surrogates are dropped: they show as
// nothing, and each grows to six characters in JSON.
const CONTROL_CHARACTERS = /(?![\t\n])[\p{Cc}\p{Cs}]/gu;
export const withoutControlCharacters = (v: string): string => v.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(withoutControlCharacters)
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const isoDate = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date written YYYY-MM-DD` })
    .nullish()
    .transform((v) => v ?? null);

export const BOTTLE_EDITABLE_FIELDS = [
  'quantity',
  'purchasePrice',
  'purchaseDate',
  'location',
  'size',
  'notes',
  'wineName',
  'producer',
  'region',
  'vintage',
] as const;

// What the member knows of the wine itself: a vintage entered puts it into the drinking plan.
const VINTAGE_MESSAGE = 'vintage must be a year from 1800 to next year, NV, or empty';
const vintageEdit = z
  .union([z.string(), z.number().int()], { error: VINTAGE_MESSAGE })
  .nullable()
  .transform((v) => (v === null ? '' : String(v).trim()))
  .refine(
    (v) => v === '' || /^nv$/i.test(v) || (/^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= new Date().getFullYear() + 1),
    VINTAGE_MESSAGE,
  )
  .transform((v) => (v === '' ? null : /^nv$/i.test(v) ? 'NV' : v));

/** PATCH /api/cellar/:id body: any of the bottle facts. */
export const updateBottleSchema = z
  .object({
    quantity: z
      .number({ error: `quantity must be a whole number from 0 to ${MAX_QUANTITY}` })
      .int(`quantity must be a whole number from 0 to ${MAX_QUANTITY}`)
      .min(0, `quantity must be a whole number from 0 to ${MAX_QUANTITY}`)
      .max(MAX_QUANTITY, `quantity must be a whole number from 0 to ${MAX_QUANTITY}`)
      .optional(),
    purchasePrice: z
      .number({ error: `purchasePrice must be an amount in AUD from 0 to ${MAX_PURCHASE_PRICE}` })
      .min(0, `purchasePrice must be an amount in AUD from 0 to ${MAX_PURCHASE_PRICE}`)
      .max(MAX_PURCHASE_PRICE, `purchasePrice must be an amount in AUD from 0 to ${MAX_PURCHASE_PRICE}`)
      .transform((v) => Math.round(v * 100) / 100)
      .nullable()
      .optional(),
    purchaseDate: isoDate('purchaseDate').optional(),
    location: text('location', BOTTLE_LOCATION_MAX).optional(),
    size: z.literal(BOTTLE_SIZES, { error: `size must be one of ${BOTTLE_SIZES.join(', ')} (ml)` }).optional(),
    notes: text('notes', BOTTLE_NOTES_MAX).optional(),
    wineName: z
      .string({ error: 'wineName must be text' })
      .trim()
      .min(1, 'wineName must not be empty')
      .max(WINE_TEXT_MAX, `wineName must be at most ${WINE_TEXT_MAX} characters`)
      .optional(),
    producer: text('producer', WINE_TEXT_MAX).optional(),
    region: text('region', WINE_TEXT_MAX).optional(),
    vintage: vintageEdit.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: `Nothing to update: send at least one of ${BOTTLE_EDITABLE_FIELDS.join(', ')}`,
  });
export type UpdateBottleRequest = z.input<typeof updateBottleSchema>;
export type UpdateBottle = z.output<typeof updateBottleSchema>;

const optionalInt = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`)
    .nullish()
    .transform((v) => v ?? null);

/** POST /api/cellar/:id/open body: the tasting entry; everything but the date is optional. */
export const openBottleSchema = z
  .object({
    date: z.iso.date({ error: 'date must be a date written YYYY-MM-DD' }),
    // one personal rating: 1–5 stars or 0–100 points
    stars: optionalInt('stars', 1, 5),
    points: optionalInt('points', 0, 100),
    note: text('note', TASTING_NOTE_MAX),
    occasion: text('occasion', TASTING_TEXT_MAX),
    withWhom: text('withWhom', TASTING_TEXT_MAX),
  })
  .refine((v) => v.stars === null || v.points === null, { message: 'Rate in stars or in points, not both', path: ['points'] });
export type OpenBottleRequest = z.input<typeof openBottleSchema>;
export type OpenBottle = z.output<typeof openBottleSchema>;

export const CELLAR_ITEM_KINDS = ['saved', 'upload'] as const;
export type CellarItemKind = (typeof CELLAR_ITEM_KINDS)[number];

/** One opened bottle, as the journal shows it (the wine's name is kept as it was that day). */
export const tastingSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemKind: z.enum(CELLAR_ITEM_KINDS),
  wineName: z.string(),
  vintage: z.string().nullable(),
  date: z.string(),
  stars: z.number().int().nullable(),
  points: z.number().int().nullable(),
  note: z.string(),
  occasion: z.string(),
  withWhom: z.string(),
  createdAt: z.string(),
});
export type Tasting = z.infer<typeof tastingSchema>;

/** A cellar item's bottle facts after a change, with which list it lives in. */
export const cellarBottleSchema = z.object({
  id: z.string(),
  kind: z.enum(CELLAR_ITEM_KINDS),
  wineName: z.string(),
  ...bottleShape,
});
export type CellarBottle = z.infer<typeof cellarBottleSchema>;

export const openedBottleSchema = z.object({ bottle: cellarBottleSchema, tasting: tastingSchema });
export type OpenedBottle = z.infer<typeof openedBottleSchema>;

// ---- Messages the gateway sends to the cellar ----
const userId = z.string().min(1);
const recordId = z.string().min(1).max(100);
export const updateBottleMessageSchema = z.object({ userId, id: recordId, changes: updateBottleSchema });
export const openBottleMessageSchema = z.object({ userId, id: recordId, tasting: openBottleSchema });
export const tastingsJournalMessageSchema = z.object({ userId, page: pageMessageSchema });
export const itemTastingsMessageSchema = z.object({ userId, id: recordId, page: pageMessageSchema });
