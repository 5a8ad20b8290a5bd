import type { RecommendationPreferences, RecommendedWine, Servings } from '@wine/contracts';
import { BUDGET_RANGES } from '@wine/contracts';
import { CATALOGUE, PRODUCERS } from './catalogue';
import { dishCharacterOf } from './dish-character';
import { distinctReason, ownSentences } from './distinct-reasons';
import { candidates, missingTags, satisfiesAll } from './constraints';
import { matchReasonOf, pairingSentence, saidOf } from './match-reason';
import type { ScoredWine } from './scored-wine';
import type { Palate } from './palate-profile';
import { withPalate } from './palate-score';
import { registerProducers, styleTargetOf, understandQuery, type WineQuery } from './query-understanding';
import {
  pairingFit,
  type ScoreContext,
  scoreAlternative,
  scoreAmounts,
  scoreComparative,
  scoreFacts,
  scoreOccasion,
  scorePairing,
  scoreProfile,
  scoreQuality,
  scoreSimilarity,
  scoreStillWine,
  scoreStyle,
  Tally,
} from './scorers';
import { ASK_FOR_WINE, messageOf } from './answer-notes';
import { calibrated } from './confidence';
import { trueToWine } from './reason-truth';
import type { StyleTag } from './wine-styles';

registerProducers(PRODUCERS);

export interface EngineRequest {
  query: string;
  preferences: RecommendationPreferences;
  limit: number;
  /** Cosine similarity of each catalogue wine (by id) to the query, when embeddings are up. */
  similarity?: ReadonlyMap<string, number> | null;
  /** The user's palate (thumbs, saves, bottles, ratings): a soft score, see palate/palate-score.ts. */
  palate?: Palate | null;
}

