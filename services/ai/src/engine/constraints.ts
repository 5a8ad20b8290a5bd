import { CATALOGUE, type CatalogueWine, isVariety } from './catalogue';
import type { WineQuery } from './query-understanding';
import { anchorProfile, type AnchorProfile, movedFrom } from './anchor-profile';
import { hasStyle, isSweetRedStyle, type StyleTag } from './wine-styles';
import { BoundedCache } from './bounded-cache';

// The query's hard constraints: which wines satisfy them, and how they are relaxed when none do.

// Hard constraints, least important first: that is the order they are relaxed in when nothing
// in the catalogue satisfies them all. The type asked for is the last to go.
// Exclusions ('anything but Chardonnay') are never relaxed: a wine the request rules out is not shown.
// The dessert rule outlasts the type: 'sparkling for pavlova' gets a sweet wine, never a brut.
export const CONSTRAINTS = [
  'cellar',
  'lowAlcohol',
  'oak',
  'sweetness',
  'region',
  'producer',
  'variety',
  'comparative',
  'budget',
  'type',
  'dessert',
  'style',
  'exclude',
] as const;
export type ConstraintKey = (typeof CONSTRAINTS)[number];
export type Softening = 'state' | 'widened';
export type Relaxation = { key: ConstraintKey; how: Softening | 'dropped' };

export const LOW_ALCOHOL_MAX = 12.5;
// 'low alcohol' against what the colour usually carries: a white at 11% or less (a Hunter Semillon, a
// Moscato), a red at 14% or less (Australian reds mostly run 14.5%)
export function lowAlcoholMax(wine: { wineType: string }): number {
  return wine.wineType === 'Red Wine' ? 14 : 11;
}

/** Does the wine satisfy one hard constraint of the query (possibly softened)? */
export function satisfies(entry: CatalogueWine, q: WineQuery, key: ConstraintKey, how?: Softening): boolean {
  const w = entry.wine;
  switch (key) {
    case 'type':
      if (!q.types.length || q.types.includes(w.wineType)) return true;
      // a sweet red is made sparkling or fortified: still the red asked for (no still red is sweet)
      return q.sweetness === 'sweet' && q.types.includes('Red Wine') && isSweetRedStyle(w);
    case 'variety':
      return !q.varieties.length || q.varieties.some((v) => isVariety(entry, v));
    case 'region':
      if (!q.regions.length && !q.states.length) return true;
      if (how === 'state') {
        const states = new Set([...q.states, ...q.regions.map((r) => regionState(r))]);
        return entry.state !== null && states.has(entry.state);
      }
      if (q.regions.length) return entry.singleRegion && q.regions.includes(w.regionId);
      return entry.state !== null && q.states.includes(entry.state);
    case 'budget': {
      const b = q.budget;
      if (!b) return true;
      const stretch = how === 'widened' ? 1.3 : 1;
      // 'about $25' is no $25-35 bottle: the dearest price a card shows stays within 15% of the sum
      if (b.around !== undefined)
        return (
          entry.priceMid >= (b.min ?? 0) / stretch &&
          entry.priceMid <= (b.max ?? Infinity) * stretch &&
          entry.priceMax <= b.around * 1.15 * stretch
        );
      if (b.max !== undefined && entry.priceMax > b.max * stretch) return false;
      if (b.min !== undefined && entry.priceMin < b.min / stretch) return false;
      return true;
    }
    case 'sweetness': {
      const s = w.structure.sweetness;
      if (q.sweetness === 'sweet') return s >= 3 || (q.types.includes('Red Wine') && isSweetRedStyle(w));
      if (q.sweetness === 'off-dry') return s >= 2 && s <= 3;
      if (q.sweetness === 'dry') return s <= 2;
      return true;
    }
    case 'cellar':
      return q.cellarYears === null || w.ageingYears.max >= q.cellarYears;
    case 'oak':
      return q.maxOak === null || w.structure.oak <= q.maxOak;
    case 'lowAlcohol':
      return !q.lowAlcohol || w.abv <= lowAlcoholMax(w);
    case 'producer':
      return !q.producers.length || q.producers.includes(w.producer);
    case 'dessert':
      // the wine at least as sweet as the dessert (docs/product-rules.md#pairing)
      return q.dessertSweetness === 0 || w.structure.sweetness >= Math.min(4, q.dessertSweetness);
    case 'comparative': {
      const anchor = anchorOf(q);
      if (!anchor || !q.comparative) return true;
      if (!q.types.length && anchor.type && colourOf(entry) !== anchor.type) return false;
      // 'like Wynns Black Label but from Margaret River': with no move, the same grape as the wine named
      if (!q.comparative.moves.length && !q.varieties.length && anchor.varietyIds.length)
        if (!anchor.varietyIds.some((v) => isVariety(entry, v) || entry.wine.varietyIds[0] === v)) return false;
      return movedFrom(entry, anchor, q.comparative.moves);
    }
    case 'style': {
      // 'natural or orange': any of the styles asked for that we list
      const tags = presentTags(q);
      return !tags.length || tags.some((tag) => hasStyle(w, tag));
    }
    case 'exclude':
      return !excluded(entry, q);
  }
}

