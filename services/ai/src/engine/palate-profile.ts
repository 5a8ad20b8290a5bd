import type { CellarPalateSignals, FeedbackSignal, PalateProfile, PalateWeight } from '@wine/contracts';
import { findVariety } from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine } from './catalogue';

// How much each kind of signal says about a wine (docs/product-rules.md, Recommendations: your palate).
// A thumbs down says more than a thumbs up: people rarely bother to dislike politely.
export const SIGNAL_WEIGHTS = { up: 1, down: -1.5, saved: 0.4, bottle: 0.2, maxBottles: 5, perStar: 0.6 } as const;
export const STYLE_DIMENSIONS = ['body', 'sweetness', 'oak'] as const;
export type StyleDimension = (typeof STYLE_DIMENSIONS)[number];

/** What the user told us about one catalogue wine, all kinds together. */
export interface WineEvidence {
  entry: CatalogueWine;
  weight: number; // > 0 likes it, < 0 does not
  thumb: FeedbackSignal | null;
  stars: number | null; // the average tasting rating, 1-5
}

/** The palate: per-wine evidence, and weights over varieties, regions, style and price built from it. */
export interface Palate {
  wines: Map<string, WineEvidence>;
  varieties: Map<string, number>; // leading variety id → summed weight
  regions: Map<string, number>; // region id → summed weight
  style: Record<StyleDimension, number>; // -1..1
  priceBand: { min: number; max: number } | null;
  evidence: number; // Σ|weight|: how much the profile knows
  counts: PalateProfile['counts'];
}

const BY_ID = new Map(CATALOGUE.map((e) => [e.wine.id, e]));

/** Builds the palate from the thumbs (the ai service's) and the cellar's saves, bottles and ratings. */
export function buildPalate(thumbs: { wineId: string; signal: FeedbackSignal }[], cellar: CellarPalateSignals): Palate {
  const wines = new Map<string, WineEvidence>();
  const counts = { thumbsUp: 0, thumbsDown: 0, saved: 0, bottles: 0, ratings: 0 };
  const evidenceOf = (wineId: string): WineEvidence | null => {
    const entry = BY_ID.get(wineId);
    if (!entry) return null; // a wine no longer in the catalogue, or the user's own: nothing to learn from
    let found = wines.get(wineId);
    if (!found) wines.set(wineId, (found = { entry, weight: 0, thumb: null, stars: null }));
    return found;
  };
  for (const t of thumbs) {
    const e = evidenceOf(t.wineId);
    if (!e) continue;
    e.thumb = t.signal;
    e.weight += SIGNAL_WEIGHTS[t.signal];
    if (t.signal === 'up') counts.thumbsUp++;
    else counts.thumbsDown++;
  }
  for (const w of cellar.wines) {
    const e = evidenceOf(w.wineId);
    if (!e) continue;
    if (w.saved) {
      e.weight += SIGNAL_WEIGHTS.saved;
      counts.saved++;
    }
    if (w.bottles > 0) {
      e.weight += SIGNAL_WEIGHTS.bottle * Math.min(w.bottles, SIGNAL_WEIGHTS.maxBottles);
      counts.bottles += w.bottles;
    }
    if (w.ratings.length) {
      const stars = w.ratings.reduce((a, b) => a + b, 0) / w.ratings.length;
      e.stars = stars;
      e.weight += SIGNAL_WEIGHTS.perStar * (stars - 3);
      counts.ratings += w.ratings.length;
    }
  }

  const varieties = new Map<string, number>();
  const regions = new Map<string, number>();
  const styleSums = { body: 0, sweetness: 0, oak: 0 };
  let evidence = 0;
  const likedPrices: number[] = [];
  for (const e of wines.values()) {
    if (e.weight === 0) continue;
    const w = e.entry.wine;
    add(varieties, w.varietyIds[0], e.weight);
    if (e.entry.singleRegion) add(regions, w.regionId, e.weight);
    for (const d of STYLE_DIMENSIONS) styleSums[d] += e.weight * (w.structure[d] - 3);
    evidence += Math.abs(e.weight);
    if (e.weight > 0) likedPrices.push(e.entry.priceMid);
  }
  // each dimension's lean, -1..1: a liked light wine and a disliked heavy one both lean lighter
  const style = { body: 0, sweetness: 0, oak: 0 };
  if (evidence > 0) for (const d of STYLE_DIMENSIONS) style[d] = clamp(styleSums[d] / evidence / 2, -1, 1);
  const mid = median(likedPrices);
  const priceBand = mid === null ? null : { min: Math.round(mid * 0.6), max: Math.round(mid * 1.6) };
  return { wines, varieties, regions, style, priceBand, evidence, counts };
}

export function isEmpty(palate: Palate | null | undefined): boolean {
  return !palate || palate.evidence === 0;
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}

/** A summed weight as an affinity, -1..1: two strong signals are most of the way there. */
export function affinity(weight: number | undefined): number {
  return weight ? Math.tanh(weight / 2) : 0;
}

export function varietyName(id: string): string {
  return findVariety(id)?.name ?? id;
}

export function regionName(id: string): string {
  return CATALOGUE.find((e) => e.wine.regionId === id)?.regionName ?? id;
}

const STYLE_WORDS: Record<StyleDimension, [string, string]> = {
  body: ['lighter-bodied', 'fuller-bodied'],
  sweetness: ['drier', 'sweeter'],
  oak: ['less oaky', 'oakier'],
};

function topWeights(map: Map<string, number>, label: (id: string) => string): PalateWeight[] {
  return [...map.entries()]
    .filter(([, w]) => w !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0].localeCompare(b[0]))
    .slice(0, 6)
    .map(([key, w]) => ({ key, label: label(key), weight: round(affinity(w)) }));
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/** The profile as the API shows it: weights, and sentences a person (or a screen reader) can read. */
export function describePalate(palate: Palate): PalateProfile {
  const varieties = topWeights(palate.varieties, varietyName);
  const regions = topWeights(palate.regions, regionName);
  const summary: string[] = [];
  if (isEmpty(palate)) {
    summary.push('We have nothing to go on yet: thumbs, saved wines, bottles and tasting ratings will shape your palate.');
  } else {
    const liked = varieties.filter((v) => v.weight > 0.2).map((v) => v.label);
    const disliked = varieties.filter((v) => v.weight < -0.2).map((v) => v.label);
    if (liked.length) summary.push(`You lean towards ${joinWords(liked.slice(0, 3))}.`);
    if (disliked.length) summary.push(`You tend to pass on ${joinWords(disliked.slice(0, 3))}.`);
    const likedRegions = regions.filter((r) => r.weight > 0.2).map((r) => r.label);
    if (likedRegions.length) summary.push(`Wines from ${joinWords(likedRegions.slice(0, 3))} suit you.`);
    const styles = STYLE_DIMENSIONS.filter((d) => Math.abs(palate.style[d]) >= 0.15).map(
      (d) => STYLE_WORDS[d][palate.style[d] < 0 ? 0 : 1],
    );
    if (styles.length) summary.push(`You prefer ${joinWords(styles)} wines.`);
    if (palate.priceBand) summary.push(`You usually like bottles around $${palate.priceBand.min}–${palate.priceBand.max}.`);
  }
  return {
    counts: palate.counts,
    varieties,
    regions,
    style: { body: round(palate.style.body), sweetness: round(palate.style.sweetness), oak: round(palate.style.oak) },
    priceBand: palate.priceBand,
    summary,
  };
}

export function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
