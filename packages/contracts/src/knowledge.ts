import { z } from 'zod';
import { PROFILE_WINE_TYPES } from './auth';
import { WINERY_NOT_AVAILABLE, WINERY_UNKNOWN_YEAR } from './wineries';

// The curated knowledge base (packages/wine-knowledge/data/*.json) is validated at load with
// these schemas. Records are strict: a misspelt field in the data fails loudly instead of
// being dropped.

// The six wine types, in the product's own words (the same six a profile can prefer).
export const WINE_TYPES = PROFILE_WINE_TYPES;
export const wineTypeSchema = z.enum(WINE_TYPES);
export type WineType = z.infer<typeof wineTypeSchema>;

export const STATES = ['South Australia', 'New South Wales', 'Victoria', 'Western Australia', 'Tasmania'] as const;
export const stateSchema = z.enum(STATES);
export type AustralianState = z.infer<typeof stateSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug');
const text = z.string().trim().min(3);
const textList = z.array(text).min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-01');
/** '$25-35', '$15-$800+', '$150+' */
export const priceRangeSchema = z.string().regex(/^\$\d+(\+|-\$?\d+\+?)$/, 'must look like $25-35, $15-$800+ or $150+');

// Provenance: when the facts were last checked and where they come from.
const provenance = { asOf: isoDate, sources: textList };

// "Winery (static)": a famous winery shown inside a region of the guide (docs/product-rules.md#static-content).
export const famousWinerySchema = z.strictObject({
  name: text,
  specialty: text,
  established: z.string().min(4), // a year, or 'Unknown'
  description: text,
});

// "Wine region (static)" (docs/product-rules.md#static-content).
export const wineRegionSchema = z.strictObject({
  id: slug,
  name: text,
  state: stateSchema,
  description: text,
  climate: text,
  established: text, // text, may contain notes
  signatureVarieties: textList,
  characteristics: textList,
  famousWineries: z.array(famousWinerySchema).min(1),
  foodPairings: textList,
  priceRange: priceRangeSchema,
  bestVintages: z.array(z.string().regex(/^\d{4}$/)).min(1),
});
export type WineRegion = z.infer<typeof wineRegionSchema>;

export const stateGroupSchema = z.strictObject({
  state: stateSchema,
  regions: z.array(wineRegionSchema).min(1),
});
export type StateGroup = z.infer<typeof stateGroupSchema>;

// "Grape variety (static)": type red or white, pink also handled (docs/product-rules.md#static-content).
export const grapeVarietySchema = z.strictObject({
  id: slug,
  name: text,
  type: z.enum(['red', 'white', 'pink']),
  description: text,
  flavourProfile: textList,
  servingTemp: z.string().regex(/^\d{1,2}-\d{1,2}°C$/, 'must look like 16-18°C'),
  agingPotential: text,
  bestRegions: z.array(slug).min(1), // region ids
  foodPairings: textList,
  characteristics: textList,
});
export type GrapeVariety = z.infer<typeof grapeVarietySchema>;

// "Winery (search result)", plus the ids the explorer needs to search by region (docs/product-rules.md#static-content).
// Facts not known for certain read 'Not available' (year: 'Unknown'). Cellar door hours and tasting
// fees change often, so a known value carries when and where it was checked (cellarDoorFacts).
const wineryFields = z.strictObject({
  id: slug,
  wineryName: text,
  regionId: slug,
  region: text, // the region's display name
  establishedYear: z.union([z.string().regex(/^\d{4}$/), z.literal(WINERY_UNKNOWN_YEAR)]),
  bookingRequired: z.boolean(),
  description: text,
  address: text,
  contactPhone: z.string().min(3),
  contactEmail: z.string().min(3),
  websiteUrl: z.string().min(3),
  cellarDoorHours: z.string().min(3),
  tastingFees: z.string().min(3),
  specialtyWines: textList,
  cellarDoorFacts: z.strictObject({ asOf: isoDate, source: text }).optional(),
  ...provenance,
});
export const winerySchema = wineryFields.superRefine((winery, ctx) => {
  const known = [winery.cellarDoorHours, winery.tastingFees].some((v) => v !== WINERY_NOT_AVAILABLE);
  if (known && !winery.cellarDoorFacts)
    ctx.addIssue({ code: 'custom', path: ['cellarDoorFacts'], message: 'known hours or fees need their date and source' });
  if (!known && winery.cellarDoorFacts)
    ctx.addIssue({ code: 'custom', path: ['cellarDoorFacts'], message: 'only for known hours or fees' });
});
export type Winery = z.infer<typeof winerySchema>;

const scale = z.number().int().min(1).max(5);

// How a sparkling wine got its bubbles (docs/product-rules.md#static-content): every sparkling wine has
// one, no still wine does. 'transfer' is bottle-fermented but filtered in tank, so not 'traditional'.
export const SPARKLING_METHODS = ['traditional', 'tank', 'ancestral', 'transfer'] as const;
export const sparklingMethodSchema = z.enum(SPARKLING_METHODS);
export type SparklingMethod = z.infer<typeof sparklingMethodSchema>;