/** True when the request rules the wine out: a grape, type, region, state, producer or style it excluded. */
export function excluded(entry: CatalogueWine, q: WineQuery): boolean {
  const x = q.exclude;
  const w = entry.wine;
  if (x.varieties.some((v) => isVariety(entry, v) || w.varietyIds[0] === v)) return true;
  if (x.types.includes(w.wineType)) return true;
  // 'no red' rules out a sparkling red too: it is a red wine with bubbles
  if (x.types.includes('Red Wine') && hasStyle(w, 'sparkling-red')) return true;
  if (x.regions.includes(w.regionId)) return true;
  if (entry.state !== null && x.states.includes(entry.state)) return true;
  if (x.producers.includes(w.producer)) return true;
  // an alcohol-free wine only for a request that asks for it, or for less alcohol
  if (hasStyle(w, 'alcohol-free') && !q.styleTags.includes('alcohol-free') && !q.lowAlcohol) return true;
  return q.excludeTags.some((tag) => hasStyle(w, tag));
}

// a sparkling Shiraz is a sparkling wine, whatever its colour: the anchor's type is compared as made
const colourOf = (entry: CatalogueWine) => entry.wine.wineType;

const anchors = new WeakMap<WineQuery, AnchorProfile | null>();
/** The comparative's anchor profile, resolved once per request. */
export function anchorOf(q: WineQuery): AnchorProfile | null {
  if (!q.comparative) return null;
  if (!anchors.has(q)) anchors.set(q, anchorProfile(q.comparative.anchor));
  return anchors.get(q) ?? null;
}

// whether the catalogue lists any wine of a style, read once per style
const LISTED = new Map<StyleTag, boolean>();
const listed = (tag: StyleTag) => {
  if (!LISTED.has(tag))
    LISTED.set(
      tag,
      CATALOGUE.some((e) => hasStyle(e.wine, tag)),
    );
  return LISTED.get(tag)!;
};

/** Styles asked for that the catalogue has at least one wine of (the rest are said to be missing). */
export function presentTags(q: WineQuery): StyleTag[] {
  return q.styleTags.filter(listed);
}
export function missingTags(q: WineQuery): StyleTag[] {
  return q.styleTags.filter((tag) => !listed(tag));
}

function regionState(regionId: string): string {
  return CATALOGUE.find((e) => e.wine.regionId === regionId)?.state ?? '';
}

