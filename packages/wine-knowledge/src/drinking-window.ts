import { findRegion, WINE_REGIONS } from './regions';
import type { GrapeVariety, Wine, WineRegion } from './schemas';
import { findVariety, GRAPE_VARIETIES } from './varieties';
import { plainText } from './text';

/**
 * Drinking window — the formula (README "Bottle analysis"), one for every wine: label analysis
 * uses it for an analysed bottle, the cellar for a saved wine (its drinking plan):
 *
 * 1. Ageing range [a, b] in years after the vintage:
 *    - a catalogue wine: its own `ageingYears` {min, max} (curated per wine);
 *    - otherwise the variety's `agingPotential` from the knowledge base: the first "N-M years"
 *      it states is [a, b]. When the region lists the variety among its signature varieties
 *      (Hunter Valley Semillon, Clare Valley Riesling, Barossa Shiraz…), the variety's own text
 *      names a longer range for its best examples ("Hunter Semillon ages for 10-20 years"), and
 *      the largest figure it names becomes b;
 *    - rosé and non-vintage sparkling are for drinking young: [0, 2]; unknown variety: [1, 5].
 * 2. Optimal drinking: vintage + a to vintage + b (at least one year long).
 * 3. Peak: the middle third of that window, rounded to whole years, at least one year.
 * 4. No vintage read: the wine is assumed two years old (docs/product-rules.md#drinking-window), i.e. vintage = this year − 2.
 */
export interface DrinkingWindow {
  optimalDrinkingStart: number;
  optimalDrinkingEnd: number;
  peakYearsStart: number;
  peakYearsEnd: number;
}

export interface AgeingRange {
  min: number;
  max: number;
}

const YOUNG: AgeingRange = { min: 0, max: 2 };
const UNKNOWN_VARIETY: AgeingRange = { min: 1, max: 5 };

/** All "N-M" and "N years" figures a variety's ageing text names. */
function figures(text: string): { ranges: AgeingRange[]; largest: number } {
  const ranges = [...text.matchAll(/(\d{1,2})\s*[-–]\s*(\d{1,2})\s*years?/g)].map((m) => ({
    min: Number(m[1]),
    max: Number(m[2]),
  }));
  const numbers = [...text.matchAll(/(\d{1,3})\s*(?:years?|\+)/g)].map((m) => Number(m[1]));
  return { ranges, largest: Math.max(0, ...numbers, ...ranges.map((r) => r.max)) };
}

/** Ageing range of a variety in a region, from the knowledge base (step 1 without a catalogue wine). */
export function ageingOf(varietyId: string | null, regionId: string | null, wineType?: string): AgeingRange {
  if (wineType === 'Rosé Wine') return YOUNG;
  const variety: GrapeVariety | undefined = varietyId ? findVariety(varietyId) : undefined;
  if (!variety) return wineType === 'Sparkling Wine' ? YOUNG : UNKNOWN_VARIETY;
  const { ranges, largest } = figures(variety.agingPotential);
  const base = ranges[0] ?? (largest ? { min: Math.max(1, Math.round(largest / 3)), max: largest } : UNKNOWN_VARIETY);
  const region = regionId ? findRegion(regionId) : undefined;
  const signature = region?.signatureVarieties.some((name) => name.toLowerCase() === variety.name.toLowerCase());
  if (signature && largest > base.max) return { min: base.max > 5 ? base.min : Math.max(base.min, base.max), max: largest };
  return base;
}

export function drinkingWindow(vintage: number | null, ageing: AgeingRange, thisYear = new Date().getFullYear()): DrinkingWindow {
  const year = vintage ?? thisYear - 2;
  const start = year + ageing.min;
  const end = Math.max(start + 1, year + ageing.max);
  const span = end - start;
  const peakStart = start + Math.round(span / 3);
  const peakEnd = Math.max(peakStart + 1, start + Math.round((2 * span) / 3));
  return {
    optimalDrinkingStart: start,
    optimalDrinkingEnd: end,
    peakYearsStart: Math.min(peakStart, end - 1),
    peakYearsEnd: Math.min(peakEnd, end),
  };
}

/** The window for a catalogue wine (its curated ageing) or for what the label says. */
export function windowFor(
  wine: Wine | null,
  label: { vintage: number | null; varietyId: string | null; regionId: string | null; wineType?: string },
  thisYear = new Date().getFullYear(),
): DrinkingWindow {
  const ageing = wine ? wine.ageingYears : ageingOf(label.varietyId, label.regionId, label.wineType);
  return drinkingWindow(label.vintage, ageing, thisYear);
}

/** The longest of `names` that `text` mentions as whole words ('Clare Valley Riesling' → Riesling). */
function longestMention<T extends { name: string }>(records: T[], text: string): T | undefined {
  const haystack = ` ${plainText(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return records
    .filter((r) =>
      haystack.includes(
        ` ${plainText(r.name)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()} `,
      ),
    )
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/** The grape variety a wine's own words name, if any. */
export const varietyIn = (text: string): GrapeVariety | undefined => longestMention(GRAPE_VARIETIES, text);
/** The wine region a wine's own words name, if any. */
export const regionIn = (text: string): WineRegion | undefined => longestMention(WINE_REGIONS, text);

/**
 * A wine the user keeps, described in words (a saved wine): its catalogue wine's curated ageing
 * when it has one, else the variety and region its name, type and region name. Null without a
 * vintage year: a non-vintage wine has no window to plan by.
 */
export function windowOfDescribedWine(
  wine: Wine | null,
  described: { vintage: number | null; wineName: string; wineType: string; region: string },
  thisYear = new Date().getFullYear(),
): DrinkingWindow | null {
  if (described.vintage === null) return null;
  const variety = varietyIn(`${described.wineName} ${described.wineType}`);
  const region = regionIn(described.region) ?? regionIn(described.wineName);
  return windowFor(
    wine,
    { vintage: described.vintage, varietyId: variety?.id ?? null, regionId: region?.id ?? null, wineType: described.wineType },
    thisYear,
  );
}
