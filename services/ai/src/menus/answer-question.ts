import type { WineMenuAnalysis, WineMenuPick } from '@wine/contracts';
import { findPairingRule, findRegion, findVariety, type PairingRule, type WineType } from '@wine/wine-knowledge';
import { fold } from '@wine/wine-knowledge';
import type { CatalogueWine } from '../engine/catalogue';
import { pairingFit } from '../engine/local-engine';
import { clashesOf, dishCharacterOf } from '../engine/dish-character';
import { understandQuery, type WineQuery } from '../engine/query-understanding';
import { hasStyle } from '../engine/wine-styles';
import { crispFit, wantsCrisp } from './crisp-whites';
import { matchEntry } from './match-entry';
import { structureFit, wantsStructure } from './structured-reds';
import { grapeName } from './list-vocabulary';
import { type HardConstraints, hardConstraints, withinConstraints } from './question-constraints';
import type { UnderstoodEntry } from './understand-entry';

// A bottle pours five 150 ml glasses: a glass price × 5 compares with a bottle price.
const GLASSES_PER_BOTTLE = 5;
// Restaurants in Australia typically charge 2-3x retail for a bottle; with no retail price known
// (not one of our catalogue wines), the entry is assumed to sit at the typical mark-up.
const TYPICAL_MARKUP = 2.5;
const PICKS = 3;

type Intent = 'cheapest' | 'dearest' | 'value' | 'pairing' | 'similar' | 'special' | 'best';

/** What the question asks, read with the recommendation engine's vocabulary plus the wine-list words. */
export interface MenuQuestion {
  query: WineQuery;
  intent: Intent;
  byGlass: boolean;
  byBottle: boolean;
  maxPrice: number | null;
  minPrice: number | null;
  similarTo: {
    text: string;
    wine: CatalogueWine | null;
    varietyIds: string[];
    regionIds: string[];
    type: WineType | null;
  } | null;
}

export function readQuestion(question: string): MenuQuestion {
  const text = fold(question);
  const similar =
    /\b(?:like|similar to|alternative to|instead of|reminds? me of|close to|in the style of)\s+(?:a |an |the )?(.+)$/.exec(text);
  // 'something like X': the wine named after the cue is the target, not a filter on the list
  const cue = question.toLowerCase().search(/\b(like|similar|alternative|instead|remind|close to|in the style)/);
  const query = understandQuery(similar && cue >= 0 ? question.slice(0, cue) : question);
  const byGlass = /\b(by the glass|a glass|glass of|per glass|glasses|btg|by glass)\b/.test(text);
  const byBottle = !byGlass && /\b(by the bottle|a bottle|bottle of|per bottle|bottles)\b/.test(text);
  let intent: Intent = 'best';
  if (/\b(cheapest|least expensive|lowest price|lowest priced|most affordable|cheap)\b/.test(text)) intent = 'cheapest';
  else if (/\b(most expensive|dearest|priciest)\b/.test(text)) intent = 'dearest';
  else if (/\b(value|bang for|worth the money|bargain|best deal|good deal|well priced|mark ?up)\b/.test(text)) intent = 'value';
  else if (similar) intent = 'similar';
  else if (query.foods.length) intent = 'pairing';
  else if (/\b(most expensive|splurge|special|celebrat|impress|best bottle|finest|top shelf)\b/.test(text)) intent = 'special';
  // a price named as a number is a hard limit; 'cheap' or 'good value' are intents, not limits
  const budget = query.budget && !query.budget.fromWords ? query.budget : null;
  let similarTo: MenuQuestion['similarTo'] = null;
  if (similar) {
    const target = similar[1].replace(/\b(please|thanks|on (the|this) list|here)\b/g, '').trim();
    const tq = understandQuery(target);
    const wine = matchEntry(target)?.wine ?? null;
    similarTo = {
      text: target,
      wine,
      varietyIds: wine ? wine.wine.varietyIds : tq.varieties,
      regionIds: wine ? [wine.wine.regionId] : tq.regions,
      type: wine?.wine.wineType ?? tq.types[0] ?? null,
    };
  }
  return {
    query,
    intent,
    byGlass,
    byBottle,
    maxPrice: budget?.max ?? null,
    minPrice: budget?.min ?? null,
    similarTo,
  };
}

