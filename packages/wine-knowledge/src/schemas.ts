import { z } from 'zod';

// Spec §3: the six wine types, in the product's own words.
export const WINE_TYPES = ['Red Wine', 'White Wine', 'Rosé Wine', 'Sparkling Wine', 'Dessert Wine', 'Fortified Wine'] as const;
export const wineTypeSchema = z.enum(WINE_TYPES);
export type WineType = z.infer<typeof wineTypeSchema>;

export const STATES = ['South Australia', 'New South Wales', 'Victoria', 'Western Australia', 'Tasmania'] as const;
export const stateSchema = z.enum(STATES);
export type AustralianState = z.infer<typeof stateSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug');
const text = z.string().trim().min(3);
const textList = z.array(text).min(1);
/** '$25-35', '$15-$800+', '$150+' */
export const priceRangeSchema = z.string().regex(/^\$\d+(\+|-\$?\d+\+?)$/, 'must look like $25-35, $15-$800+ or $150+');

// Spec §3 "Winery (static)": a famous winery shown inside a region of the guide.
export const famousWinerySchema = z.object({
  name: text,
  specialty: text,
  established: z.string().min(4), // a year, or 'Unknown'
  description: text,
});

// Spec §3 "Wine region (static)".
export const wineRegionSchema = z.object({
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

export const stateGroupSchema = z.object({
  state: stateSchema,
  regions: z.array(wineRegionSchema).min(1),
});
export type StateGroup = z.infer<typeof stateGroupSchema>;

// Spec §3 "Grape variety (static)": type red or white, pink also handled.
export const grapeVarietySchema = z.object({
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

// Spec §3 "Winery (search result)", plus the ids the explorer needs to search by region.
export const NOT_AVAILABLE = 'Not available';
export const UNKNOWN_YEAR = 'Unknown';
export const winerySchema = z.object({
  id: slug,
  wineryName: text,
  regionId: slug,
  region: text, // the region's display name
  establishedYear: z.union([z.string().regex(/^\d{4}$/), z.literal(UNKNOWN_YEAR)]),
  bookingRequired: z.boolean(),
  description: text,
  address: text,
  contactPhone: z.string().min(3), // 'Not available' when not known for certain
  contactEmail: z.string().min(3), // 'Not available' when not known for certain
  websiteUrl: z.string().min(3), // 'Not available' when not known for certain
  cellarDoorHours: z.string().min(3), // 'Not available' when not known
  tastingFees: z.string().min(3), // 'Not available' when not known
  specialtyWines: textList,
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  sources: z.array(text).optional(),
});
export type Winery = z.infer<typeof winerySchema>;

const scale = z.number().int().min(1).max(5);
// A real Australian wine for recommendations and label matching.
export const wineSchema = z.object({
  id: slug,
  producer: text,
  wineName: text, // the label name without the producer, e.g. 'Grange' or 'Polish Hill Riesling'
  variety: text, // variety or blend as written for people, e.g. 'Shiraz Cabernet'
  varietyIds: z.array(slug).min(1), // grape variety ids, main variety first
  wineType: wineTypeSchema,
  regionId: slug,
  // what the label says when the wine is blended across regions: 'South Australia', 'South Eastern Australia'
  labelRegion: text.optional(),
  priceRange: priceRangeSchema, // typical AUD retail, '$25-35' form
  abv: z.number().min(5).max(23), // typical % alcohol
  ageingYears: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  structure: z.object({ body: scale, acidity: scale, tannin: scale, sweetness: scale, oak: scale }),
  tastingNotes: z.string().trim().min(20),
  foodTags: z.array(slug).min(1), // pairing rule ids
  // provenance (issue 9): when the facts were last checked, where they come from; prices are
  // approximate AUD retail ranges, and some names or prices may be stale
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  sources: z.array(text).optional(),
  priceApproximate: z.literal(true).optional(),
  currency: z.literal('AUD').optional(),
  mayBeStale: z.boolean().optional(),
});
export type Wine = z.infer<typeof wineSchema>;

// Spec §3 "Food pairing suggestion" plus the weighted styles the pairing engine scores with.
export const pairingRuleSchema = z.object({
  id: slug, // food category id, referenced by wines' foodTags
  category: text, // display name, e.g. 'Spicy Asian'
  keywords: z.array(z.string().trim().toLowerCase().min(2)).min(3), // words that identify the food in free text
  dishes: textList,
  styles: z
    .array(
      z
        .object({
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
