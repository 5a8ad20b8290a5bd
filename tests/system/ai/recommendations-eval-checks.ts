// Machine checks for the recommendation eval (tests/eval/recommendations/queries.json). A returned wine passes a query when it
// satisfies every hard expectation; the share of passing wines is the eval's score.
import { findRegion, WINES } from '@wine/wine-knowledge';

export interface Expectation {
  types?: string[];
  regions?: string[];
  states?: string[];
  varieties?: string[];
  maxPrice?: number;
  minPrice?: number;
  aroundPrice?: number;
  sweetness?: 'sweet' | 'dry';
  cellarYears?: number;
  relaxed?: boolean;
}
export interface EvalQuery {
  query: string;
  expect: Expectation;
  profile?: { preferredWineTypes?: string[]; budgetRange?: string };
}
export interface ReturnedWine {
  id: string;
  type: string;
  region: string;
  variety: string;
  priceRange: string;
  matchReason: string;
}

const BY_ID = new Map(WINES.map((w) => [w.id, w]));

function prices(range: string): { min: number; max: number } {
  const n = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { min: n[0] ?? 0, max: n.length > 1 ? n[1] : range.includes('+') ? Infinity : n[0] };
}

/** The expectations a wine breaks (empty when it passes). */
export function failures(wine: ReturnedWine, e: Expectation): string[] {
  const out: string[] = [];
  const data = BY_ID.get(wine.id);
  const p = prices(wine.priceRange);
  if (e.types && !e.types.includes(wine.type)) out.push(`type ${wine.type}`);
  if (e.regions && !e.regions.includes(wine.region)) out.push(`region ${wine.region}`);
  if (e.states) {
    const state = data?.labelRegion ?? findRegion(data?.regionId ?? '')?.state;
    if (!state || !e.states.includes(state)) out.push(`state ${state}`);
  }
  // Syrah is Shiraz, Mourvèdre is Mataro: the same grape under another name
  const variety = wine.variety
    .toLowerCase()
    .replace('syrah', 'shiraz')
    .replace(/mourv[eè]dre/, 'mataro');
  if (e.varieties && !e.varieties.some((v) => variety.includes(v.toLowerCase()))) out.push(`variety ${wine.variety}`);
  if (e.maxPrice !== undefined && p.max > e.maxPrice) out.push(`price ${wine.priceRange} > $${e.maxPrice}`);
  if (e.minPrice !== undefined && p.min < e.minPrice) out.push(`price ${wine.priceRange} < $${e.minPrice}`);
  if (e.aroundPrice !== undefined) {
    const mid = (p.min + p.max) / 2;
    if (mid < e.aroundPrice * 0.7 || mid > e.aroundPrice * 1.3) out.push(`price ${wine.priceRange} not around $${e.aroundPrice}`);
  }
  if (e.sweetness && data) {
    const s = data.structure.sweetness;
    if (e.sweetness === 'sweet' ? s < 3 : s > 2) out.push(`sweetness ${s}`);
  }
  if (e.cellarYears !== undefined && data && data.ageingYears.max < e.cellarYears)
    out.push(`ageing ${data.ageingYears.max} years`);
  if (e.relaxed && !/Nothing in our list meets/.test(wine.matchReason)) out.push('relaxation not said');
  return out;
}