// Styles a wine is sold as, only when true and sourced for that wine (a certification only with
// the certifier's listing or the producer's label).
export const WINE_STYLE_TAGS = [
  'skin-contact',
  'natural',
  'pet-nat',
  'alcohol-free',
  'vegan-certified',
  'organic-certified',
  'botrytis',
  'fortified',
  'sparkling-red',
  'late-harvest',
] as const;
export const wineStyleTagSchema = z.enum(WINE_STYLE_TAGS);
export type WineStyleTag = z.infer<typeof wineStyleTagSchema>;

/** Alcohol-free wine ('dealcoholised') carries at most 0.5% by law; every other wine 5-23%. */
export const ALCOHOL_FREE_MAX_ABV = 0.5;

// A real Australian wine for recommendations and label matching.
const wineFields = z.strictObject({
  id: slug, // stable: saved wines, embeddings and history refer to it
  producer: text,
  wineName: text, // the label name without the producer, e.g. 'Grange' or 'Polish Hill Riesling'
  formerNames: textList.optional(), // names the wine was sold under before, still findable
  variety: text, // variety or blend as written for people, e.g. 'Shiraz Cabernet'
  varietyIds: z.array(slug).min(1), // grape variety ids, main variety first
  wineType: wineTypeSchema,
  regionId: slug, // the region most associated with the wine
  // what the label says when the wine is blended across regions: 'South Australia', 'South Eastern Australia'
  labelRegion: text.optional(),
  priceRange: priceRangeSchema, // typical retail, '$25-35' form
  priceApproximate: z.literal(true), // prices are approximate ranges, never quotes
  currency: z.literal('AUD'),
  abv: z.number().min(0).max(23), // typical % alcohol: 5-23, or 0-0.5 when alcohol-free (checked below)
  ageingYears: z
    .strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) })
    .refine((a) => a.min <= a.max, 'min must not exceed max'),
  structure: z.strictObject({ body: scale, acidity: scale, tannin: scale, sweetness: scale, oak: scale }),
  tastingNotes: z.string().trim().min(20),
  foodTags: z.array(slug).min(1), // pairing rule ids
  mayBeStale: z.boolean(), // the name or price may have changed since asOf
  // a benchmark of its style ('Exceptional'), only with the published ranking that says so
  benchmark: text.optional(),
  benchmarkSource: text.optional(),
  method: sparklingMethodSchema.optional(), // sparkling wines only, and every one of them
  styleTags: z
    .array(wineStyleTagSchema)
    .min(1)
    .refine((tags) => new Set(tags).size === tags.length, 'must not repeat a tag')
    .optional(),
  ...provenance,
});

// Rules across fields: the method belongs to sparkling wines, a tag to the wines it can describe.
export const wineSchema = wineFields.superRefine((wine, ctx) => {
  const issue = (path: string, message: string): void => ctx.addIssue({ code: 'custom', path: [path], message });
  const tags = new Set(wine.styleTags ?? []);
  const sparkling = wine.wineType === 'Sparkling Wine';
  if (sparkling && !wine.method) issue('method', 'a sparkling wine must say its method');
  if (!sparkling && wine.method) issue('method', 'only a sparkling wine has a method');
  if (tags.has('alcohol-free') ? wine.abv > ALCOHOL_FREE_MAX_ABV : wine.abv < 5)
    issue('abv', `must be 5-23, or 0-${ALCOHOL_FREE_MAX_ABV} for an alcohol-free wine`);
  if (tags.has('pet-nat') && wine.method !== 'ancestral') issue('styleTags', "'pet-nat' needs method 'ancestral'");
  if (tags.has('sparkling-red') && !sparkling) issue('styleTags', "'sparkling-red' is for sparkling wines");
  if (tags.has('fortified') !== (wine.wineType === 'Fortified Wine'))
    issue('styleTags', "'fortified' is on every fortified wine and no other");
});
export type Wine = z.infer<typeof wineSchema>;

// "Food pairing suggestion" plus the weighted styles the pairing engine scores with.
export const pairingRuleSchema = z.strictObject({
  id: slug, // food category id, referenced by wines' foodTags
  category: text, // display name, e.g. 'Spicy Asian'
  keywords: z.array(z.string().trim().toLowerCase().min(2)).min(3), // words that identify the food in free text
  dishes: textList,
  styles: z
    .array(
      z
        .strictObject({
          varietyId: slug.optional(),
          wineType: wineTypeSchema.optional(),
          weight: z.number().gt(0).max(1),
        })
        .refine((s) => Boolean(s.varietyId) !== Boolean(s.wineType), 'exactly one of varietyId or wineType'),
    )
    .min(2),
  reason: z.string().trim().min(20), // one sentence a sommelier would give
  servingTemp: z.string().regex(/^\d{1,2}-\d{1,2}°C$/),
  glassType: text,
  decantTime: z.string().min(3).optional(),
});
export type PairingRule = z.infer<typeof pairingRuleSchema>;
