import type { RecommendationPreferences, RecommendedWine } from '@wine/contracts';
import { BUDGET_RANGES } from '@wine/contracts';
import { findPairingRule, findVariety, type PairingRule, type WineType } from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine, isVariety, PRODUCERS } from './catalogue';
import { distinctReason, ownSentences } from './distinct-reasons';
import type { Palate } from './palate/palate-profile';
import { withPalate } from './palate/palate-score';
import { registerProducers, styleTargetOf, understandQuery, type WineQuery } from './query-understanding';
import { OCCASIONS, STYLE_WORDS, type StyleKey, type StyleTarget } from './vocabulary';

registerProducers(PRODUCERS);

// Hard constraints, least important first: that is the order they are relaxed in when nothing
// in the catalogue satisfies them all (issue 9). The type asked for is the last to go.
export const CONSTRAINTS = ['cellar', 'lowAlcohol', 'sweetness', 'region', 'producer', 'variety', 'budget', 'type'] as const;
export type ConstraintKey = (typeof CONSTRAINTS)[number];
type Softening = 'state' | 'widened';
type Relaxation = { key: ConstraintKey; how: Softening | 'dropped' };

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
} as const;
const FORTIFIED_GRAPES = new Set(['muscat', 'muscadelle', 'touriga-nacional']);

const LOW_ALCOHOL_MAX = 12.5;

export interface EngineRequest {
  query: string;
  preferences: RecommendationPreferences;
  limit: number;
  /** Cosine similarity of each catalogue wine (by id) to the query, when embeddings are up. */
  similarity?: Map<string, number> | null;
  /** The user's palate (thumbs, saves, bottles, ratings): a soft score, see palate/palate-score.ts. */
  palate?: Palate | null;
}

export interface ScoredWine {
  entry: CatalogueWine;
  score: number;
  maxScore: number;
  bestFood: { rule: PairingRule; fit: number; word: string } | null;
  signals: string[];
  relaxed: Relaxation[];
}

function budgetRangeOf(preferences: RecommendationPreferences): { min: number; max: number; label: string } | null {
  const range = BUDGET_RANGES.find((b) => b.value === preferences.budgetRange);
  if (!range) return null;
  const numbers = [...range.label.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { min: numbers[0], max: numbers[1] ?? Infinity, label: range.label };
}

/** Does the wine satisfy one hard constraint of the query (possibly softened)? */
function satisfies(entry: CatalogueWine, q: WineQuery, key: ConstraintKey, how?: Softening): boolean {
  const w = entry.wine;
  switch (key) {
    case 'type':
      return !q.types.length || q.types.includes(w.wineType);
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
      if (b.around !== undefined)
        return entry.priceMid >= (b.min ?? 0) / stretch && entry.priceMid <= (b.max ?? Infinity) * stretch;
      if (b.max !== undefined && entry.priceMax > b.max * stretch) return false;
      if (b.min !== undefined && entry.priceMin < b.min / stretch) return false;
      return true;
    }
    case 'sweetness': {
      const s = w.structure.sweetness;
      if (q.sweetness === 'sweet') return s >= 3;
      if (q.sweetness === 'off-dry') return s >= 2 && s <= 3;
      if (q.sweetness === 'dry') return s <= 2;
      return true;
    }
    case 'cellar':
      return q.cellarYears === null || w.ageingYears.max >= q.cellarYears;
    case 'lowAlcohol':
      return !q.lowAlcohol || w.abv <= LOW_ALCOHOL_MAX;
    case 'producer':
      return !q.producers.length || q.producers.includes(w.producer);
  }
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
    case 'lowAlcohol':
      return q.lowAlcohol;
    case 'producer':
      return q.producers.length > 0;
  }
}

/** True when the wine satisfies every hard constraint of the query (the eval's measure). */
export function satisfiesAll(entry: CatalogueWine, q: WineQuery): boolean {
  return CONSTRAINTS.every((key) => satisfies(entry, q, key));
}

function filter(q: WineQuery, relaxed: Relaxation[]): CatalogueWine[] {
  return CATALOGUE.filter((entry) =>
    CONSTRAINTS.every((key) => {
      const r = relaxed.find((x) => x.key === key);
      if (r?.how === 'dropped') return true;
      return satisfies(entry, q, key, r?.how as Softening | undefined);
    }),
  );
}

