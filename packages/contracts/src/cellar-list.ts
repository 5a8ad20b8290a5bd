import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './auth';
import { WINE_SOURCES } from './cellar';
import { DRINKING_GROUPS } from './drinking-groups';
import { PAGE_CURSOR_MAX_LENGTH, pageQueryShape, queryText } from './paging';

// GET /api/cellar: find, sort and filter a cellar of hundreds of wines (docs/product-rules.md#finding-wines-in-the-cellar).
export const CELLAR_SORTS = ['added', 'name', 'vintage', 'readiness', 'value', 'location'] as const;
export type CellarSort = (typeof CELLAR_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
// newest first, dearest first; everything else reads from the top of the alphabet or the calendar
export const DEFAULT_ORDER: Record<CellarSort, SortOrder> = {
  added: 'desc',
  name: 'asc',
  vintage: 'asc',
  readiness: 'asc',
  value: 'desc',
  location: 'asc',
};
export const CELLAR_SORT_LABELS: Record<CellarSort, string> = {
  added: 'Date added',
  name: 'Name',
  vintage: 'Vintage',
  readiness: 'Readiness',
  value: 'Value',
  location: 'Location',
};

// 'unknown': no vintage, so no window to plan by
export const CELLAR_READINESS = [...DRINKING_GROUPS, 'unknown'] as const;
export type CellarReadiness = (typeof CELLAR_READINESS)[number];

// a wine's type as the filter names it; a stored type ('Red Wine', 'Rosé', 'Shiraz') reads as one of these
export const WINE_TYPE_KEYS = ['red', 'white', 'rose', 'sparkling', 'dessert', 'fortified', 'other'] as const;
export type WineTypeKey = (typeof WINE_TYPE_KEYS)[number];
export const WINE_TYPE_KEY_LABELS: Record<WineTypeKey, string> = {
  red: 'Red',
  white: 'White',
  rose: 'Rosé',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
  other: 'Other',
};

export const CELLAR_QUERY_MAX = 200;

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }).optional();

/** GET /api/cellar query. Unknown parameters are ignored; a bad value is a 400 naming it. */
export const cellarListQuerySchema = z.object({
  q: queryText('q', CELLAR_QUERY_MAX)
    .optional()
    .transform((q) => q || null),
  sort: oneOf('sort', CELLAR_SORTS).transform((s) => s ?? 'added'),
  order: oneOf('order', SORT_ORDERS),
  type: oneOf('type', WINE_TYPE_KEYS),
  readiness: oneOf('readiness', CELLAR_READINESS),
  location: queryText('location', 200)
    .optional()
    .transform((l) => l || null),
  source: oneOf('source', WINE_SOURCES),
  // 'true': only wines with no bottle left (the Drunk tab); 'false': only wines with bottles left
  drunk: z
    .enum(['true', 'false'], { error: 'drunk must be true or false' })
    .optional()
    .transform((d) => (d === undefined ? undefined : d === 'true')),
  limit: pageQueryShape.limit,
  // the cellar's message carries null for the first page
  cursor: pageQueryShape.cursor.transform((c) => c ?? null),
});
export type CellarListQueryRequest = z.input<typeof cellarListQuerySchema>;
export type CellarListQuery = z.output<typeof cellarListQuerySchema>;

const userId = z.string().min(1);
export const cellarListMessageSchema = z.object({
  userId,
  plan: z.enum(SUBSCRIPTION_PLANS).optional(),
  query: z.object({
    q: z.string().max(CELLAR_QUERY_MAX).nullable(),
    sort: z.enum(CELLAR_SORTS),
    order: z.enum(SORT_ORDERS).optional(),
    type: z.enum(WINE_TYPE_KEYS).optional(),
    readiness: z.enum(CELLAR_READINESS).optional(),
    location: z.string().max(200).nullable(),
    source: z.enum(WINE_SOURCES).optional(),
    drunk: z.boolean().optional(),
    limit: z.number().int().min(1).max(100),
    cursor: z.string().max(PAGE_CURSOR_MAX_LENGTH).nullable(),
  }),
});

export const CURSOR_NOT_VALID = 'cursor is not one this list gave: start from the first page';
export const CURSOR_OTHER_SORT = 'cursor belongs to another sort or order: start from the first page';

/** Lower case without accents, so 'Rosé' finds 'rose' and 'Gewürztraminer' finds 'gewurztraminer'. */
export const foldText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const TYPE_WORDS: [WineTypeKey, RegExp][] = [
  ['sparkling', /sparkling|champagne|prosecco|cava|cremant|fizz/],
  ['fortified', /fortified|\bport\b|sherry|tawny|apera|topaque/],
  ['dessert', /dessert|sweet|botrytis|sticky|late harvest|noble/],
  ['rose', /\brose\b|rosato|rosado/],
  ['red', /\bred\b|rouge|tinto/],
  ['white', /\bwhite\b|blanc\b|bianco/],
];

/** The filter's type of a stored wine type ('Red Wine' → red, 'Rosé Wine' → rose, 'Unknown' → other). */
export function wineTypeKeyOf(wineType: string): WineTypeKey {
  const t = foldText(wineType);
  return TYPE_WORDS.find(([, words]) => words.test(t))?.[0] ?? 'other';
}

/** The query as the cellar receives it (the gateway's parsed CellarListQuery fits it). */
export type CellarQuery = z.infer<typeof cellarListMessageSchema>['query'];
