import { WINES, type Wine } from '@wine/wine-knowledge';

// A label not in the catalogue has no price of its own. Its value is only ever what comparable
// catalogue wines cost (the same grape, or style, and the same region when the label names one),
// marked "comparable wines"; with too few of them there is no value at all
// (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told).

/** AUD from a catalogue price range: '$25-35' → 25..35, '$150+' → 150..(open), '$15-$800+' → 15..800. */
export interface PriceRange {
  low: number;
  high: number;
}

export function priceOf(text: string): PriceRange | null {
  const m = /^\$(\d+)(?:\s*-\s*\$?(\d+))?\+?$/.exec(text.trim());
  if (!m) return null;
  const low = Number(m[1]);
  const high = m[2] ? Number(m[2]) : low;
  return high >= low ? { low, high } : null;
}

/** The price a range stands for when comparing wines: its middle. */
export const middleOf = (range: PriceRange) => (range.low + range.high) / 2;

// the styles a wine's type alone describes well enough to compare prices ('Red Wine' alone does not)
const STYLE_TYPES = new Set(['Sparkling Wine', 'Fortified Wine', 'Dessert Wine', 'Rosé Wine']);
// fewer comparable wines than this make a range of one or two prices: no value
export const MIN_COMPARABLE_WINES = 2;

export interface LabelStyle {
  varietyId: string | null;
  wineType: string;
  regionId: string | null;
}

/** The catalogue wines comparable with what the label says; empty when it says too little to compare. */
export function comparableWines(label: LabelStyle, wines: readonly Wine[] = WINES): Wine[] {
  const sameStyle = label.varietyId
    ? (w: Wine) => w.varietyIds[0] === label.varietyId && (label.wineType === 'Unknown' || w.wineType === label.wineType)
    : STYLE_TYPES.has(label.wineType)
      ? (w: Wine) => w.wineType === label.wineType
      : null;
  if (!sameStyle) return [];
  return wines.filter((w) => sameStyle(w) && (!label.regionId || w.regionId === label.regionId));
}

const nearestRank = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/**
 * What comparable wines cost: the middle third of their prices, in whole $5 ('$20-30'); null when
 * fewer than MIN_COMPARABLE_WINES compare.
 */
export function comparableValue(
  label: LabelStyle,
  wines: readonly Wine[] = WINES,
): { range: PriceRange; text: string; count: number } | null {
  return middleThirdOf(comparableWines(label, wines));
}

/** The middle third of these wines' prices in whole $5; null when fewer than MIN_COMPARABLE_WINES have one. */
export function middleThirdOf(wines: readonly Wine[]): { range: PriceRange; text: string; count: number } | null {
  const prices = wines
    .map((w) => priceOf(w.priceRange))
    .filter((p): p is PriceRange => p !== null)
    .map(middleOf)
    .sort((a, b) => a - b);
  if (prices.length < MIN_COMPARABLE_WINES) return null;
  const low = Math.max(5, Math.floor(nearestRank(prices, 1 / 3) / 5) * 5);
  const high = Math.max(low + 5, Math.ceil(nearestRank(prices, 2 / 3) / 5) * 5);
  return { range: { low, high }, text: `$${low}-${high}`, count: prices.length };
}
