import {
  UNKNOWN_REGION,
  type CellarAnalytics,
  type DrinkingGroup,
  type Readiness,
  type SavedWine,
  type UploadAnalysis,
} from '@wine/contracts';

// Analytics rules, word for word (docs/product-rules.md#analytics):
// - price is the midpoint of a dollar range, 35 when absent or unparsable; uploads fall back to '$30-40'
export const DEFAULT_PRICE = 35;
export const UPLOAD_FALLBACK_PRICE_RANGE = '$30-40';
// - a missing vintage is assumed two years old
export const MISSING_VINTAGE_AGE = 2;
// - 'ready to drink' = white or rosé or age 5+; 'cellaring' = age under 3; otherwise 'peak window'
export const READY_AGE = 5;
export const CELLARING_BELOW_AGE = 3;
export const NON_VINTAGE = 'Non-vintage';
export const UNKNOWN_TYPE = 'Unknown';

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGE = new RegExp(String.raw`\$\s*${NUMBER}\s*(?:-|–|—|to)\s*\$?\s*${NUMBER}`, 'i');
const SINGLE = new RegExp(String.raw`\$\s*${NUMBER}`);

/** Price of one bottle in AUD from a text such as '$25-30'; a single '$45' (or '$150+') is that amount. */
export function priceOf(priceRange: string | null | undefined): number {
  const text = (priceRange ?? '').replace(/,/g, '');
  const range = RANGE.exec(text);
  if (range) return (Number(range[1]) + Number(range[2])) / 2;
  const single = SINGLE.exec(text);
  if (single) return Number(single[1]);
  return DEFAULT_PRICE;
}

/** The vintage year in a text such as '2018' or 'Vintage 2018', or null (NV, blank, nonsense). */
export function vintageYear(vintage: string | null | undefined): number | null {
  const match = /\b(1[89]\d{2}|2\d{3})\b/.exec(vintage ?? '');
  return match ? Number(match[1]) : null;
}

export function ageOf(vintage: string | null | undefined, currentYear: number): number {
  const year = vintageYear(vintage);
  return year === null ? MISSING_VINTAGE_AGE : currentYear - year;
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function isWhiteOrRose(wineType: string): boolean {
  const type = plain(wineType);
  return type.includes('white') || /\brose\b/.test(type);
}

export function readinessOf(wineType: string, vintage: string | null | undefined, currentYear: number): Readiness {
  const age = ageOf(vintage, currentYear);
  if (isWhiteOrRose(wineType) || age >= READY_AGE) return 'readyToDrink';
  if (age < CELLARING_BELOW_AGE) return 'cellaring';
  return 'peakWindow';
}

/** The spec's age rule in the plan's words: ready to drink and peak window are Drink now, cellaring is Hold. */
export const GROUP_OF_AGE_RULE: Record<Readiness, DrinkingGroup> = {
  readyToDrink: 'drinkNow',
  peakWindow: 'drinkNow',
  cellaring: 'hold',
};

/** A cellar item as analytics sees it, whether saved or analysed: `quantity` bottles of one wine. */
export interface Bottle {
  wineType: string;
  region: string;
  vintage: string | null;
  priceRange: string;
  quantity: number;
  purchasePrice: number | null;
  // the drinking plan's group for it, or null when it has neither vintage nor window
  planGroup: DrinkingGroup | null;
}

/** The plan's group of an item (readinessOfItem in drinking-plan), given by the caller: one source of readiness. */
type PlanGroupOf = (item: SavedWine | UploadAnalysis, kind: 'saved' | 'upload') => DrinkingGroup | null;

export const bottleOfSaved = (w: SavedWine, planGroup: DrinkingGroup | null = null): Bottle => ({
  wineType: w.wineType,
  region: w.region,
  vintage: w.vintage,
  priceRange: w.priceRange,
  quantity: w.quantity,
  purchasePrice: w.purchasePrice,
  planGroup,
});

export const bottleOfUpload = (u: UploadAnalysis, planGroup: DrinkingGroup | null = null): Bottle => ({
  wineType: u.wineType,
  region: u.region,
  vintage: u.vintage,
  priceRange: u.estimatedValue.trim() || UPLOAD_FALLBACK_PRICE_RANGE,
  quantity: u.quantity,
  purchasePrice: u.purchasePrice,
  planGroup,
});

/** Readiness of a wine: the plan's group when it has a window, else the spec's age rule in the plan's words. */
export function groupOfBottle(b: Bottle, currentYear: number): DrinkingGroup {
  return b.planGroup ?? GROUP_OF_AGE_RULE[readinessOf(b.wineType, b.vintage, currentYear)];
}

const cents = (n: number) => Math.round(n * 100) / 100;

function decadeOf(vintage: string | null): string {
  const year = vintageYear(vintage);
  return year === null ? NON_VINTAGE : `${Math.floor(year / 10) * 10}s`;
}

const OPENED_MONTHS_SHOWN = 12;

/** The `count` calendar months ('YYYY-MM') up to and including `month`, oldest first. */
export function monthsUpTo(month: string, count: number): string[] {
  const [year, m] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const back = new Date(Date.UTC(year, m - 1 - (count - 1 - i), 1));
    return back.toISOString().slice(0, 7);
  });
}