function softenings(q: WineQuery, key: ConstraintKey): Relaxation[] {
  const steps: Relaxation[] = [];
  if (key === 'region' && q.regions.length) steps.push({ key, how: 'state' });
  if (key === 'budget' && q.budget) steps.push({ key, how: 'widened' });
  steps.push({ key, how: 'dropped' });
  return steps;
}

/**
 * The wines that satisfy every hard constraint; when none do, the least important constraint is
 * softened or dropped (one at a time first, then cumulatively), and the relaxation is returned so
 * the reason can say so.
 */
function candidates(q: WineQuery): { wines: CatalogueWine[]; relaxed: Relaxation[] } {
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
  return { wines: CATALOGUE, relaxed };
}

/** How well a wine suits one pairing rule, 0-1: its grape or type among the rule's styles, and our own food tags. */
export function pairingFit(entry: CatalogueWine, rule: PairingRule): number {
  const w = entry.wine;
  let style = 0;
  for (const s of rule.styles) {
    if (s.varietyId && w.varietyIds[0] === s.varietyId) style = Math.max(style, s.weight);
    else if (s.varietyId && isVariety(entry, s.varietyId)) style = Math.max(style, s.weight * 0.85);
    else if (s.varietyId && w.varietyIds.includes(s.varietyId)) style = Math.max(style, s.weight * 0.6);
    if (s.wineType && s.wineType === w.wineType) style = Math.max(style, s.weight);
  }
  // a sparkling Shiraz is not the Shiraz a steak wants, nor a fortified Muscat the wine for prawns
  if (style > 0 && rule.styles.every((s) => !s.wineType || s.wineType !== w.wineType)) {
    if (w.wineType === 'Sparkling Wine' || w.wineType === 'Fortified Wine' || w.wineType === 'Dessert Wine') style *= 0.5;
  }
  const tagged = w.foodTags.includes(rule.id);
  if (tagged) return Math.min(1, Math.max(style, 0.75) + 0.25);
  return style * 0.85;
}

function styleFit(entry: CatalogueWine, target: StyleTarget): number {
  const keys = Object.keys(target) as StyleKey[];
  if (!keys.length) return 0;
  const diff = keys.reduce((sum, k) => sum + Math.abs(entry.wine.structure[k] - (target[k] ?? 3)), 0) / keys.length;
  return Math.max(0, 1 - diff / 3);
}

const RED_GRAPES = new Set([
  'shiraz',
  'cabernet-sauvignon',
  'pinot-noir',
  'grenache',
  'mataro',
  'merlot',
  'cabernet-franc',
  'malbec',
  'durif',
  'tempranillo',
  'sangiovese',
  'nebbiolo',
  'petit-verdot',
  'touriga-nacional',
]);

