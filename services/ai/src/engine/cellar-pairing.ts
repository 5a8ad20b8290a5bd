import type { CellarPairingItem, RecommendationPreferences, RecommendedWine, Servings } from '@wine/contracts';
import { findPairingRule, isRedGrape, type PairingRule } from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine } from './catalogue';
import { excluded, missingTags, satisfiesAll } from './constraints';
import { clashesOf } from './dish-character';
import { describedWine } from './described-wine';
import { ASK_FOR_WINE } from './answer-notes';
import { nothingSuitsMessage, readinessSentence, specialOccasion } from './cellar-notes';
import { offTopic, recognisedIn, recommendLocally, score, scoreContextOf, toRecommendation } from './local-engine';
import type { Palate } from './palate-profile';
import { withPalate } from './palate-score';
import { pairingFit } from './scorers';
import type { ScoredWine } from './scored-wine';
import { understandQuery, type WineQuery } from './query-understanding';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the member's own bottles ranked for the
// request with the catalogue search's understanding, scorers, palate and reasons; readiness decides
// between bottles that suit it equally.

export interface CellarEngineRequest {
  query: string;
  preferences: RecommendationPreferences;
  limit: number;
  items: CellarPairingItem[];
  palate?: Palate | null;
  /** Catalogue similarity for the fallback wines to buy, when embeddings are up. */
  similarity?: ReadonlyMap<string, number> | null;
}

export interface CellarEngineResult {
  query: WineQuery;
  recommendations: RecommendedWine[];
  message: string | null;
  servings: Servings | null;
  fallback: RecommendedWine[];
}

// A bottle suits a dish when the pairing rules rate its grape or style at least this well, less its clashes.
export const SUITS_DISH = 0.45;
// Without a dish but with a style or occasion: at least this share of what the request could give,
// and no further than this below the best bottle's.
export const SUITS_REQUEST_MIN = 0.35;
export const SUITS_REQUEST_BELOW_BEST = 0.25;
// Between bottles that suit equally, the one ready to drink: a nudge smaller than a real difference in fit.
const READY_BONUS: Record<NonNullable<CellarPairingItem['readiness']>, number> = {
  drinkSoon: 0.06,
  drinkNow: 0.05,
  pastBest: 0.02,
  hold: 0,
};
const FALLBACK_WINES = 3;

const BY_ID = new Map(CATALOGUE.map((e) => [e.wine.id, e]));

export interface CellarCandidate {
  item: CellarPairingItem;
  entry: CatalogueWine;
  matched: boolean;
}

export function candidateOf(item: CellarPairingItem): CellarCandidate | null {
  const known = item.catalogueWineId ? BY_ID.get(item.catalogueWineId) : undefined;
  if (known) return { item, entry: known, matched: true };
  const entry = describedWine(item);
  return entry ? { item, entry, matched: false } : null;
}

/**
 * A still red or white whose grape a rule does not name still fits that rule's colour, at half the
 * weight the rule gives the colour (a Grenache for duck, whose rule names Pinot Noir and Shiraz);
 * the dish's clashes then decide.
 */
function colourFit(entry: CatalogueWine, rule: PairingRule): number {
  const type = entry.wine.wineType;
  if (type !== 'Red Wine' && type !== 'White Wine') return 0;
  const sameColour = rule.styles.filter((s) =>
    s.wineType ? s.wineType === type : s.varietyId ? isRedGrape(s.varietyId) === (type === 'Red Wine') : false,
  );
  return sameColour.length ? 0.5 * Math.max(...sameColour.map((s) => s.weight)) : 0;
}

/**
 * How well the bottle suits the dish named, 0-1, less the dish's clashes: its best pairing fit among
 * the foods the request names (they describe one dish: 'pork and fennel sausages'); a fit by colour
 * alone must hold for every food named (a red 'fits' the salmon of 'salmon sashimi', not the sashimi).
 */
export function dishFit(entry: CatalogueWine, q: WineQuery, clashes: number): number {
  const rules = q.foods.map((id) => findPairingRule(id)).filter((r) => r !== undefined);
  if (!rules.length) return 1;
  const best = Math.max(...rules.map((rule) => pairingFit(entry, rule)));
  const byColour = rules.reduce((sum, rule) => sum + colourFit(entry, rule), 0) / rules.length;
  return Math.max(best, byColour) - 0.5 * clashes;
}

interface Ranked {
  c: CellarCandidate;
  s: ScoredWine;
  suits: boolean;
  share: number; // the share of the request's score it earned, plus its readiness nudge
  rank: number;
}

