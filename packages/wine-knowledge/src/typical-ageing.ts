import { z } from 'zod';
import { drinkingWindow, type DrinkingWindow } from './drinking-window';
import { loadRecords } from './load';
import { findVariety } from './varieties';

// "Typical ageing" (data/typical-ageing.json): how long an everyday bottle of a grape is usually
// drunk, in years after its vintage. A label not in the catalogue gets its window only from this
// table, marked "typical for <grape>" (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told); the best examples
// of a grape live longer, which is why the catalogue's own ageing wins whenever a wine is known.
const typicalAgeingSchema = z
  .strictObject({
    varietyId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    readyAfterYears: z.number().int().min(0).max(10),
    drinkByYears: z.number().int().min(1).max(30),
    asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    sources: z.array(z.string().trim().min(3)).min(1),
  })
  .refine((r) => r.drinkByYears > r.readyAfterYears, 'drinkByYears must be after readyAfterYears');
export type TypicalAgeing = z.infer<typeof typicalAgeingSchema>;

export const TYPICAL_AGEING: TypicalAgeing[] = loadRecords('typical-ageing.json', typicalAgeingSchema, (r) => r.varietyId);

const BY_VARIETY = new Map(TYPICAL_AGEING.map((r) => [r.varietyId, r]));
for (const r of TYPICAL_AGEING)
  if (!findVariety(r.varietyId)) throw new Error(`typical-ageing.json: unknown varietyId '${r.varietyId}'`);

/** The typical ageing of a grape, or undefined when the table has none. */
export function typicalAgeingOf(varietyId: string): TypicalAgeing | undefined {
  return BY_VARIETY.get(varietyId);
}

/**
 * The window an everyday bottle of this grape and vintage usually has, with the words that say
 * so ("typical for Fiano"); null without a vintage (nothing to count from) or a grape in the table.
 */
export function typicalWindowFor(
  varietyId: string | null,
  vintage: number | null,
): { window: DrinkingWindow; basis: string } | null {
  if (vintage === null || !varietyId) return null;
  const ageing = typicalAgeingOf(varietyId);
  const variety = findVariety(varietyId);
  if (!ageing || !variety) return null;
  return {
    window: drinkingWindow(vintage, { min: ageing.readyAfterYears, max: ageing.drinkByYears }),
    basis: `typical for ${variety.name}`,
  };
}

// A rosé, sparkling, fortified or sweet wine ages by its making, not its grape: only table wines
// (and Prosecco, named for its grape) take the grape's typical ageing.
const AGES_BY_GRAPE_TYPES = new Set(['Red Wine', 'White Wine']);
const SPARKLING_GRAPES = new Set(['prosecco']);

/** True when a wine of this type and grape ages as its grape typically does. */
export function agesByGrape(wineType: string, varietyId: string | null): boolean {
  return AGES_BY_GRAPE_TYPES.has(wineType) || (varietyId !== null && SPARKLING_GRAPES.has(varietyId));
}
