import { findPairingRule, findVariety, isRedGrape, type PairingRule, type WineType, withoutAccents } from '@wine/wine-knowledge';
import { type CatalogueWine, isVariety } from './catalogue';
import { clashesOf, type DishCharacter, harmonyOf } from './dish-character';
import { anchorOf, lowAlcoholMax, satisfies } from './constraints';
import { movedTarget, priceAim } from './anchor-profile';
import type { WineQuery } from './query-understanding';
import type { ScoredWine } from './scored-wine';
import { STYLE_WORDS, type StyleKey, type StyleTarget } from './vocabulary';
import { OCCASIONS } from './occasions';
import { alternativeFit, hasStyle, type StyleTag } from './wine-styles';

// One scorer per signal of the request: each adds its points and its maximum to the tally, and
// names the signal when it fired (the card's chips and the reason are built from those names).

// Weights of the soft scores. Pairing leads: a food named is the strongest thing a query says.
export const WEIGHTS = {
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
  comparative: 2.5,
  alternative: 3,
} as const;
const FORTIFIED_GRAPES = new Set(['muscat', 'muscadelle', 'touriga-nacional']);

export interface ScoreContext {
  target: StyleTarget;
  hasStyle: boolean;
  preferredTypes: string[];
  profileBudget: { min: number; max: number; label: string } | null;
  similarity: ReadonlyMap<string, number> | null;
  simLow: number;
  simSpan: number;
  fewSignals: boolean;
  dish: DishCharacter | null;
  missing: StyleTag[]; // styles asked for that we list none of: their closest alternatives score
  // the member's own bottles ("From my cellar"): for a milestone their price is spent, not asked
  owned?: boolean;
}

/** The running tally of one wine's score. */
export class Tally {
  total = 0;
  max = 0;
  readonly signals: string[] = [];
  bestFood: ScoredWine['bestFood'] = null;
  add(points: number, max: number): void {
    this.total += points;
    this.max += max;
  }
  signal(s: string): void {
    if (!this.signals.includes(s)) this.signals.push(s);
  }
}

// A wine's fit to each pairing rule, worked out the first time a search asks: it depends on the
// wine and the rule alone, and a dish's rules are asked of every candidate on every search.
const fits = new WeakMap<CatalogueWine, Map<PairingRule, number>>();

/** How well a wine suits one pairing rule, 0-1: its grape or type among the rule's styles, and our own food tags. */
export function pairingFit(entry: CatalogueWine, rule: PairingRule): number {
  let known = fits.get(entry);
  if (!known) fits.set(entry, (known = new Map()));
  let fit = known.get(rule);
  if (fit === undefined) known.set(rule, (fit = fitOf(entry, rule)));
  return fit;
}

function fitOf(entry: CatalogueWine, rule: PairingRule): number {
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
  // a wine's own food tags add to its grape's fit, they do not replace it
  if (w.foodTags.includes(rule.id)) return Math.min(1, 0.25 + 0.8 * Math.max(style, 0.6));
  return style * 0.85;
}

/** A white grape named in a red blend ('Shiraz Viognier') does not make the wine a white, nor the reverse. */
function colourMatches(entry: CatalogueWine, varietyId: string): boolean {
  const type = entry.wine.wineType;
  if (type !== 'Red Wine' && type !== 'White Wine') return true;
  return isRedGrape(varietyId) === (type === 'Red Wine');
}

export function styleFit(entry: CatalogueWine, target: StyleTarget): number {
  const keys = Object.keys(target) as StyleKey[];
  if (!keys.length) return 0;
  const diff = keys.reduce((sum, k) => sum + Math.abs(entry.wine.structure[k] - (target[k] ?? 3)), 0) / keys.length;
  return Math.max(0, 1 - diff / 3);
}

export function colourOf(entry: CatalogueWine): WineType {
  const w = entry.wine;
  if (w.wineType !== 'Sparkling Wine') return w.wineType;
  if (/rose/.test(entry.varietyText) || /rose/i.test(withoutAccents(w.wineName))) return 'Rosé Wine';
  // a sparkling Pinot Noir is pale (blanc de noirs or salmon-pink): only a sparkling red is red
  if (hasStyle(w, 'sparkling-red')) return 'Red Wine';
  return isRedGrape(w.varietyIds[0]) && !/chardonnay/.test(entry.varietyText) ? 'Rosé Wine' : 'White Wine';
}

