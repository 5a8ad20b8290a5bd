import { findVariety, type PairingRule } from '@wine/wine-knowledge';
import { CATALOGUE, type CatalogueWine } from './catalogue';
import { type Relaxation, satisfies } from './constraints';
import type { WineQuery } from './query-understanding';
import type { ScoredWine } from './scored-wine';
import { STYLE_WORDS, type StyleKey } from './vocabulary';
import { OCCASIONS } from './occasions';
import { anchorOf } from './constraints';
import { untrueOf, trueToWine } from './reason-truth';
import { STYLE_NAMES, type StyleTag } from './wine-styles';

// The sommelier's reason for a card: built only from the signals that fired and the wine's own record.

/** The one body word for a wine, used by every sentence so no two disagree. */
export function bodyWord(entry: CatalogueWine): string {
  const b = entry.wine.structure.body;
  return b >= 5 ? 'full-bodied' : b === 4 ? 'generous' : b === 3 ? 'medium-bodied' : 'light-bodied';
}

/** Why the wine suits the food: the rule's own reason for its leading style, else from the wine's structure. */
export function pairingSentence(
  entry: CatalogueWine,
  food: { rule: PairingRule; fit: number; word: string },
  ruleReason = true,
): string {
  const w = entry.wine;
  const s = w.structure;
  const dish = food.word;
  const top = [...food.rule.styles].sort((a, b) => b.weight - a.weight)[0];
  const isTopStyle = (top.varietyId && top.varietyId === w.varietyIds[0]) || (top.wineType && top.wineType === w.wineType);
  // the rule's own sentence only when it is true of this wine (it may name another grape)
  if (ruleReason && isTopStyle && w.wineType !== 'Sparkling Wine' && !untrueOf(food.rule.reason, w).length)
    return food.rule.reason;
  if (w.wineType === 'Sparkling Wine') return `The bubbles and fresh acidity scrub the palate clean between bites of ${dish}.`;
  if (w.wineType === 'Dessert Wine' || w.wineType === 'Fortified Wine') {
    return s.sweetness >= 4 && food.rule.id.includes('dessert')
      ? `It is at least as sweet as ${dish}, so the dish never makes the wine taste thin, and its richness carries the flavours through.`
      : `Its nutty, mellow richness mirrors the deep flavours of ${dish}.`;
  }
  if (w.wineType === 'Rosé Wine')
    return `${s.sweetness <= 2 ? 'A dry rosé' : 'This rosé'} has the freshness of a white and enough red-fruit depth to meet ${dish} halfway.`;
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
      ? dims.every(([k, v]) =>
          k === 'body' ? bodyFits(entry.wine.structure.body, v) : Math.abs(entry.wine.structure[k] - v) <= 1,
        )
      : (word.varieties ?? []).includes(entry.wine.varietyIds[0]);
  });
}