function colourOf(entry: CatalogueWine): WineType {
  const w = entry.wine;
  if (w.wineType !== 'Sparkling Wine') return w.wineType;
  if (/rose/.test(entry.varietyText) || /rose/i.test(w.wineName.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    return 'Rosé Wine';
  return RED_GRAPES.has(w.varietyIds[0]) && !/chardonnay/.test(entry.varietyText) ? 'Red Wine' : 'White Wine';
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
    else if (w.wineType === 'Rosé Wine' && q.varieties.some((v) => RED_GRAPES.has(v))) total -= WEIGHTS.stillWine;
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
}

/** Picks the top wines, no two from one producer unless the query names a producer. */
function diverse(scored: ScoredWine[], limit: number, q: WineQuery): ScoredWine[] {
  const picked: ScoredWine[] = [];
  const producers = new Set<string>();
  for (const s of scored) {
    if (picked.length >= limit) break;
    if (!q.producers.length && producers.has(s.entry.producerKey)) continue;
    picked.push(s);
    producers.add(s.entry.producerKey);
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
    const alternatives = structural ? [structural, structural.replace(/^Its /, `${s.entry.name}’s `)] : [];
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

// ------------------------------------------------------------------ the sommelier's reason

function bodyWord(entry: CatalogueWine): string {
  const b = entry.wine.structure.body;
  return b >= 5 ? 'full-bodied' : b === 4 ? 'generous' : b === 3 ? 'medium-bodied' : 'light';
}

/** Why the wine suits the food: the rule's own reason for its leading style, else from the wine's structure. */
function pairingSentence(
  entry: CatalogueWine,
  food: { rule: PairingRule; fit: number; word: string },
  ruleReason = true,
): string {
  const w = entry.wine;
  const s = w.structure;
  const dish = food.word;
  const top = [...food.rule.styles].sort((a, b) => b.weight - a.weight)[0];
  const isTopStyle = (top.varietyId && top.varietyId === w.varietyIds[0]) || (top.wineType && top.wineType === w.wineType);
  if (ruleReason && isTopStyle && w.wineType !== 'Sparkling Wine') return food.rule.reason;
  if (w.wineType === 'Sparkling Wine') return `The bubbles and fresh acidity scrub the palate clean between bites of ${dish}.`;
  if (w.wineType === 'Dessert Wine' || w.wineType === 'Fortified Wine') {
    return s.sweetness >= 4
      ? `It is at least as sweet as ${dish}, so the dish never makes the wine taste thin, and its richness carries the flavours through.`
      : `Its nutty, mellow richness mirrors the deep flavours of ${dish}.`;
  }
  if (w.wineType === 'Rosé Wine')
    return `A dry rosé has the freshness of a white and enough red-fruit depth to meet ${dish} halfway.`;
  if (s.sweetness >= 2 && /(spicy|thai|indian|chinese|korean|vietnamese|mexican)/.test(food.rule.id))
    return `A touch of fruit sweetness cools the chilli in ${dish} while the aromatics carry the spice.`;
  if (w.wineType === 'Red Wine' && s.tannin >= 4)
    return `Its firm tannins and ${bodyWord(entry)} fruit stand up to ${dish}, and the richness of the food softens the wine in turn.`;
  if (w.wineType === 'Red Wine')
    return `Its supple tannins and bright fruit sit comfortably with ${dish} without overpowering it.`;
  if (s.acidity >= 4) return `Its bright acidity cuts through ${dish} and keeps every mouthful fresh.`;
  if (s.oak >= 3) return `Its creamy, ${bodyWord(entry)} texture matches the richness of ${dish}.`;
  return `Its ${bodyWord(entry)} weight and fresh fruit suit ${dish}.`;
}

function styleSentence(entry: CatalogueWine, q: WineQuery): string | null {
  const labels = q.styles.map((k) => STYLE_WORDS[k].label);
  if (!labels.length) return null;
  const fitting = fittingStyleLabels(entry, labels);
  if (!fitting.length) return null;
  const variety = entry.wine.variety;
  return `${capitalise(joinWords(fitting))} as you asked: this ${variety} shows ${structureWords(entry)}.`;
}

function fittingStyleLabels(entry: CatalogueWine, labels: string[]): string[] {
  return [...new Set(labels)].filter((label) => {
    const key = Object.keys(STYLE_WORDS).find((k) => STYLE_WORDS[k].label === label)!;
    const word = STYLE_WORDS[key];
    const dims = Object.entries(word.target) as [StyleKey, number][];
    return dims.length
      ? dims.every(([k, v]) => Math.abs(entry.wine.structure[k] - v) <= 1)
      : (word.varieties ?? []).includes(entry.wine.varietyIds[0]);
  });
}

function structureWords(entry: CatalogueWine): string {
  const st = entry.wine.structure;
  const parts: string[] = [];
  parts.push(st.acidity >= 4 ? 'bright acidity' : st.acidity <= 2 ? 'soft acidity' : 'balanced acidity');
  if (entry.wine.wineType === 'Red Wine')
    parts.push(st.tannin >= 4 ? 'firm tannins' : st.tannin <= 2 ? 'silky tannins' : 'supple tannins');
  parts.push(st.oak >= 4 ? 'plenty of oak' : st.oak <= 1 ? 'no obvious oak' : 'a light touch of oak');
  return joinWords(parts);
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function occasionSentence(entry: CatalogueWine, q: WineQuery): string | null {
  for (const key of q.occasions) {
    const occasion = OCCASIONS[key];
    const fit = occasion.types[entry.wine.wineType] ?? 0;
    if (Object.keys(occasion.types).length && fit < 0.5) continue;
    if (entry.wine.wineType === 'Sparkling Wine')
      return `Bubbles are the natural choice ${occasion.label}, and this one has the quality to mark it properly.`;
    if (entry.wine.wineType === 'Rosé Wine') return `A chilled, dry rosé is hard to beat ${occasion.label}.`;
    if (entry.wine.wineType === 'Fortified Wine' || entry.wine.wineType === 'Dessert Wine')
      return `A small glass of something sweet and rich is just right ${occasion.label}.`;
    if (entry.wine.wineType === 'White Wine' && entry.wine.structure.body <= 3)
      return `Light, fresh and best served well chilled, it suits drinking ${occasion.label}.`;
    if (entry.wine.wineType === 'Red Wine' && entry.wine.structure.body >= 4)
      return `A ${bodyWord(entry)} red with real warmth, made ${occasion.label}.`;
    return `A bottle that earns its place ${occasion.label}.`;
  }
  return null;
}

function priceClause(entry: CatalogueWine, q: WineQuery): string {
  const price = `about ${entry.wine.priceRange}`;
  const b = q.budget;
  if (!b || !satisfies(entry, q, 'budget')) return ` at ${price}`;
  if (b.fromWords && b.max !== undefined) return ` at ${price}, easy on the wallet`;
  if (b.fromWords && b.min !== undefined) return ` at ${price}, a genuine special-occasion bottle`;
  if (b.around !== undefined) return ` at ${price}, right around your $${b.around}`;
  if (b.max !== undefined && b.min !== undefined) return ` at ${price}, inside your ${b.label}`;
  if (b.max !== undefined) return ` at ${price}, under your $${b.max} limit`;
  return ` at ${price}`;
}

function factSentence(entry: CatalogueWine, q: WineQuery, s: ScoredWine): string {
  const w = entry.wine;
  const where = entry.singleRegion ? entry.regionName : `${entry.displayRegion} (a multi-region blend)`;
  let sentence = `A ${bodyWord(entry)} ${w.variety} from ${where}${priceClause(entry, q)}`;
  if (q.cellarYears !== null && w.ageingYears.max >= q.cellarYears)
    sentence += `, built to cellar for up to ${w.ageingYears.max} years`;
  else if (q.drinkNow && w.ageingYears.min <= 2) sentence += ', ready to enjoy now';
  if (s.signals.some((x) => x.startsWith('you enjoy')))
    sentence += `, in the ${w.wineType.toLowerCase()} style your profile says you enjoy`;
  return `${sentence}.`;
}

function relaxationSentence(entry: CatalogueWine, q: WineQuery, relaxed: Relaxation[]): string {
  const parts = relaxed.map((r) => {
    switch (r.key) {
      case 'region': {
        const asked = [
          ...q.regions.map((id) => CATALOGUE.find((e) => e.wine.regionId === id)?.regionName ?? id),
          ...q.states,
        ].join(' or ');
        return r.how === 'state'
          ? `looked beyond ${asked} to nearby ${entry.state ?? entry.displayRegion}`
          : `looked beyond ${asked} to ${entry.displayRegion}`;
      }
      case 'budget':
        return r.how === 'widened'
          ? `stretched your ${q.budget?.label} budget a little (this one is about ${entry.wine.priceRange})`
          : `went outside your ${q.budget?.label} budget (this one is about ${entry.wine.priceRange})`;
      case 'variety':
        return `chose a ${entry.wine.variety} instead of ${q.varieties.map((v) => findVariety(v)?.name ?? v).join(' or ')}`;
      case 'type':
        return `suggest a ${entry.wine.wineType.toLowerCase()} instead of ${q.types.map((t) => t.toLowerCase()).join(' or ')}`;
      case 'sweetness':
        return `picked one that is ${entry.wine.structure.sweetness >= 3 ? 'sweeter' : 'drier'} than you asked`;
      case 'cellar':
        return `picked one that is best within ${entry.wine.ageingYears.max} years rather than ${q.cellarYears}`;
      case 'lowAlcohol':
        return `picked one at ${entry.wine.abv}% alcohol`;
      case 'producer':
        return `looked beyond ${q.producers.join(' and ')}`;
    }
  });
  return `Nothing in our list meets every part of your request, so we ${joinWords(parts)}.`;
}

/** One or two sentences a sommelier would say, built only from the signals that fired. */
export function matchReasonOf(s: ScoredWine, q: WineQuery): string {
  const entry = s.entry;
  const first =
    (s.bestFood && s.bestFood.fit >= 0.4 ? pairingSentence(entry, s.bestFood) : null) ??
    styleSentence(entry, q) ??
    occasionSentence(entry, q) ??
    (q.cellarYears !== null
      ? `Built to age: it should keep improving for up to ${entry.wine.ageingYears.max} years in a cool, dark cellar.`
      : null);
  if (s.relaxed.length) return `${relaxationSentence(entry, q, s.relaxed)} ${first ?? factSentence(entry, q, s)}`;
  const second = factSentence(entry, q, s);
  return first ? `${first} ${second}` : second;
}

export { understandQuery };