function budgetRangeOf(preferences: RecommendationPreferences): { min: number; max: number; label: string } | null {
  const range = BUDGET_RANGES.find((b) => b.value === preferences.budgetRange);
  if (!range) return null;
  const numbers = [...range.label.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { min: numbers[0], max: numbers[1] ?? Infinity, label: range.label };
}

/** One wine's score for the request: every scorer's points (the cellar's bottles are scored the same way). */
export function score(entry: ScoredWine['entry'], q: WineQuery, ctx: ScoreContext): Omit<ScoredWine, 'relaxed'> {
  const t = new Tally();
  scoreFacts(entry, q, t);
  scoreComparative(entry, q, t);
  scoreAlternative(entry, ctx, t);
  scorePairing(entry, q, ctx, t);
  scoreStyle(entry, q, ctx, t);
  scoreOccasion(entry, q, t);
  scoreProfile(entry, q, ctx, t);
  scoreSimilarity(entry, ctx, t);
  scoreQuality(entry, q, ctx, t);
  scoreStillWine(entry, q, t);
  scoreAmounts(entry, q, t);
  return { entry, score: t.total, maxScore: t.max, bestFood: t.bestFood, signals: t.signals };
}

/**
 * Picks the top wines, no two from one producer unless the query names a producer; for a
 * benchmark intent with no type named, no two of one wine type either (a great Chardonnay or
 * Riesling as well as a Shiraz).
 */
function diverse(scored: ScoredWine[], limit: number, q: WineQuery): ScoredWine[] {
  const picked: ScoredWine[] = [];
  const producers = new Set<string>();
  const types = new Set<string>();
  const acrossStyles = q.benchmark && !q.types.length && !q.varieties.length;
  for (const s of scored) {
    if (picked.length >= limit) break;
    if (!q.producers.length && producers.has(s.entry.producerKey)) continue;
    if (acrossStyles && types.has(s.entry.wine.wineType)) continue;
    picked.push(s);
    producers.add(s.entry.producerKey);
    types.add(s.entry.wine.wineType);
  }
  // a short list of distinct producers is topped up rather than left short
  for (const s of scored) {
    if (picked.length >= limit) break;
    if (!picked.includes(s)) picked.push(s);
  }
  return picked;
}

export interface EngineResult {
  query: WineQuery;
  ranked: ScoredWine[]; // every candidate, best first (the OpenAI engine re-ranks the top 30)
  recommendations: RecommendedWine[];
  message: string | null;
  servings: Servings | null;
  missing: StyleTag[];
}

/** How many things the request said that the engine read (0: it read nothing it can act on). */
export function recognisedIn(q: WineQuery): number {
  return (
    q.foods.length +
    q.styles.length +
    q.occasions.length +
    q.types.length +
    q.varieties.length +
    q.regions.length +
    q.states.length +
    q.producers.length +
    q.styleTags.length +
    (q.budget ? 1 : 0) +
    (q.sweetness ? 1 : 0) +
    (q.cellarYears !== null ? 1 : 0) +
    (q.lowAlcohol ? 1 : 0) +
    (q.comparative ? 1 : 0) +
    (q.servings ? 1 : 0) +
    Object.values(q.exclude).reduce((n, xs) => n + xs.length, 0)
  );
}

// words of an errand that is not ours ('best pizza place', 'book a flight'): a food named in one is no meal to pair
const ELSEWHERE =
  /\b(write me|poem|essay|story|tax|taxes|coffee|cocktails?|height|tall|capital of|how far|who won|who is winning|whos winning|who will win|score|scores|results?|odds|weather|forecast|rain|flights?|hotel|restaurants?|place|places|cafe|recipe|homework|translate|joke|news|mortgage|directions|book a|booking|address|opening hours|phone number|delivery)\b/i;

/** Nonsense or not about wine ('asdfghjkl', 'weather tomorrow'): nothing read and no word of wine. */
export function offTopic(q: WineQuery): boolean {
  if (q.aboutWine) return false;
  return recognisedIn(q) === 0 || (ELSEWHERE.test(q.text) && !q.types.length && !q.varieties.length && !q.styleTags.length);
}

/**
 * A gift or a milestone with no budget named is, from the catalogue, a fine bottle up to about $150
 * (docs/product-rules.md#recommendations); a bottle already in the cellar is not bought, so the
 * cellar's answers keep no such ceiling.
 */
function withGiftCeiling(q: WineQuery): WineQuery {
  if (q.benchmark && !q.budget && !q.producers.length && q.cellarYears === null && !q.comparative)
    q.budget = { max: 150, label: 'up to about $150', fromWords: true };
  return q;
}

// equal scores rank by wine id (localeCompare), looked up rather than compared on every search
const ID_ORDER = new Map(
  [...CATALOGUE].sort((a, b) => a.wine.id.localeCompare(b.wine.id)).map((entry, i) => [entry, i] as const),
);
function byId(a: ScoredWine['entry'], b: ScoredWine['entry']): number {
  const x = ID_ORDER.get(a);
  const y = ID_ORDER.get(b);
  return x !== undefined && y !== undefined ? x - y : a.wine.id.localeCompare(b.wine.id);
}

export function recommendLocally(request: EngineRequest): EngineResult {
  const q = withGiftCeiling(understandQuery(request.query));
  const servings = q.servings ? { people: q.servings.people, bottles: q.servings.bottles, basis: q.servings.basis } : null;
  if (offTopic(q)) return { query: q, ranked: [], recommendations: [], message: ASK_FOR_WINE, servings: null, missing: [] };
  const { wines, relaxed } = candidates(q);
  const missing = missingTags(q);
  const recognised = recognisedIn(q);
  const ctx = scoreContextOf(q, request, missing);
  const ranked = wines
    .map((entry) => withPalate({ ...score(entry, q, ctx), relaxed }, request.palate))
    .sort((a, b) => b.score - a.score || byId(a.entry, b.entry));
  const top = diverse(ranked, request.limit, q);
  const used = new Set<string>();
  const recommendations = top
    .map((s) => {
      const rec = toRecommendation(s, q, recognised, missing);
      // the wine's own structure against the dish, said of this wine by name, before its tasting notes
      const structural = s.bestFood ? pairingSentence(s.entry, s.bestFood, false) : null;
      const alternatives = [...(structural ? [structural, saidOf(s.entry.name, structural)] : []), ...ownSentences(s.entry.wine)];
      const own = alternatives.filter((a) => trueToWine(a, s.entry.wine) === a);
      return { ...rec, matchReason: distinctReason(rec.matchReason, own, used) };
    })
    // cards are ordered by the score they show (docs/product-rules.md#recommendations)
    .sort((a, b) => b.confidence - a.confidence);
  return {
    query: q,
    ranked,
    recommendations,
    message: messageOf(q, recommendations.length, request.limit, relaxed, missing),
    servings,
    missing,
  };
}

/** What every wine is scored against for this request: its style, the profile, the dish. */
export function scoreContextOf(q: WineQuery, request: Omit<EngineRequest, 'query' | 'limit'>, missing: StyleTag[]): ScoreContext {
  const target = styleTargetOf(q);
  const { simLow, simHigh } = similarityRange(request.similarity);
  return {
    target,
    hasStyle: Object.keys(target).length > 0 || q.styles.length > 0,
    preferredTypes: request.preferences.preferredWineTypes ?? [],
    profileBudget: budgetRangeOf(request.preferences),
    similarity: request.similarity ?? null,
    simLow,
    simSpan: Math.max(1e-6, simHigh - simLow),
    fewSignals: recognisedIn(q) <= 1,
    dish: dishCharacterOf(q.foods, q.text),
    missing,
  };
}

// a query's similarities are shared by its searches (embeddings.service.ts): their range is worked out once
const ranges = new WeakMap<ReadonlyMap<string, number>, { simLow: number; simHigh: number }>();
function similarityRange(similarity: ReadonlyMap<string, number> | null | undefined): { simLow: number; simHigh: number } {
  if (!similarity) return { simLow: 0, simHigh: 1 };
  let range = ranges.get(similarity);
  if (!range) {
    const sims = [...similarity.values()];
    range = { simLow: sims.length ? quantile(sims, 0.5) : 0, simHigh: sims.length ? Math.max(...sims) : 1 };
    ranges.set(similarity, range);
  }
  return range;
}

function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * p)];
}