/** The facts that satisfied the hard constraints, named first among the signals. */
export function scoreFacts(entry: CatalogueWine, q: WineQuery, t: Tally): void {
  const w = entry.wine;
  if (q.producers.includes(w.producer)) t.signal(w.producer);
  const named = q.varieties.filter((v) => isVariety(entry, v));
  if (named.length) t.signal(findVariety(named[0])?.name ?? named[0]);
  if (q.types.includes(w.wineType)) t.signal(w.wineType);
  if (q.regions.includes(w.regionId) && entry.singleRegion) t.signal(entry.regionName);
  else if (entry.state && q.states.includes(entry.state)) t.signal(entry.state);
  if (q.budget && satisfies(entry, q, 'budget')) t.signal(q.budget.label);
  if (q.sweetness && satisfies(entry, q, 'sweetness')) t.signal(q.sweetness);
  if (q.cellarYears !== null && w.ageingYears.max >= q.cellarYears) t.signal(`cellars ${w.ageingYears.max}+ years`);
  if (q.lowAlcohol && w.abv <= lowAlcoholMax(w)) t.signal(`${w.abv}% alcohol`);
  if (q.exclude.varieties.length || q.exclude.states.length || q.exclude.regions.length) t.signal('none of what you ruled out');
}

export function scorePairing(entry: CatalogueWine, q: WineQuery, ctx: ScoreContext, t: Tally): void {
  if (q.foods.length) {
    let sum = 0;
    for (const ruleId of q.foods) {
      const rule = findPairingRule(ruleId);
      if (!rule) continue;
      const fit = pairingFit(entry, rule);
      sum += fit;
      const word = q.foodWords[ruleId] ?? rule.category.toLowerCase();
      if (!t.bestFood || fit > t.bestFood.fit) t.bestFood = { rule, fit, word };
      if (fit >= 0.6) t.signal(`pairs with ${word}`);
    }
    t.add(WEIGHTS.pairing * (sum / q.foods.length), WEIGHTS.pairing);
  }
  if (ctx.dish) {
    // one rule set for food (dish-character.ts): weight, acid, tannin, spice and sweetness
    t.add(-WEIGHTS.clash * clashesOf(entry.wine, ctx.dish).reduce((sum, c) => sum + c.severity, 0), 0);
    t.add(WEIGHTS.harmony * harmonyOf(entry.wine, ctx.dish), WEIGHTS.harmony);
  }
}

export function scoreStyle(entry: CatalogueWine, q: WineQuery, ctx: ScoreContext, t: Tally): void {
  if (!ctx.hasStyle) return;
  const w = entry.wine;
  let fit = styleFit(entry, ctx.target);
  const varietyWords = q.styles.flatMap((s) => STYLE_WORDS[s].varieties ?? []);
  if (varietyWords.length && varietyWords.includes(w.varietyIds[0])) fit = Math.min(1, fit + 0.25);
  t.add(WEIGHTS.style * fit, WEIGHTS.style);
}

export function scoreOccasion(entry: CatalogueWine, q: WineQuery, t: Tally): void {
  if (!q.occasions.length) return;
  let fit = 0;
  let label = '';
  for (const key of q.occasions) {
    const occasion = OCCASIONS[key];
    let typeFit = Object.values(occasion.types).length ? (occasion.types[entry.wine.wineType] ?? 0.15) : 0.6;
    // a toast or a wedding means white or pink bubbles; a sparkling red is for Christmas and the table
    if (entry.wine.wineType === 'Sparkling Wine' && colourOf(entry) === 'Red Wine' && !/christmas/i.test(occasion.label))
      typeFit *= 0.6;
    if (typeFit > fit) {
      fit = typeFit;
      label = occasion.label;
    }
  }
  t.add(WEIGHTS.occasion * fit, WEIGHTS.occasion);
  if (fit >= 0.6 && label) t.signal(label);
}