/**
 * Bottles still in the cellar, their value (what the user paid, or the price rule's
 * estimate when no price was entered) and bottles opened per month over the last year.
 */
export function bottleTotals(
  bottles: Pick<Bottle, 'quantity' | 'priceRange' | 'purchasePrice'>[],
  openedOn: string[],
  currentMonth: string,
): CellarAnalytics['bottles'] {
  let inCellar = 0;
  let value = 0;
  let valueEstimated = false;
  let purchaseValue = 0;
  let pricedBottles = 0;
  for (const b of bottles) {
    if (b.quantity <= 0) continue;
    inCellar += b.quantity;
    value += b.quantity * (b.purchasePrice ?? priceOf(b.priceRange));
    if (b.purchasePrice === null) valueEstimated = true;
    else {
      purchaseValue += b.quantity * b.purchasePrice;
      pricedBottles += b.quantity;
    }
  }
  const opened = new Map(monthsUpTo(currentMonth, OPENED_MONTHS_SHOWN).map((m) => [m, 0]));
  for (const date of openedOn) {
    const month = date.slice(0, 7);
    if (opened.has(month)) opened.set(month, opened.get(month)! + 1);
  }
  return {
    inCellar,
    value: cents(value),
    valueEstimated,
    purchaseValue: pricedBottles ? cents(purchaseValue) : null,
    pricedBottles,
    openedPerMonth: [...opened].map(([month, count]) => ({ month, count })),
  };
}

/**
 * Cellar analytics, per bottle (docs/product-rules.md#analytics): the spec's rules were written when
 * an item was one bottle, so each item counts `quantity` times; items with no bottle left count
 * nothing. Readiness comes from the drinking plan (`planGroupOf`), the age rule only without one.
 */
export function computeAnalytics(
  saved: SavedWine[],
  uploads: UploadAnalysis[],
  currentYear: number,
  opened: { dates: string[]; currentMonth: string } = { dates: [], currentMonth: `${currentYear}-12` },
  planGroupOf: PlanGroupOf = () => null,
): CellarAnalytics {
  const bottles = [
    ...saved.map((w) => bottleOfSaved(w, planGroupOf(w, 'saved'))),
    ...uploads.map((u) => bottleOfUpload(u, planGroupOf(u, 'upload'))),
  ].filter((b) => b.quantity > 0);
  const readiness: Record<DrinkingGroup, number> = { drinkNow: 0, drinkSoon: 0, hold: 0, pastBest: 0 };
  const regions = new Map<string, number>();
  const types = new Map<string, { count: number; value: number }>();
  const decades = new Map<string, number>();
  let total = 0;
  let count = 0;

  for (const b of bottles) {
    const n = b.quantity;
    const value = n * priceOf(b.priceRange);
    count += n;
    total += value;
    readiness[groupOfBottle(b, currentYear)] += n;
    const region = b.region?.trim() || UNKNOWN_REGION;
    regions.set(region, (regions.get(region) ?? 0) + n);
    const type = b.wineType?.trim() || UNKNOWN_TYPE;
    const t = types.get(type) ?? { count: 0, value: 0 };
    types.set(type, { count: t.count + n, value: t.value + value });
    const decade = decadeOf(b.vintage);
    decades.set(decade, (decades.get(decade) ?? 0) + n);
  }

  const byCountThenName =
    <T extends { count: number }>(key: (x: T) => string) =>
    (a: T, b: T) =>
      b.count - a.count || key(a).localeCompare(key(b));

  return {
    totals: {
      wines: bottles.length,
      bottles: count,
      savedWines: saved.length,
      uploadedWines: uploads.length,
      estimatedValue: cents(total),
      averageValue: count ? cents(total / count) : 0,
    },
    readiness,
    regions: [...regions]
      .map(([region, n]) => ({ region, count: n, percentage: Math.round((n / count) * 100) }))
      .sort(byCountThenName((r) => r.region)),
    types: [...types]
      .map(([wineType, t]) => ({ wineType, count: t.count, value: cents(t.value) }))
      .sort(byCountThenName((t) => t.wineType)),
    vintageDecades: [...decades]
      .map(([decade, n]) => ({ decade, count: n }))
      // oldest decade first; non-vintage wines last
      .sort((a, b) => (a.decade === NON_VINTAGE ? 1 : b.decade === NON_VINTAGE ? -1 : a.decade.localeCompare(b.decade))),
    bottles: bottleTotals(bottles, opened.dates, opened.currentMonth),
  };
}
