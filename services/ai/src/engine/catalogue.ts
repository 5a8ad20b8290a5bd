import { findPlace, GRAPE_VARIETIES, normalise, WINES, type Wine } from '@wine/wine-knowledge';
import { varietyAliases } from './phrases';

/** A catalogue wine with the numbers the engine filters and scores on, computed once. */
export interface CatalogueWine {
  wine: Wine;
  name: string; // 'Penfolds Grange'
  priceMin: number;
  priceMax: number; // Infinity for '$900+'
  priceMid: number;
  regionName: string; // the region the wine is filed under
  displayRegion: string; // what the label says: the region, or e.g. 'South Australia' for a multi-region blend
  state: string | null; // null for 'South Eastern Australia' blends
  singleRegion: boolean; // false for multi-region blends: they satisfy a state, never a region
  varietyText: string; // normalised variety as written
  varieties: ReadonlySet<string>; // the variety ids this wine counts as (see isVariety)
  rating: number; // house score 3.5-4.9
  producerKey: string;
  passage: string; // the text embedded for similarity
}

export function parsePriceRange(range: string): { min: number; max: number } {
  const numbers = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const min = numbers[0] ?? 0;
  if (numbers.length === 1) return { min, max: range.includes('+') ? Infinity : min };
  return { min, max: numbers[1] };
}

const STATE_NAMES = new Set(['South Australia', 'New South Wales', 'Victoria', 'Western Australia', 'Tasmania']);

/**
 * Our house score out of 5, not a critic's: price tier (log scale, $10 → 3.6, $300+ → 4.7) plus
 * ageing potential, a rough proxy for how serious the wine is. Shown as '4.3/5'.
 */
function houseScore(priceMid: number, ageingMax: number): number {
  const price = Math.min(Math.max(priceMid, 8), 400);
  const tier = (Math.log(price) - Math.log(8)) / (Math.log(400) - Math.log(8)); // 0-1
  const ageing = Math.min(ageingMax, 30) / 30;
  return Math.round((3.6 + tier * 1.0 + ageing * 0.25) * 10) / 10;
}

const ALIASES = new Map(GRAPE_VARIETIES.map((v) => [v.id, varietyAliases(v.id, v.name)]));

/**
 * A wine is a given variety when that grape leads the blend or the label names it
 * ('Cabernet Shiraz' is both); a splash in the blend does not count (Grange is not a Cabernet).
 */
function countsAs(wine: Wine, varietyText: string, varietyId: string): boolean {
  if (wine.varietyIds[0] === varietyId) return true;
  return (ALIASES.get(varietyId) ?? []).some((alias) => new RegExp(`(^| )${alias}( |$)`).test(varietyText));
}

export function prepare(wine: Wine): CatalogueWine {
  const { min, max } = parsePriceRange(wine.priceRange);
  const region = findPlace(wine.regionId);
  const regionName = region?.name ?? wine.regionId;
  const labelRegion = wine.labelRegion ?? null;
  const displayRegion = labelRegion ?? regionName;
  const state = labelRegion ? (STATE_NAMES.has(labelRegion) ? labelRegion : null) : (region?.state ?? null);
  const priceMid = Number.isFinite(max) ? (min + max) / 2 : min * 1.2;
  const varietyText = normalise(wine.variety);
  return {
    wine,
    name: `${wine.producer} ${wine.wineName}`,
    priceMin: min,
    priceMax: max,
    priceMid,
    regionName,
    displayRegion,
    state,
    singleRegion: !labelRegion || labelRegion === regionName,
    varietyText,
    varieties: new Set(wine.varietyIds.filter((id) => countsAs(wine, varietyText, id))),
    rating: houseScore(priceMid, wine.ageingYears.max),
    producerKey: normalise(wine.producer),
    passage: `${wine.producer} ${wine.wineName}. ${wine.variety} ${wine.wineType} from ${displayRegion}. ${wine.tastingNotes}`,
  };
}

export const CATALOGUE: CatalogueWine[] = WINES.map(prepare);
export const PRODUCERS: string[] = [...new Set(WINES.map((w) => w.producer))];

/** A wine is the given variety (precomputed: this runs for every candidate on every search). */
export function isVariety(entry: CatalogueWine, varietyId: string): boolean {
  return entry.varieties.has(varietyId);
}