/** The price the question is about: a glass when asked by the glass, else the bottle (or the glass if that is all there is). */
function priceOf(e: UnderstoodEntry, q: MenuQuestion): number | null {
  if (q.byGlass) return e.glassPrice;
  if (q.byBottle) return e.bottlePrice;
  return e.bottlePrice ?? e.glassPrice;
}

/** Bottle-equivalent list price over typical retail: 1.5 means half as much again as a shop. */
function markupOf(e: UnderstoodEntry): number | null {
  const list = e.bottlePrice ?? (e.glassPrice !== null ? e.glassPrice * GLASSES_PER_BOTTLE : null);
  if (list === null || !e.catalogue) return null;
  return list / e.catalogue.priceMid;
}

/**
 * How well the entry suits the dishes named: the engine's pairing fit for catalogue wines, the rule's
 * styles otherwise; less the clashes of the one food rule set (dish-character.ts) the search uses too,
 * so a brut sparkling never leads for a pavlova.
 */
function pairingScore(e: UnderstoodEntry, rules: PairingRule[], text = ''): number {
  if (!rules.length) return 0;
  const dish = e.catalogue
    ? dishCharacterOf(
        rules.map((r) => r.id),
        text,
      )
    : null;
  const clash = dish && e.catalogue ? clashesOf(e.catalogue.wine, dish).reduce((sum, c) => sum + c.severity, 0) : 0;
  return rawPairing(e, rules) - 0.5 * clash;
}

function rawPairing(e: UnderstoodEntry, rules: PairingRule[]): number {
  let sum = 0;
  for (const rule of rules) {
    let fit = 0;
    if (e.catalogue) fit = pairingFit(e.catalogue, rule);
    else
      for (const s of rule.styles) {
        if (s.varietyId && e.varietyIds[0] === s.varietyId) fit = Math.max(fit, s.weight * 0.9);
        else if (s.varietyId && e.varietyIds.includes(s.varietyId)) fit = Math.max(fit, s.weight * 0.6);
        if (s.wineType && s.wineType === e.wineType) fit = Math.max(fit, s.weight * 0.9);
      }
    // a dish that wants a crisp white: any crisp, unoaked white before an oaked one (crisp-whites.ts)
    if (wantsCrisp(rule)) {
      const crisp = crispFit({ ...e, structure: e.catalogue?.wine.structure ?? null });
      fit = crisp < 0 ? fit + crisp : Math.max(fit, crisp);
    }
    // and a steak a structured red before a light one (structured-reds.ts)
    if (wantsStructure(rule)) {
      const body = e.catalogue?.wine.structure.body ?? null;
      const structure = structureFit({ ...e, body });
      fit = structure < 0 ? fit + structure : Math.max(fit, structure);
    }
    sum += fit;
  }
  return sum / rules.length;
}

function similarityScore(e: UnderstoodEntry, target: NonNullable<MenuQuestion['similarTo']>): number {
  if (target.wine && e.catalogue?.wine.id === target.wine.wine.id) return -1; // the wine itself is not an alternative
  let score = 0;
  if (target.type && e.wineType === target.type) score += 0.25;
  if (target.varietyIds.length && e.varietyIds[0] === target.varietyIds[0]) score += 0.4;
  else if (target.varietyIds.some((v) => e.varietyIds.includes(v))) score += 0.2;
  if (target.regionIds.some((r) => e.regionIds.includes(r))) score += 0.2;
  else if (target.regionIds.some((r) => e.states.includes(findRegion(r)?.state ?? '-'))) score += 0.08;
  if (target.wine && e.catalogue) {
    const a = target.wine.wine.structure;
    const b = e.catalogue.wine.structure;
    const diff =
      (Math.abs(a.body - b.body) + Math.abs(a.tannin - b.tannin) + Math.abs(a.acidity - b.acidity) + Math.abs(a.oak - b.oak)) / 4;
    score += 0.15 * Math.max(0, 1 - diff / 2);
  }
  return score;
}