// a body word is said only of the body it names: 'light-bodied' is 1-2, 'medium-bodied' 3, 'full-bodied' 4-5
function bodyFits(body: number, target: number): boolean {
  if (target <= 2) return body <= 2;
  if (target < 4) return body === 3;
  return body >= 4;
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
  const w = entry.wine;
  if (q.benchmark && w.benchmark)
    return `A benchmark of Australian ${w.variety}, ${w.benchmark === 'Classified' ? 'listed' : `rated ${w.benchmark}`} in ${w.benchmarkSource}, that keeps improving for up to ${w.ageingYears.max} years.`;
  for (const key of q.occasions) {
    const occasion = OCCASIONS[key];
    const fit = occasion.types[entry.wine.wineType] ?? 0;
    if (Object.keys(occasion.types).length && fit < 0.5) continue;
    if (entry.wine.wineType === 'Sparkling Wine')
      return q.servings && q.budget?.max !== undefined
        ? `Bubbles are the natural choice ${occasion.label}, at a price you can pour for everyone.`
        : `Bubbles are the natural choice ${occasion.label}, and this one has the quality to mark it properly.`;
    if (entry.wine.wineType === 'Rosé Wine')
      return `A chilled, ${entry.wine.structure.sweetness <= 2 ? 'dry' : 'gently sweet'} rosé is hard to beat ${occasion.label}.`;
    if (entry.wine.wineType === 'Fortified Wine' || entry.wine.wineType === 'Dessert Wine')
      return `A small glass of something sweet and rich is just right ${occasion.label}.`;
    if (entry.wine.wineType === 'White Wine' && entry.wine.structure.body <= 3)
      return `${entry.wine.structure.body <= 2 ? 'Light, fresh' : 'Fresh'} and best served well chilled, it suits drinking ${occasion.label}.`;
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
  const sparkling = w.wineType === 'Sparkling Wine' && !/sparkling/i.test(w.variety) ? 'sparkling ' : '';
  let sentence = `A ${bodyWord(entry)} ${sparkling}${w.variety} from ${where}${priceClause(entry, q)}`;
  if (q.cellarYears !== null && w.ageingYears.max >= q.cellarYears)
    sentence += `, built to cellar for up to ${w.ageingYears.max} years`;
  else if (q.drinkNow && w.ageingYears.min <= 2) sentence += ', ready to enjoy now';
  // the profile speaks only when the request says nothing of colour, grape, style or food
  const saysWhat =
    q.types.length + q.varieties.length + q.styles.length + q.foods.length + q.typeHints.length + q.styleTags.length;
  if (!saysWhat && !q.comparative && s.signals.some((x) => x.startsWith('you enjoy')))
    sentence += `, in the ${w.wineType.toLowerCase()} style your profile says you enjoy`;
  return `${sentence}.`;
}

function relaxationSentence(entry: CatalogueWine, q: WineQuery, relaxed: readonly Relaxation[]): string {
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
        return `chose a ${entry.wine.variety} instead of ‘${q.varieties.map((v) => findVariety(v)?.name ?? v).join(' or ')}’`;
      case 'type':
        return `suggest a ${entry.wine.wineType.toLowerCase()} instead of ${q.types.map((t) => t.toLowerCase()).join(' or ')}`;
      case 'sweetness':
        return `picked one that is ${entry.wine.structure.sweetness >= 3 ? 'sweeter' : 'drier'} than you asked`;
      case 'oak':
        return `picked one with a little more oak than you asked`;
      case 'cellar':
        return `picked one that is best within ${entry.wine.ageingYears.max} years rather than ${q.cellarYears}`;
      case 'lowAlcohol':
        return `picked one at ${entry.wine.abv}% alcohol`;
      case 'producer':
        return `looked beyond ${q.producers.join(' and ')}`;
      case 'dessert':
        return `picked one less sweet than the dessert asks for`;
      case 'comparative':
        return q.comparative?.moves.length
          ? `could not go as far ${q.comparative.label} from ‘${q.comparative.anchor.text}’`
          : `could not stay as close to ‘${q.comparative?.anchor.text ?? ''}’ as asked`;
      case 'style':
        return `looked beyond the style you named`;
      case 'exclude':
        return 'kept to what you ruled out';
    }
  });
  return `Nothing in our list meets every part of your request, so we ${joinWords(parts)}.`;
}

/** 'Lighter than ‘Barossa Shiraz’, as you asked: medium-bodied where those are full-bodied.' */
function comparativeSentence(entry: CatalogueWine, q: WineQuery): string | null {
  const anchor = anchorOf(q);
  if (!anchor || !q.comparative) return null;
  if (!q.comparative.moves.length)
    return `Close in style to ‘${anchor.label}’, as you asked: ${SCALE_WORDS.body(entry.wine.structure.body)} (‘${anchor.label}’ is ‘${SCALE_WORDS.body(anchor.structure.body)}’).`;
  const parts = q.comparative.moves.map((m) => {
    if (m.key === 'price')
      return `about ${entry.wine.priceRange} (‘${anchor.label}’ runs to about $${Math.round(anchor.priceMid)})`;
    // a style's average is shown on the far side of the move, so the two words differ as the wines do
    const avg = anchor.structure[m.key];
    const from = anchor.wineId ? avg : m.dir < 0 ? Math.ceil(avg) : Math.floor(avg);
    return `${SCALE_WORDS[m.key](entry.wine.structure[m.key])} (‘${anchor.label}’ is usually ‘${SCALE_WORDS[m.key](from)}’)`;
  });
  return `${capitalise(q.comparative.label)}, as you asked: ${joinWords(parts)}.`;
}