function present(q: WineQuery, key: ConstraintKey): boolean {
  switch (key) {
    case 'type':
      return q.types.length > 0;
    case 'variety':
      return q.varieties.length > 0;
    case 'region':
      return q.regions.length > 0 || q.states.length > 0;
    case 'budget':
      return q.budget !== null;
    case 'sweetness':
      return q.sweetness !== null;
    case 'cellar':
      return q.cellarYears !== null;
    case 'oak':
      return q.maxOak !== null;
    case 'lowAlcohol':
      return q.lowAlcohol;
    case 'producer':
      return q.producers.length > 0;
    case 'dessert':
      return q.dessertSweetness > 0;
    case 'comparative':
      return anchorOf(q) !== null;
    case 'style':
      return presentTags(q).length > 0;
    case 'exclude':
      return false; // never relaxed
  }
}

/** True when the wine satisfies every hard constraint of the query (the eval's measure). */
export function satisfiesAll(entry: CatalogueWine, q: WineQuery): boolean {
  return CONSTRAINTS.every((key) => satisfies(entry, q, key));
}

function filter(q: WineQuery, relaxed: Relaxation[]): CatalogueWine[] {
  // only the constraints the request sets and nothing dropped, each with its softening, decided
  // once per search rather than once per wine (a constraint the request does not set holds for all)
  const checks: [ConstraintKey, Softening | undefined][] = [];
  for (const key of CONSTRAINTS) {
    const r = relaxed.find((x) => x.key === key);
    if (r?.how === 'dropped' || (key !== 'exclude' && !present(q, key))) continue;
    checks.push([key, r?.how as Softening | undefined]);
  }
  return CATALOGUE.filter((entry) => checks.every(([key, how]) => satisfies(entry, q, key, how)));
}

function softenings(q: WineQuery, key: ConstraintKey): Relaxation[] {
  const steps: Relaxation[] = [];
  if (key === 'region' && q.regions.length) steps.push({ key, how: 'state' });
  if (key === 'budget' && q.budget) steps.push({ key, how: 'widened' });
  steps.push({ key, how: 'dropped' });
  return steps;
}

export interface Candidates {
  wines: readonly CatalogueWine[];
  relaxed: readonly Relaxation[];
}

// The candidates depend on the reading alone (and the catalogue, fixed while the service runs): a
// request read the same way as one before gets its wines from here instead of a pass over the
// catalogue. Keyed on the whole reading, so no field of it can be missed.
const KEPT_CANDIDATES = new BoundedCache<string, Candidates>(200);

/**
 * The wines that satisfy every hard constraint; when none do, the least important constraint is
 * softened or dropped (one at a time first, then cumulatively), and the relaxation is returned so
 * the reason can say so.
 */
export function candidates(q: WineQuery): Candidates {
  const key = JSON.stringify(q);
  let found = KEPT_CANDIDATES.get(key);
  if (!found) KEPT_CANDIDATES.set(key, (found = findCandidates(q)));
  return found;
}

function findCandidates(q: WineQuery): Candidates {
  const all = filter(q, []);
  if (all.length) return { wines: all, relaxed: [] };
  const keys = CONSTRAINTS.filter((k) => present(q, k));
  // a slightly wider budget or the rest of the state first: closest to what was asked
  const gentle = keys.flatMap((key) => softenings(q, key).filter((step) => step.how !== 'dropped'));
  for (const step of [...gentle.filter((x) => x.key === 'budget'), ...gentle.filter((x) => x.key !== 'budget')]) {
    const wines = filter(q, [step]);
    if (wines.length) return { wines, relaxed: [step] };
  }
  for (const key of keys) {
    const step: Relaxation = { key, how: 'dropped' };
    const wines = filter(q, [step]);
    if (wines.length) return { wines, relaxed: [step] };
  }
  const relaxed: Relaxation[] = [];
  for (const key of keys) {
    relaxed.push({ key, how: 'dropped' });
    const wines = filter(q, relaxed);
    if (wines.length) return { wines, relaxed: [...relaxed] };
  }
  return { wines: CATALOGUE.filter((e) => !excluded(e, q)), relaxed };
}
