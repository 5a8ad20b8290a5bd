import type { RecommendationPreferences, RecommendedWine } from '@wine/contracts';
import { BUDGET_RANGES } from '@wine/contracts';
import { findPairingRule, findVariety, isRedGrape, type PairingRule, type WineType, withoutAccents } from '@wine/wine-knowledge';
import { type CatalogueWine, isVariety, PRODUCERS } from './catalogue';
import { clashesOf, dishCharacterOf, type DishCharacter, harmonyOf } from './dish-character';
import { distinctReason, ownSentences } from './distinct-reasons';
import { candidates, LOW_ALCOHOL_MAX, satisfies, satisfiesAll } from './constraints';
import { matchReasonOf, pairingSentence, saidOf } from './match-reason';
import type { ScoredWine } from './scored-wine';
import type { Palate } from './palate-profile';
import { withPalate } from './palate-score';
import { registerProducers, styleTargetOf, understandQuery, type WineQuery } from './query-understanding';
import { OCCASIONS, STYLE_WORDS, type StyleKey, type StyleTarget } from './vocabulary';

registerProducers(PRODUCERS);

// Weights of the soft scores. Pairing leads: a food named is the strongest thing a query says.
const WEIGHTS = {
  pairing: 3,
  style: 2,
  occasion: 1.5,
  similarity: 1.5,
  profileType: 0.8,
  profileBudget: 0.8,
  quality: 0.4,
  special: 1,
  around: 0.5,
  varietyLead: 0.4,
  typeHint: 0.8,
  drinkNow: 0.5,
  cellar: 0.5,
  value: 0.6,
  stillWine: 1.5,
  clash: 1.5,
  benchmark: 2.5,
  harmony: 1,
} as const;
const FORTIFIED_GRAPES = new Set(['muscat', 'muscadelle', 'touriga-nacional']);

export interface EngineRequest {
  query: string;
  preferences: RecommendationPreferences;
  limit: number;
  /** Cosine similarity of each catalogue wine (by id) to the query, when embeddings are up. */
  similarity?: Map<string, number> | null;
  /** The user's palate (thumbs, saves, bottles, ratings): a soft score, see palate/palate-score.ts. */
  palate?: Palate | null;
}