const quality = (e: UnderstoodEntry) => (e.catalogue ? (e.catalogue.rating - 3.6) / 1.3 : 0.35);

interface Ranked {
  entry: UnderstoodEntry;
  score: number;
}

function rank(list: UnderstoodEntry[], q: MenuQuestion, rules: PairingRule[]): Ranked[] {
  const prices = list.map((e) => priceOf(e, q) ?? Infinity).filter(Number.isFinite);
  const cheapest = Math.min(...prices, Infinity);
  const value = (e: UnderstoodEntry) => 1 / (markupOf(e) ?? TYPICAL_MARKUP * 1.1);
  const scored = list.map((e) => {
    const price = priceOf(e, q) ?? Infinity;
    let score: number;
    switch (q.intent) {
      case 'cheapest':
        score = -price;
        break;
      case 'dearest':
        score = Number.isFinite(price) ? price : -Infinity;
        break;
      case 'value':
        score = value(e) + 0.05 * quality(e);
        break;
      case 'pairing':
        score = pairingScore(e, rules, q.query.text) + 0.08 * value(e) + 0.05 * quality(e);
        break;
      case 'similar':
        score = similarityScore(e, q.similarTo!) + 0.05 * value(e);
        break;
      case 'special':
        score = quality(e) + (Number.isFinite(price) ? Math.log(price) / 20 : 0);
        break;
      case 'best':
        score = quality(e) * 0.6 + value(e) * 0.6 + (Number.isFinite(price) && cheapest > 0 ? 0.05 * (cheapest / price) : 0);
        break;
    }
    if (rules.length && q.intent !== 'pairing') score += 0.3 * pairingScore(e, rules, q.query.text);
    return { entry: e, score };
  });
  // a wine whose price could not be read is offered after those with one: the guest must know what it costs
  const priced = (r: Ranked) => (priceOf(r.entry, q) === null ? 1 : 0);
  // with a dish, an alcohol-free wine only leads when the guest asks for one or for less alcohol (as the search
  // rules it out): a sommelier pours a Sauvignon Blanc for oysters, not its alcohol-removed cousin
  const wantsNone = !rules.length || q.query.styleTags.includes('alcohol-free') || q.query.lowAlcohol;
  // and one asked for comes before any other
  const free = (r: Ranked) => Boolean(r.entry.catalogue && hasStyle(r.entry.catalogue.wine, 'alcohol-free'));
  const asksNone = q.query.styleTags.includes('alcohol-free');
  const unasked = (r: Ranked) => (asksNone ? (free(r) ? 0 : 1) : !wantsNone && free(r) ? 1 : 0);
  return scored.sort((a, b) => priced(a) - priced(b) || unasked(a) - unasked(b) || b.score - a.score);
}

const dollars = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export function priceLabel(e: { glassPrice: number | null; bottlePrice: number | null; priceUnread?: boolean }): string {
  const parts: string[] = [];
  if (e.glassPrice !== null) parts.push(`${dollars(e.glassPrice)} glass`);
  if (e.bottlePrice !== null) parts.push(`${dollars(e.bottlePrice)} bottle`);
  return parts.join(' · ') || (e.priceUnread ? 'price could not be read from the photo' : 'price not shown');
}

function describe(e: UnderstoodEntry): string {
  if (e.catalogue) {
    const w = e.catalogue.wine;
    return `a ${w.variety} from ${e.catalogue.displayRegion}`;
  }
  const grape = e.varietyIds.map((v) => findVariety(v)?.name).find(Boolean);
  const region = e.regionIds.map((r) => findRegion(r)?.name).find(Boolean);
  const kind = grape ?? e.wineType?.toLowerCase().replace(' wine', '') ?? 'wine';
  return region ? `a ${kind} from ${region}` : `a ${kind}`;
}