export function recommendFromCellar(request: CellarEngineRequest): CellarEngineResult {
  const q = understandQuery(request.query);
  const servings = q.servings ? { people: q.servings.people, bottles: q.servings.bottles, basis: q.servings.basis } : null;
  if (offTopic(q)) return { query: q, recommendations: [], message: ASK_FOR_WINE, servings: null, fallback: [] };
  const missing = missingTags(q);
  const ctx = { ...scoreContextOf(q, { preferences: request.preferences, palate: request.palate }, missing), owned: true };
  const special = specialOccasion(q);
  const recognised = recognisedIn(q);
  // a request of hard facts only ('a red', 'a Barossa Shiraz') is suited by every bottle that meets them
  const soft = q.styles.length + q.occasions.length + q.styleTags.length + (q.comparative ? 1 : 0) + (q.sweetness ? 1 : 0);
  // a request that names nothing to match: readiness leads
  const readyWeight = recognised === 0 ? 4 : 1;
  const ranked: Ranked[] = [];
  for (const item of request.items) {
    // never a drunk bottle, even if a caller sent one
    if (item.quantity <= 0) continue;
    const c = candidateOf(item);
    if (!c || excluded(c.entry, q) || !satisfiesAll(c.entry, q)) continue;
    const s = withPalate({ ...score(c.entry, q, ctx), relaxed: [] }, request.palate);
    const clashes = ctx.dish ? clashesOf(c.entry.wine, ctx.dish).reduce((sum, x) => sum + x.severity, 0) : 0;
    const share = s.maxScore > 0 ? s.score / s.maxScore : 0;
    const suits = q.foods.length ? dishFit(c.entry, q, clashes) >= SUITS_DISH : true;
    // for a special occasion a bottle in its Hold window counts as ready: it may be the answer
    const ready = item.readiness ? READY_BONUS[item.readiness === 'hold' && special ? 'drinkNow' : item.readiness] : 0;
    ranked.push({ c, s, suits, share: share + readyWeight * ready, rank: 0 });
  }
  // a style or an occasion asked for: the bottles near the best match suit it, not every one
  if (!q.foods.length && soft > 0) {
    const best = Math.max(0, ...ranked.map((r) => r.share));
    for (const r of ranked) r.suits = r.share >= Math.max(SUITS_REQUEST_MIN, best - SUITS_REQUEST_BELOW_BEST);
  }
  for (const r of ranked) {
    // a bottle still in its Hold window goes below every ready bottle that suits, unless the occasion is special
    const tier = !r.suits ? 0 : r.c.item.readiness === 'hold' && !special ? 1 : 2;
    r.rank = tier * 10 + r.share;
  }
  ranked.sort((a, b) => b.rank - a.rank || b.c.item.quantity - a.c.item.quantity || a.c.item.id.localeCompare(b.c.item.id));
  const top = ranked.filter((r) => r.suits).slice(0, request.limit);
  const anyReadySuits = top.some((r) => r.c.item.readiness !== 'hold');
  const recommendations = top.map((r) => toCellarRecommendation(r, q, recognised, special, anyReadySuits));
  if (recommendations.length) {
    const message =
      recommendations.length < request.limit && request.items.length > recommendations.length
        ? `Only ${recommendations.length} of your bottles ${recommendations.length > 1 ? 'suit' : 'suits'} this, so that is all we show.`
        : null;
    return { query: q, recommendations, message, servings, fallback: [] };
  }
  const fallback = recommendLocally({
    query: request.query,
    preferences: request.preferences,
    limit: Math.min(FALLBACK_WINES, request.limit),
    similarity: request.similarity ?? null,
    palate: request.palate ?? null,
  }).recommendations.map((w) => ({ ...w, inCellar: false, cellarItemId: null, bottlesLeft: null, readiness: null }));
  return {
    query: q,
    recommendations: [],
    message: nothingSuitsMessage(q, request.query, request.items.length),
    servings,
    fallback,
  };
}

function toCellarRecommendation(
  r: Ranked,
  q: WineQuery,
  recognised: number,
  special: boolean,
  anyReadySuits: boolean,
): RecommendedWine {
  const { item } = r.c;
  const rec = toRecommendation(r.s, q, recognised, []);
  const readiness = readinessSentence(item.readiness, special, anyReadySuits);
  return {
    ...rec,
    id: r.c.entry.wine.id,
    name: item.wineName || rec.name,
    producer: item.producer || (r.c.matched ? rec.producer : ''),
    vintage: item.vintage,
    // what the catalogue knows of a matched wine; an unmatched one is only what the member wrote
    description: r.c.matched ? rec.description : '',
    priceRange: r.c.matched ? rec.priceRange : '',
    abv: r.c.matched ? rec.abv : '',
    rating: r.c.matched ? rec.rating : '',
    region: item.region || rec.region,
    matchReason: readiness ? `${rec.matchReason} ${readiness}` : rec.matchReason,
    cellarItemId: item.id,
    bottlesLeft: item.quantity,
    location: item.location,
    readiness: item.readiness,
    inCellar: true,
  };
}