/** The profile's type and budget: they speak only where the request is silent. */
export function scoreProfile(entry: CatalogueWine, q: WineQuery, ctx: ScoreContext, t: Tally): void {
  const w = entry.wine;
  if (!q.types.length && !q.comparative && !q.styleTags.length && ctx.preferredTypes.length) {
    const liked = ctx.preferredTypes.includes(w.wineType);
    const weight = ctx.fewSignals ? WEIGHTS.profileType * 3 : WEIGHTS.profileType;
    t.add(weight * (liked ? 1 : 0), weight);
    if (liked) t.signal(`you enjoy ${w.wineType}`);
  }
  if (!q.budget && !q.comparative && ctx.profileBudget) {
    const { min, max: top } = ctx.profileBudget;
    const inside = entry.priceMid >= min && entry.priceMid <= top;
    const near = entry.priceMid >= min * 0.8 && entry.priceMid <= top * 1.2;
    t.add(WEIGHTS.profileBudget * (inside ? 1 : near ? 0.5 : 0), WEIGHTS.profileBudget);
    if (inside) t.signal(`fits your ${ctx.profileBudget.label} budget`);
  }
}

export function scoreSimilarity(entry: CatalogueWine, ctx: ScoreContext, t: Tally): void {
  if (!ctx.similarity) return;
  const sim = ctx.similarity.get(entry.wine.id);
  const weight = ctx.fewSignals ? WEIGHTS.similarity * 1.6 : WEIGHTS.similarity;
  t.add(sim !== undefined ? weight * Math.max(0, Math.min(1, (sim - ctx.simLow) / ctx.simSpan)) : 0, weight);
}

export function scoreQuality(entry: CatalogueWine, q: WineQuery, ctx: ScoreContext, t: Tally): void {
  const w = entry.wine;
  if (q.benchmark) {
    t.add(WEIGHTS.benchmark * (w.benchmark === 'Exceptional' ? 1 : w.benchmark ? 0.7 : 0), WEIGHTS.benchmark);
    if (w.benchmark) t.signal(`${w.benchmark} in ${w.benchmarkSource}`);
  }
  const quality = (entry.rating - 3.6) / 1.3;
  t.add(WEIGHTS.quality * quality + WEIGHTS.special * q.quality * quality, WEIGHTS.quality + WEIGHTS.special * q.quality);
  // with no budget anywhere, most people mean an everyday bottle, not a $900 icon
  // (a dinner party or a birthday too: only a gift, a celebration or 'to impress' asks for the top shelf)
  if (!q.budget && !ctx.profileBudget && q.quality < 1 && !q.producers.length && !q.comparative) {
    const mid = entry.priceMid;
    const weight = WEIGHTS.value * (1 + 3 * q.quality);
    t.add(weight * (mid < 15 ? 0.6 : mid <= 45 ? 1 : Math.max(0, 45 / mid) ** 1.5), weight);
  } else if (!q.budget && !ctx.profileBudget && !q.producers.length && !q.comparative && !ctx.owned) {
    // a gift or a milestone with no budget named is a fine bottle to buy, not a $900 icon unless
    // asked; from the member's own cellar a milestone is the reason to open their finest
    // ('about $150' is the top of it: a $150-180 bottle is over, not at it)
    const top = Number.isFinite(entry.priceMax) ? entry.priceMax : entry.priceMid;
    t.add(WEIGHTS.value * 2 * (top <= 150 ? 1 : Math.max(0, 150 / top) ** 2), WEIGHTS.value * 2);
  }
}

/** 'a chardonnay' means the still wine: a sparkling or fortified one only when asked for. */
export function scoreStillWine(entry: CatalogueWine, q: WineQuery, t: Tally): void {
  const w = entry.wine;
  // 'full bodied but soft tannins' asks for a table wine: a Rutherglen Muscat fits the words, not the wish
  const tableWords = q.styles.length && !q.sweetness && !q.foods.length && !q.types.length && !q.occasions.length;
  if (tableWords && !q.styleTags.length && (w.wineType === 'Dessert Wine' || w.wineType === 'Fortified Wine'))
    t.add(-WEIGHTS.stillWine, 0);
  if (!q.varieties.length || q.types.length || q.sweetness || q.occasions.length || FORTIFIED_GRAPES.has(w.varietyIds[0])) return;
  if (w.wineType === 'Sparkling Wine' || w.wineType === 'Dessert Wine' || w.wineType === 'Fortified Wine')
    t.add(-WEIGHTS.stillWine, 0);
  // 'a pinot noir' is the red, not a rosé made from it
  else if (w.wineType === 'Rosé Wine' && q.varieties.some((v) => isRedGrape(v))) t.add(-WEIGHTS.stillWine, 0);
}