function reasonFor(e: UnderstoodEntry, q: MenuQuestion, rules: PairingRule[], cheapestRank: number): string {
  const parts: string[] = [];
  const price = priceOf(e, q);
  const markup = markupOf(e);
  switch (q.intent) {
    case 'cheapest':
      parts.push(
        `${cheapestRank === 0 ? 'The lowest price' : 'One of the lowest prices'} that fits${q.byGlass ? ' by the glass' : ''}: ${price !== null ? dollars(price) : 'price not shown'}.`,
      );
      break;
    case 'dearest':
      parts.push(
        `The highest price that fits${q.byGlass ? ' by the glass' : ''}: ${price !== null ? dollars(price) : 'price not shown'}.`,
      );
      break;
    case 'value':
      if (markup !== null)
        parts.push(
          `Listed at ${markup.toFixed(1)}x its usual retail price of about ${e.catalogue!.wine.priceRange}, a ${markup <= 2 ? 'gentle' : markup <= 2.6 ? 'typical' : 'steep'} restaurant mark-up.`,
        );
      else parts.push('Not one of our catalogue wines, so its retail price is unknown; priced in line with the list.');
      break;
    case 'pairing': {
      const best = rules[0];
      // the rule's sentence only when this wine follows it (a sweet wine for a sweet dish)
      if (best)
        parts.push(
          pairingScore(e, [best], q.query.text) >= 0.6 ? best.reason : `A sound match for ${best.category.toLowerCase()}.`,
        );
      break;
    }
    case 'similar':
      if (q.similarTo) parts.push(`Close in style to ${q.similarTo.wine?.name ?? q.similarTo.text}: ${describe(e)}.`);
      break;
    case 'special':
      parts.push('One of the finest bottles on the list.');
      break;
    case 'best':
      parts.push(markup !== null && markup <= 2.2 ? 'A quality wine at a fair mark-up.' : 'A well-regarded choice on this list.');
      break;
  }
  if (e.catalogue) {
    const w = e.catalogue.wine;
    parts.push(`${e.catalogue.name} is ${describe(e)}: ${w.tastingNotes.split('. ')[0].replace(/\.$/, '')}.`);
  } else if (q.intent !== 'similar') parts.push(`${capitalise(describe(e))}, as the list describes it.`);
  return parts.join(' ');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function askedFor(q: MenuQuestion, c: HardConstraints): string {
  const wq = q.query;
  const words: string[] = [];
  if (wq.regions.length) words.push(wq.regions.map((r) => findRegion(r)?.name ?? r).join(' or '));
  else if (wq.states.length) words.push(wq.states.join(' or '));
  if (c.grapes.length) words.push(c.grapes.map(grapeName).join(' or '));
  else if (wq.types.length) words.push(wq.types.map((t) => t.toLowerCase().replace(' wine', '')).join(' or '));
  let phrase = words.join(' ') || 'wine';
  if (q.byGlass) phrase += ' by the glass';
  if (q.maxPrice !== null) phrase += ` under ${dollars(q.maxPrice)}`;
  if (q.minPrice !== null) phrase += ` over ${dollars(q.minPrice)}`;
  return phrase;
}

/** Answers a question about a wine list: a ranked pick and two alternatives, each quoting its line. */
export function answerQuestion(entries: UnderstoodEntry[], question: string): WineMenuAnalysis {
  const listed = entries.map((e) => ({
    menuLine: e.menuLine,
    section: e.section,
    glassPrice: e.glassPrice,
    bottlePrice: e.bottlePrice,
  }));
  if (!entries.length)
    return {
      analysis: 'We could not find any wines with prices on this list. Please try a clearer photo of the wine list.',
      picks: [],
      entries: [],
    };
  const q = readQuestion(question);
  const rules = q.query.foods.map((id) => findPairingRule(id)).filter((r): r is PairingRule => Boolean(r));
  // the hard part of the question first (question-constraints.ts): no pick breaks it
  const hard = hardConstraints(question, {
    ...q.query,
    byGlass: q.byGlass,
    byBottle: q.byBottle,
    maxPrice: q.maxPrice,
    minPrice: q.minPrice,
  });
  const { fitting, nearest } = withinConstraints(entries, hard);
  const fewest = nearest[0]?.breaks.length ?? 0;
  const list = fitting.length ? fitting : nearest.filter((n) => n.breaks.length === fewest).map((n) => n.entry);
  const breaksOf = new Map(nearest.map((n) => [n.entry, n.breaks]));
  // the nearest options when nothing fits: the least over a price limit first
  const overBy = (e: UnderstoodEntry) => (hard.maxPrice !== null ? Math.max(0, (priceOf(e, q) ?? Infinity) - hard.maxPrice) : 0);
  // and a wine that breaks nothing but that its price could not be read before one of another kind
  const unreadOnly = (e: UnderstoodEntry) => (e.priceUnread && breaksOf.get(e)?.length === 1 ? 0 : 1);
  const ranked = (
    fitting.length
      ? rank(list, q, rules)
      : rank(list, q, rules).sort((a, b) => unreadOnly(a.entry) - unreadOnly(b.entry) || overBy(a.entry) - overBy(b.entry))
  ).slice(0, PICKS);
  const byPrice = [...list].sort((a, b) => (priceOf(a, q) ?? Infinity) - (priceOf(b, q) ?? Infinity));
  // the ranking is the answer ('the cheapest' a fact of the printed prices, a pairing the fit to
  // the dish): a pick further down it never shows a higher score than the one above, however
  // surely it was matched to the catalogue (a known Moscato never leads a list's Riesling for oysters)
  let ceiling = 97;
  const picks: WineMenuPick[] = ranked
    .map(({ entry }, i) => {
      const certainty = entry.catalogue ? 0.7 + 0.3 * Math.min(1, entry.matchScore) : 0.55;
      const breaks = breaksOf.get(entry);
      let confidence = Math.round(Math.max(20, Math.min(97, (96 - i * 9) * certainty - (breaks?.length ?? 0) * 20)));
      [confidence, ceiling] = [Math.min(confidence, ceiling), Math.min(confidence, ceiling)];
      return {
        menuLine: entry.menuLine,
        price: priceLabel(entry),
        matchReason: reasonFor(entry, q, rules, byPrice.indexOf(entry)),
        confidence,
        wineName: entry.wineName,
        section: entry.section,
        glassPrice: entry.glassPrice,
        bottlePrice: entry.bottlePrice,
        ...(breaks ? { breaks } : {}),
        entry,
      };
    })
    // picks are ordered by the score they show (docs/product-rules.md#recommendations), the lead pick first
    .sort((a, b) => b.confidence - a.confidence)
    .map(({ entry: _entry, ...pick }) => pick);
  const order = picks.map((p) => ranked.find((r) => r.entry.menuLine === p.menuLine)!);
  ranked.splice(0, ranked.length, ...order);
  const top = ranked[0]?.entry;
  if (!top) return { analysis: 'Nothing on this list fits that question.', picks: [], entries: listed };
  const subject = askedFor(q, hard);
  const lead: Record<Intent, string> = {
    cheapest: `The cheapest ${subject} on this list`,
    dearest: `The dearest ${subject} on this list`,
    value: `The best-value ${subject} on this list`,
    pairing: `For ${rules.map((r) => q.query.foodWords[r.id] ?? r.category.toLowerCase()).join(' and ')}, the best ${subject} on this list`,
    similar: `The closest match to ${q.similarTo?.wine?.name ?? q.similarTo?.text ?? 'that wine'} on this list`,
    special: `The standout ${subject} on this list`,
    best: `Our pick of the ${subject} on this list`,
  };
  const sentences: string[] = [];
  if (!fitting.length) {
    // nothing meets the question: say so, and name the nearest with what each breaks
    const nearestWords = ranked.map(
      ({ entry }) => `${entry.wineName} (${priceLabel(entry)}: ${breaksOf.get(entry)!.join(', ')})`,
    );
    sentences.push(`Nothing on this list is ${subject}. The nearest: ${nearestWords.join('; ')}.`);
    return { analysis: sentences.join(' '), picks, entries: listed };
  }
  sentences.push(`${lead[q.intent]} is ${top.wineName} (${priceLabel(top)}), listed as “${top.menuLine}”.`);
  sentences.push(picks[0].matchReason);
  const others = ranked.slice(1).map(({ entry }) => `${entry.wineName} (${priceLabel(entry)})`);
  if (others.length) sentences.push(`Also worth a look: ${others.join(' and ')}.`);
  return { analysis: sentences.join(' '), picks, entries: listed };
}