// one word per step of each structure scale, for comparing a wine with the anchor it moves from
const SCALE_WORDS: Record<StyleKey, (v: number) => string> = {
  body: (v) => (v >= 5 ? 'full-bodied' : v === 4 ? 'generous' : v === 3 ? 'medium-bodied' : 'light-bodied'),
  oak: (v) => (v >= 4 ? 'plainly oaked' : v === 3 ? 'lightly oaked' : v === 2 ? 'barely oaked' : 'unoaked'),
  sweetness: (v) => (v >= 4 ? 'sweet' : v === 3 ? 'off-dry' : v === 2 ? 'just off-dry' : 'dry'),
  tannin: (v) => (v >= 4 ? 'firm in tannin' : v === 3 ? 'supple' : 'silky'),
  acidity: (v) => (v >= 4 ? 'bright in acidity' : v === 3 ? 'balanced in acidity' : 'soft in acidity'),
};

/** 'Not from ‘South Australia’, as you asked: it comes from the Pyrenees in Victoria.' */
function exclusionSentence(entry: CatalogueWine, q: WineQuery): string | null {
  const x = q.exclude;
  if (x.states.length || x.regions.length) {
    const ruled = [...x.regions.map((r) => CATALOGUE.find((e) => e.wine.regionId === r)?.regionName ?? r), ...x.states];
    const where =
      entry.state && entry.state !== entry.displayRegion ? `${entry.displayRegion} in ${entry.state}` : entry.displayRegion;
    return `Not from ‘${ruled.join(' or ')}’, as you asked: it comes from ${where}.`;
  }
  if (x.varieties.length || x.types.length) {
    const ruled = [...x.varieties.map((v) => findVariety(v)?.name ?? v), ...x.types.map((t) => t.toLowerCase())];
    return `Not a ‘${ruled.join(' or ')}’, as you asked: ${entry.wine.varietyIds.length > 1 ? 'a blend of' : 'it is'} ${entry.wine.variety}.`;
  }
  return null;
}

/** 'Not a skin-contact wine: we list none. It is one of the closest honest alternatives, ...' */
export function alternativeSentence(tags: StyleTag[]): string | null {
  if (!tags.length) return null;
  return `A closest alternative, not one of the ${joinWords(tags.map((t) => STYLE_NAMES[t]))} you asked for: we list none.`;
}

/** One or two sentences a sommelier would say, built only from the signals that fired. */
export function matchReasonOf(s: ScoredWine, q: WineQuery, missing: StyleTag[] = []): string {
  const reason = composeReason(s, q);
  const alternative = alternativeSentence(missing);
  const honest = trueToWine(reason, s.entry.wine) || factSentence(s.entry, q, s);
  return alternative ? `${alternative} ${honest}` : honest;
}

function composeReason(s: ScoredWine, q: WineQuery): string {
  const entry = s.entry;
  const first =
    comparativeSentence(entry, q) ??
    exclusionSentence(entry, q) ??
    (s.bestFood && s.bestFood.fit >= 0.4 ? pairingSentence(entry, s.bestFood) : null) ??
    styleSentence(entry, q) ??
    occasionSentence(entry, q) ??
    (q.cellarYears !== null
      ? `Built to age: it should keep improving for up to ${entry.wine.ageingYears.max} years in a cool, dark cellar.`
      : null);
  if (s.relaxed.length) return `${relaxationSentence(entry, q, s.relaxed)} ${first ?? factSentence(entry, q, s)}`;
  const second = factSentence(entry, q, s);
  // with nothing else to say, the wine's own record speaks before the facts
  const own = first ?? entry.wine.tastingNotes.split(/(?<=[.!?])\s+/)[0];
  return `${own} ${second}`;
}

/** The principle said of this wine by name, so a second card using it still has its own sentence. */
export function saidOf(name: string, sentence: string): string {
  if (sentence.startsWith('Its ')) return `${name}’s ${sentence.slice(4)}`;
  if (sentence.startsWith('It ')) return `${name} ${sentence.slice(3)}`;
  return `In ${name}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}