export function scoreAmounts(entry: CatalogueWine, q: WineQuery, t: Tally): void {
  const w = entry.wine;
  if (q.budget?.around !== undefined) {
    t.add(WEIGHTS.around * Math.max(0, 1 - Math.abs(entry.priceMid - q.budget.around) / q.budget.around), WEIGHTS.around);
  } else if (q.budget?.fromWords && q.budget.max !== undefined) {
    // 'cheap': the better wines within the ceiling, not simply the cheapest
    t.add(WEIGHTS.around * Math.min(1, entry.priceMid / q.budget.max), WEIGHTS.around);
  }
  if (q.varieties.length) t.add(WEIGHTS.varietyLead * (q.varieties.includes(w.varietyIds[0]) ? 1 : 0), WEIGHTS.varietyLead);
  if (q.typeHints.length) t.add(WEIGHTS.typeHint * (q.typeHints.includes(colourOf(entry)) ? 1 : 0), WEIGHTS.typeHint);
  if (q.drinkNow) t.add(WEIGHTS.drinkNow * (w.ageingYears.min <= 2 ? 1 : 0.2), WEIGHTS.drinkNow);
  if (q.cellarYears !== null)
    t.add(WEIGHTS.cellar * Math.min(1, w.ageingYears.max / Math.max(q.cellarYears * 2, 1)), WEIGHTS.cellar);
}

/**
 * 'Like Barossa Shiraz but lighter': closeness to the anchor's profile moved the way asked; the
 * anchor's grape and region count for a move in price, oak or sweetness (a cheaper Barossa Shiraz
 * is the best answer), never for a move in body or tannin (a lighter Shiraz is rarely the answer).
 */
export function scoreComparative(entry: CatalogueWine, q: WineQuery, t: Tally): void {
  const anchor = anchorOf(q);
  if (!anchor || !q.comparative) return;
  const fit = styleFit(entry, movedTarget(anchor, q.comparative.moves));
  const kin = q.comparative.moves.every(
    (m) => m.key === 'price' || m.key === 'oak' || m.key === 'sweetness' || m.key === 'acidity',
  );
  const sameGrape = anchor.varietyIds.some((v) => entry.wine.varietyIds[0] === v) ? 1 : 0;
  const sameRegion = anchor.regionIds.includes(entry.wine.regionId) ? 1 : 0;
  const kinship = kin ? 0.6 * sameGrape + 0.4 * sameRegion : 0.3 * sameGrape;
  // near the anchor's price unless the move is in price: 'like Barossa Shiraz' is not a $150 bottle
  const priceMove = q.comparative.moves.find((m) => m.key === 'price');
  const aim = priceMove ? priceAim(anchor, priceMove.dir, 'far' in priceMove && priceMove.far) : anchor.priceMid;
  const price = Math.max(0, 1 - Math.abs(Math.log(entry.priceMid / aim)) / Math.log(3));
  t.add(WEIGHTS.comparative * (0.55 * fit + 0.25 * kinship + 0.2 * price), WEIGHTS.comparative);
  t.signal(q.comparative.moves.length ? `${q.comparative.label} than ${anchor.label}` : `like ${anchor.label}`);
}

/** A style we list none of: the closest honest alternatives by their own structure. */
export function scoreAlternative(entry: CatalogueWine, ctx: ScoreContext, t: Tally): void {
  if (!ctx.missing.length) return;
  const fit = Math.max(...ctx.missing.map((tag) => alternativeFit(entry.wine, tag)));
  t.add(WEIGHTS.alternative * fit, WEIGHTS.alternative);
  t.signal('closest alternative');
}
