import { UNKNOWN_REGION, type CellarAnalytics, type Readiness, type SavedWine, type UploadAnalysis } from '@wine/contracts';

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

/** One bottle as analytics sees it, whether saved or analysed. */
export interface Bottle {
  wineType: string;
  region: string;
  vintage: string | null;
  priceRange: string;
  quantity: number;
  purchasePrice: number | null;
}

export const bottleOfSaved = (w: SavedWine): Bottle => ({
  wineType: w.wineType,
  region: w.region,
  vintage: w.vintage,
  priceRange: w.priceRange,
  quantity: w.quantity,
  purchasePrice: w.purchasePrice,
});

export const bottleOfUpload = (u: UploadAnalysis): Bottle => ({
  wineType: u.wineType,
  region: u.region,
  vintage: u.vintage,
  priceRange: u.estimatedValue.trim() || UPLOAD_FALLBACK_PRICE_RANGE,
  quantity: u.quantity,
  purchasePrice: u.purchasePrice,
});

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
 * Issue 22: bottles still in the cellar, their value (what the user paid, or the price rule's
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
  for (const b of bottles) {
    if (b.quantity <= 0) continue;
    inCellar += b.quantity;
    value += b.quantity * (b.purchasePrice ?? priceOf(b.priceRange));
    if (b.purchasePrice === null) valueEstimated = true;
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
    openedPerMonth: [...opened].map(([month, count]) => ({ month, count })),
  };
}

export function computeAnalytics(
  saved: SavedWine[],
  uploads: UploadAnalysis[],
  currentYear: number,
  opened: { dates: string[]; currentMonth: string } = { dates: [], currentMonth: `${currentYear}-12` },
): CellarAnalytics {
  const bottles = [...saved.map(bottleOfSaved), ...uploads.map(bottleOfUpload)];
  const readiness: Record<Readiness, number> = { readyToDrink: 0, peakWindow: 0, cellaring: 0 };
  const regions = new Map<string, number>();
  const types = new Map<string, { count: number; value: number }>();
  const decades = new Map<string, number>();
  let total = 0;

  for (const b of bottles) {
    const price = priceOf(b.priceRange);
    total += price;
    readiness[readinessOf(b.wineType, b.vintage, currentYear)] += 1;
    const region = b.region?.trim() || UNKNOWN_REGION;
    regions.set(region, (regions.get(region) ?? 0) + 1);
    const type = b.wineType?.trim() || UNKNOWN_TYPE;
    const t = types.get(type) ?? { count: 0, value: 0 };
    types.set(type, { count: t.count + 1, value: t.value + price });
    const decade = decadeOf(b.vintage);
    decades.set(decade, (decades.get(decade) ?? 0) + 1);
  }

  const byCountThenName =
    <T extends { count: number }>(key: (x: T) => string) =>
    (a: T, b: T) =>
      b.count - a.count || key(a).localeCompare(key(b));

  return {
    totals: {
      bottles: bottles.length,
      savedWines: saved.length,
      uploadedWines: uploads.length,
      estimatedValue: cents(total),
      averageValue: bottles.length ? cents(total / bottles.length) : 0,
    },
    readiness,
    regions: [...regions]
      .map(([region, count]) => ({ region, count, percentage: Math.round((count / bottles.length) * 100) }))
      .sort(byCountThenName((r) => r.region)),
    types: [...types]
      .map(([wineType, t]) => ({ wineType, count: t.count, value: cents(t.value) }))
      .sort(byCountThenName((t) => t.wineType)),
    vintageDecades: [...decades]
      .map(([decade, count]) => ({ decade, count }))
      // oldest decade first; non-vintage wines last
      .sort((a, b) => (a.decade === NON_VINTAGE ? 1 : b.decade === NON_VINTAGE ? -1 : a.decade.localeCompare(b.decade))),
    bottles: bottleTotals(bottles, opened.dates, opened.currentMonth),
  };
}