/** The share of the score the wine earned, before calibration (0-100). */
export function rawConfidenceOf(s: ScoredWine, recognised: number): number {
  const share = s.maxScore > 0 ? s.score / s.maxScore : 0;
  let confidence = 40 + 58 * share;
  if (recognised === 0) confidence = Math.min(confidence, 65);
  if (s.relaxed.length) confidence -= 15 * s.relaxed.length;
  return Math.max(5, Math.min(98, confidence));
}

/** The shown score: calibrated on the eval so 80% means about 8 in 10 such cards are accepted. */
export function confidenceOf(s: ScoredWine, recognised: number, missing: StyleTag[] = []): number {
  let shown = calibrated(rawConfidenceOf(s, recognised));
  // a closest alternative to a style we do not list is never a confident match
  if (missing.length) shown = Math.min(shown, 8);
  // a request we read nothing of ('something nice') is a guess
  if (recognised === 0) shown = Math.min(shown, 50);
  return Math.round(Math.max(5, Math.min(97, shown)));
}

export function toRecommendation(s: ScoredWine, q: WineQuery, recognised: number, missing: StyleTag[] = []): RecommendedWine {
  const { entry } = s;
  const w = entry.wine;
  return {
    id: w.id,
    name: entry.name,
    producer: w.producer,
    type: w.wineType,
    region: entry.displayRegion,
    vintage: null,
    description: w.tastingNotes,
    priceRange: w.priceRange,
    abv: `${w.abv}%`,
    rating: `${entry.rating.toFixed(1)}/5`,
    matchReason: matchReasonOf(s, q, missing),
    confidence: confidenceOf(s, recognised, missing),
    signals: s.signals.slice(0, 6),
    variety: w.variety,
  };
}

export { pairingFit, satisfiesAll, understandQuery, type ScoredWine };