function budgetRangeOf(preferences: RecommendationPreferences): { min: number; max: number; label: string } | null {
  const range = BUDGET_RANGES.find((b) => b.value === preferences.budgetRange);
  if (!range) return null;
  const numbers = [...range.label.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { min: numbers[0], max: numbers[1] ?? Infinity, label: range.label };
}

/** How well a wine suits one pairing rule, 0-1: its grape or type among the rule's styles, and our own food tags. */
export function pairingFit(entry: CatalogueWine, rule: PairingRule): number {
  const w = entry.wine;
  let style = 0;
  for (const s of rule.styles) {
    if (s.varietyId && colourMatches(entry, s.varietyId)) {
      // a rosé of a red grape is not the red the rule means
      const asMade = w.wineType === 'Rosé Wine' && isRedGrape(s.varietyId) ? 0.6 : 1;
      if (w.varietyIds[0] === s.varietyId) style = Math.max(style, s.weight * asMade);
      else if (isVariety(entry, s.varietyId)) style = Math.max(style, s.weight * 0.85 * asMade);
      else if (w.varietyIds.includes(s.varietyId)) style = Math.max(style, s.weight * 0.6 * asMade);
    }
    if (s.wineType && s.wineType === w.wineType) style = Math.max(style, s.weight);
  }
  // a sparkling Shiraz is not the Shiraz a steak wants, nor a fortified Muscat the wine for prawns
  if (style > 0 && rule.styles.every((s) => !s.wineType || s.wineType !== w.wineType)) {
    if (w.wineType === 'Sparkling Wine' || w.wineType === 'Fortified Wine' || w.wineType === 'Dessert Wine') style *= 0.5;
  }
  // a wine's own food tags add to its grape's fit, they do not replace it: a Viognier tagged for
  // chicken still ranks below a Chardonnay tagged for it
  if (w.foodTags.includes(rule.id)) return Math.min(1, 0.25 + 0.8 * Math.max(style, 0.6));
  return style * 0.85;
}

/** A white grape named in a red blend ('Shiraz Viognier') does not make the wine a white, nor the reverse. */
function colourMatches(entry: CatalogueWine, varietyId: string): boolean {
  const type = entry.wine.wineType;
  if (type !== 'Red Wine' && type !== 'White Wine') return true;
  return isRedGrape(varietyId) === (type === 'Red Wine');
}

function styleFit(entry: CatalogueWine, target: StyleTarget): number {
  const keys = Object.keys(target) as StyleKey[];
  if (!keys.length) return 0;
  const diff = keys.reduce((sum, k) => sum + Math.abs(entry.wine.structure[k] - (target[k] ?? 3)), 0) / keys.length;
  return Math.max(0, 1 - diff / 3);
}

function colourOf(entry: CatalogueWine): WineType {
  const w = entry.wine;
  if (w.wineType !== 'Sparkling Wine') return w.wineType;
  if (/rose/.test(entry.varietyText) || /rose/i.test(withoutAccents(w.wineName))) return 'Rosé Wine';
  return isRedGrape(w.varietyIds[0]) && !/chardonnay/.test(entry.varietyText) ? 'Red Wine' : 'White Wine';
}

function score(entry: CatalogueWine, q: WineQuery, ctx: ScoreContext): Omit<ScoredWine, 'relaxed'> {
  const w = entry.wine;
  let total = 0;
  let max = 0;
  const signals: string[] = [];
  const addSignal = (s: string) => {
    if (!signals.includes(s)) signals.push(s);
  };

  // facts that satisfied the hard constraints come first among the signals
  if (q.producers.includes(w.producer)) addSignal(w.producer);
  if (q.varieties.some((v) => isVariety(entry, v)))
    addSignal(q.varieties.filter((v) => isVariety(entry, v)).map((v) => findVariety(v)?.name ?? v)[0]);
  if (q.types.includes(w.wineType)) addSignal(w.wineType);
  if (q.regions.includes(w.regionId) && entry.singleRegion) addSignal(entry.regionName);
  else if (entry.state && (q.states.includes(entry.state) || q.regions.length)) {
    if (q.states.includes(entry.state)) addSignal(entry.state);
  }
  if (q.budget && satisfies(entry, q, 'budget')) addSignal(q.budget.label);
  if (q.sweetness && satisfies(entry, q, 'sweetness')) addSignal(q.sweetness);
  if (q.cellarYears !== null && w.ageingYears.max >= q.cellarYears) addSignal(`cellars ${w.ageingYears.max}+ years`);
  if (q.lowAlcohol && w.abv <= LOW_ALCOHOL_MAX) addSignal(`${w.abv}% alcohol`);

  let bestFood: ScoredWine['bestFood'] = null;
  if (q.foods.length) {
    let sum = 0;
    for (const ruleId of q.foods) {
      const rule = findPairingRule(ruleId);
      if (!rule) continue;
      const fit = pairingFit(entry, rule);
      sum += fit;
      if (!bestFood || fit > bestFood.fit) bestFood = { rule, fit, word: q.foodWords[ruleId] ?? rule.category.toLowerCase() };
      if (fit >= 0.6) addSignal(`pairs with ${q.foodWords[ruleId] ?? rule.category.toLowerCase()}`);
    }
    total += WEIGHTS.pairing * (sum / q.foods.length);
    max += WEIGHTS.pairing;
  }
  if (ctx.dish) {
    total -= WEIGHTS.clash * clashesOf(w, ctx.dish).reduce((sum, c) => sum + c.severity, 0);
    total += WEIGHTS.harmony * harmonyOf(w, ctx.dish);
    max += WEIGHTS.harmony;
  }

  if (ctx.hasStyle) {
    let fit = styleFit(entry, ctx.target);
    const varietyWords = q.styles.flatMap((s) => STYLE_WORDS[s].varieties ?? []);
    if (varietyWords.length && varietyWords.includes(w.varietyIds[0])) fit = Math.min(1, fit + 0.25);
    total += WEIGHTS.style * fit;
    max += WEIGHTS.style;
    for (const key of q.styles) {
      const word = STYLE_WORDS[key];
      const dims = Object.entries(word.target) as [StyleKey, number][];
      const fits = dims.length
        ? dims.every(([k, v]) => Math.abs(w.structure[k] - v) <= 1)
        : (word.varieties ?? []).includes(w.varietyIds[0]);
      if (fits) addSignal(word.label);
    }
  }

  if (q.occasions.length) {
    let fit = 0;
    let label = '';
    for (const key of q.occasions) {
      const occasion = OCCASIONS[key];
      const weights = Object.values(occasion.types);
      const typeFit = weights.length ? (occasion.types[w.wineType] ?? 0.15) : 0.6;
      if (typeFit > fit) {
        fit = typeFit;
        label = occasion.label;
      }
    }
    total += WEIGHTS.occasion * fit;
    max += WEIGHTS.occasion;
    if (fit >= 0.6 && label) addSignal(label);
  }

  if (!q.types.length && ctx.preferredTypes.length) {
    const liked = ctx.preferredTypes.includes(w.wineType);
    // a query that says little leaves the profile to speak
    const weight = ctx.fewSignals ? WEIGHTS.profileType * 3 : WEIGHTS.profileType;
    total += weight * (liked ? 1 : 0);
    max += weight;
    if (liked) addSignal(`you enjoy ${w.wineType}`);
  }
  if (!q.budget && ctx.profileBudget) {
    const { min, max: top } = ctx.profileBudget;
    const inside = entry.priceMid >= min && entry.priceMid <= top;
    const near = entry.priceMid >= min * 0.8 && entry.priceMid <= top * 1.2;
    total += WEIGHTS.profileBudget * (inside ? 1 : near ? 0.5 : 0);
    max += WEIGHTS.profileBudget;
    if (inside) addSignal(`fits your ${ctx.profileBudget.label} budget`);
  }

  if (ctx.similarity) {
    const sim = ctx.similarity.get(w.id);
    const weight = ctx.fewSignals ? WEIGHTS.similarity * 1.6 : WEIGHTS.similarity;
    if (sim !== undefined) total += weight * Math.max(0, Math.min(1, (sim - ctx.simLow) / ctx.simSpan));
    max += weight;
  }

  if (q.benchmark) {
    total += WEIGHTS.benchmark * (w.benchmark === 'Exceptional' ? 1 : w.benchmark ? 0.7 : 0);
    max += WEIGHTS.benchmark;
    if (w.benchmark) addSignal(`${w.benchmark} in ${w.benchmarkSource}`);
  }
  const quality = (entry.rating - 3.6) / 1.3;
  total += WEIGHTS.quality * quality + WEIGHTS.special * q.quality * quality;
  max += WEIGHTS.quality + WEIGHTS.special * q.quality;
  // with no budget anywhere, most people mean an everyday bottle, not a $900 icon
  if (!q.budget && !ctx.profileBudget && q.quality === 0 && !q.producers.length) {
    const mid = entry.priceMid;
    total += WEIGHTS.value * (mid < 15 ? 0.6 : mid <= 60 ? 1 : Math.max(0, 60 / mid));
    max += WEIGHTS.value;
  }
  // 'a chardonnay' means the still wine: a sparkling or fortified one only when asked for
  if (q.varieties.length && !q.types.length && !q.sweetness && !q.occasions.length && !FORTIFIED_GRAPES.has(w.varietyIds[0])) {
    if (w.wineType === 'Sparkling Wine' || w.wineType === 'Dessert Wine' || w.wineType === 'Fortified Wine')
      total -= WEIGHTS.stillWine;
    // 'a pinot noir' is the red, not a rosé made from it
    else if (w.wineType === 'Rosé Wine' && q.varieties.some((v) => isRedGrape(v))) total -= WEIGHTS.stillWine;
  }

  if (q.budget?.around !== undefined) {
    total += WEIGHTS.around * Math.max(0, 1 - Math.abs(entry.priceMid - q.budget.around) / q.budget.around);
    max += WEIGHTS.around;
  } else if (q.budget?.fromWords && q.budget.max !== undefined) {
    // 'cheap': the better wines within the ceiling, not simply the cheapest
    total += WEIGHTS.around * Math.min(1, entry.priceMid / q.budget.max);
    max += WEIGHTS.around;
  }
  if (q.varieties.length) {
    total += WEIGHTS.varietyLead * (q.varieties.includes(w.varietyIds[0]) ? 1 : 0);
    max += WEIGHTS.varietyLead;
  }
  if (q.typeHints.length) {
    const hinted = q.typeHints.includes(colourOf(entry));
    total += WEIGHTS.typeHint * (hinted ? 1 : 0);
    max += WEIGHTS.typeHint;
  }
  if (q.drinkNow) {
    total += WEIGHTS.drinkNow * (w.ageingYears.min <= 2 ? 1 : 0.2);
    max += WEIGHTS.drinkNow;
  }
  if (q.cellarYears !== null) {
    total += WEIGHTS.cellar * Math.min(1, w.ageingYears.max / Math.max(q.cellarYears * 2, 1));
    max += WEIGHTS.cellar;
  }
  return { entry, score: total, maxScore: max, bestFood, signals };
}

interface ScoreContext {
  target: StyleTarget;
  hasStyle: boolean;
  preferredTypes: string[];
  profileBudget: { min: number; max: number; label: string } | null;
  similarity: Map<string, number> | null;
  simLow: number;
  simSpan: number;
  fewSignals: boolean;
  dish: DishCharacter | null;
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
}

export function recommendLocally(request: EngineRequest): EngineResult {
  const q = understandQuery(request.query);
  const { wines, relaxed } = candidates(q);
  const target = styleTargetOf(q);
  const sims = request.similarity ? [...request.similarity.values()] : [];
  const simLow = sims.length ? quantile(sims, 0.5) : 0;
  const simHigh = sims.length ? Math.max(...sims) : 1;
  const recognised =
    q.foods.length +
    q.styles.length +
    q.occasions.length +
    q.types.length +
    q.varieties.length +
    q.regions.length +
    q.states.length +
    (q.budget ? 1 : 0);
  const ctx: ScoreContext = {
    target,
    hasStyle: Object.keys(target).length > 0 || q.styles.length > 0,
    preferredTypes: request.preferences.preferredWineTypes ?? [],
    profileBudget: budgetRangeOf(request.preferences),
    similarity: request.similarity ?? null,
    simLow,
    simSpan: Math.max(1e-6, simHigh - simLow),
    fewSignals: recognised <= 1,
    dish: dishCharacterOf(q.foods, q.text),
  };
  const ranked = wines
    .map((entry) => withPalate({ ...score(entry, q, ctx), relaxed }, request.palate))
    .sort((a, b) => b.score - a.score || a.entry.wine.id.localeCompare(b.entry.wine.id));
  const top = diverse(ranked, request.limit, q);
  const used = new Set<string>();
  const recommendations = top.map((s) => {
    const rec = toRecommendation(s, q, recognised);
    // the wine's own structure against the dish, said of this wine by name, before its tasting notes
    const structural = s.bestFood ? pairingSentence(s.entry, s.bestFood, false) : null;
    const alternatives = structural ? [structural, saidOf(s.entry.name, structural)] : [];
    return { ...rec, matchReason: distinctReason(rec.matchReason, [...alternatives, ...ownSentences(s.entry.wine)], used) };
  });
  return { query: q, ranked, recommendations };
}

function quantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * p)];
}

export function confidenceOf(s: ScoredWine, recognised: number): number {
  const share = s.maxScore > 0 ? s.score / s.maxScore : 0;
  let confidence = 40 + 58 * share;
  if (recognised === 0) confidence = Math.min(confidence, 65);
  if (s.relaxed.length) confidence -= 15 * s.relaxed.length;
  return Math.max(15, Math.min(98, Math.round(confidence)));
}

export function toRecommendation(s: ScoredWine, q: WineQuery, recognised: number): RecommendedWine {
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
    matchReason: matchReasonOf(s, q),
    confidence: confidenceOf(s, recognised),
    signals: s.signals.slice(0, 6),
    variety: w.variety,
  };
}

export { satisfiesAll, understandQuery, type ScoredWine };
