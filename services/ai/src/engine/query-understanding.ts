import type { WineType } from '@wine/wine-knowledge';
import { type Budget, readBudget, readCellaring } from './query-amounts';
import { normalise } from '@wine/wine-knowledge';
import { TypoCorrector } from './text';
import { buildPhrases, byFirstWord, type Phrase } from './phrases';
import { BoundedCache } from './bounded-cache';
import { COMMON_WORDS, NUMBER_WORDS, STYLE_WORDS, type StyleTarget, SWEETNESS_WORDS } from './vocabulary';
import { milestoneOf, OCCASIONS } from './occasions';
import { type Comparative, MOVE_WORDS, readComparative, withoutMoves } from './comparatives';
import { anchorProfile, type AnchorWords } from './anchor-profile';
import { everydayWords } from './everyday-words';
import { FOOD_DISPLAY } from './food-display';
import { excludedAt, type Exclusions, negatedStyle, noExclusions } from './exclusions';
import { CROWD, type QuantityRead, readServings } from './servings';
import { ASKABLE, type StyleTag, STYLE_TAG_WORDS } from './wine-styles';
import { dishCharacterOf } from './dish-character';

export const COOKING_METHODS = new Set(['grill', 'grilled', 'chargrill', 'grilled food']);

export type Sweetness = 'sweet' | 'off-dry' | 'dry';
export type { Budget };

/** What a query asks for. Hard constraints filter; the rest is scored. */
export interface WineQuery {
  text: string;
  types: WineType[];
  varieties: string[];
  regions: string[];
  states: string[];
  budget: Budget | null;
  sweetness: Sweetness | null;
  cellarYears: number | null; // 'to cellar for ten years'
  maxOak: number | null; // 'unoaked', 'no oak': 1; 'lightly oaked', 'less oak': 2
  producers: string[];
  foods: string[]; // pairing rule ids
  foodWords: Record<string, string>; // rule id → the words the user wrote ('snags')
  styles: string[]; // style word keys
  occasions: string[];
  typeHints: WineType[]; // 'sparkling red': sparkling is the type, red only a hint
  lowAlcohol: boolean;
  drinkNow: boolean;
  quality: number; // 0-1: how much the user wants something special
  benchmark: boolean; // an intent ('to impress', 'a gift') for the benchmark wines of each style
  corrected: Record<string, string>; // typo → word
  exclude: Exclusions; // 'anything but Chardonnay', 'not from South Australia'
  comparative: (Comparative & { anchor: AnchorWords }) | null; // 'like Barossa Shiraz but lighter'
  servings: QuantityRead | null; // 'for 20 people', 'a case'
  styleTags: StyleTag[]; // 'orange wine', 'pet nat', 'alcohol free'
  excludeTags: StyleTag[];
  dessertSweetness: number; // how sweet the dessert named is (0 when none): the wine must be at least as sweet
  aboutWine: boolean; // the request speaks of wine or drinking at all, even when nothing else is read
}

// words that make a request about wine even when nothing specific is read ('something nice to drink')
const ABOUT_WINE =
  /(^| )(wine|wines|vino|drink|drinks|drinking|drop|bottle|bottles|glass|sip|recommend|recommendation|suggest|suggestion|surprise|something|anything|pair|pairing|goes with|match|plonk|grog|booze|tipple|vintage|winery|sommelier|cellar|sommo|bevvy|drinkable|quaffer|quaffing)( |$)/;

// every style's words: the askable ones filter, the others ('sparkling shiraz', 'botrytis') are read only when ruled out
const STYLE_TAG_PHRASES = Object.entries(STYLE_TAG_WORDS)
  .flatMap(([tag, words]) => words.map((w) => ({ tag: tag as StyleTag, words: normalise(w).split(' ') })))
  .sort((a, b) => b.words.length - a.words.length);
const STYLE_TAG_INDEX = byFirstWord(STYLE_TAG_PHRASES);
// pét-nat and Prosecco are sparkling wines by definition

const PHRASES = buildPhrases();
const PHRASE_INDEX = byFirstWord(PHRASES);
// Typos are corrected only into wine words, never into everyday or number words.
const TARGETS = new Set<string>();
for (const phrase of PHRASES) for (const w of phrase.words) TARGETS.add(w);
const VOCAB = new Set<string>([
  ...COMMON_WORDS,
  ...Object.keys(NUMBER_WORDS).flatMap((w) => w.split(' ')),
  ...MOVE_WORDS,
  ...TARGETS,
  ...Object.values(STYLE_TAG_WORDS).flatMap((ws) => ws.flatMap((w) => normalise(w).split(' '))),
]);

let producerPhrases = new Map<string, { words: string[]; producer: string }[]>();
// The same words always read the same way: a query read before is looked up, not parsed again.
// Keyed on the whole raw text; each caller gets its own copy, since callers adjust what they get.
const readings = new BoundedCache<string, WineQuery>(1000);
let corrector = new TypoCorrector(VOCAB, TARGETS);

/** Producer names come from the catalogue; they are recognised but never typo-corrected into. */
export function registerProducers(producers: string[]): void {
  const phrases = producers
    // 'Shaw + Smith' is typed 'shaw and smith' too
    .flatMap((producer) =>
      [producer, ...(/[+&]/.test(producer) ? [producer.replace(/\s*[+&]\s*/g, ' and ')] : [])].map((name) => ({
        name,
        producer,
      })),
    )
    .map(({ name, producer }) => ({ words: normalise(name).split(' ').filter(Boolean), producer }))
    .filter((p) => p.words.length > 0 && p.words.join(' ').length >= 4)
    .sort((a, b) => b.words.length - a.words.length);
  producerPhrases = byFirstWord(phrases);
  const vocab = new Set(VOCAB);
  for (const p of phrases) for (const w of p.words) vocab.add(w);
  corrector = new TypoCorrector(vocab, TARGETS);
  readings.clear();
}

const NEGATIONS = new Set(['not', 'no', 'nothing', 'without', 'never', 'avoid', 'less', 'dont', 'isnt', 'too']);
const REGION_CUES = new Set(['from', 'in', 'region', 'district', 'nsw', 'vic', 'sa', 'wa']);
const WINE_WORDS = new Set([
  'wine',
  'wines',
  'red',
  'white',
  'shiraz',
  'riesling',
  'grenache',
  'chardonnay',
  'pinot',
  'syrah',
  'blend',
  'cabernet',
]);

function match(tokens: string[], at: number, phrase: string[]): boolean {
  if (at + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) if (tokens[at + k] !== phrase[k]) return false;
  return true;
}

/** Reads a free-text query into constraints and preferences. Deterministic. */
export function understandQuery(raw: string): WineQuery {
  // a text longer than any request is read but not kept, so the cache's memory stays bounded
  const keep = raw.length <= 500;
  const known = keep ? readings.get(raw) : undefined;
  if (known) return structuredClone(known);
  const q = readRequest(raw);
  if (keep) readings.set(raw, structuredClone(q));
  return q;
}

function readRequest(raw: string): WineQuery {
  const normalised = everydayWords(raw);
  const comparative = readComparative(normalised.replace(/([a-z])-([a-z])/g, '$1 $2'));
  if (!comparative) return readQuery(raw, normalised);
  // an anchor must name a wine, grape, region or type: 'so ive been drinking lately but lighter' is no comparative
  const anchorRead = readQuery(comparative.anchorText, comparative.anchorText);
  // ('The Dead Arm', 'Grange' name one wine we list by its own name)
  const namesWine = Boolean(anchorProfile({ text: comparative.anchorText, ...pick(anchorRead) })?.wineId);
  const readSomething =
    Boolean(anchorRead.sweetness) ||
    [anchorRead.varieties, anchorRead.regions, anchorRead.states, anchorRead.types, anchorRead.producers, anchorRead.styles].some(
      (x) => x.length,
    );
  if (!readSomething && !namesWine) return readQuery(raw, normalised);
  // a comparative with no move ('similar to The Dead Arm') needs a wine or a producer we list to be like
  if (!comparative.moves.length && !namesWine && !anchorRead.producers.length) return readQuery(raw, normalised);
  // the anchor is read on its own: its grape and region describe the profile to move, not a filter
  const rest = withoutMoves(normalised.replace(/([a-z])-([a-z])/g, '$1 $2').replace(comparative.anchorText, ' '));
  const q = readQuery(raw, rest);
  const a = anchorRead;
  const anchor = { text: comparative.anchorText, ...pick(a) };
  // 'a chardonnay, less oak than the Yarra ones': the anchor is the request's own grape from there
  if (!anchor.varieties.length && !anchor.producers.length) anchor.varieties = q.varieties;
  if (!anchor.types.length && !anchor.varieties.length) anchor.types = q.types;
  q.comparative = { ...comparative, anchor };
  return q;
}

const pick = (a: WineQuery) => ({
  varieties: a.varieties,
  regions: a.regions,
  states: a.states,
  types: a.types,
  producers: a.producers,
});

function readQuery(raw: string, original: string): WineQuery {
  const corrected: Record<string, string> = {};
  // 'cabernet-sauvignon', 'full-bodied' → words; keep '$20-40' intact for the budget reader
  const spaced = original.replace(/([a-z])-([a-z])/g, '$1 $2');
  const tokens = spaced
    .split(' ')
    .filter(Boolean)
    .map((t) => {
      const fixed = corrector.correct(t);
      if (fixed !== t) corrected[t] = fixed;
      return fixed;
    });
  const text = tokens.join(' ');

  const q: WineQuery = {
    text: raw,
    types: [],
    varieties: [],
    regions: [],
    states: [],
    budget: readBudget(text, tokens),
    sweetness: null,
    cellarYears: readCellaring(text, tokens),
    maxOak: null,
    producers: [],
    foods: [],
    foodWords: {},
    styles: [],
    occasions: [],
    typeHints: [],
    lowAlcohol:
      /(low alcohol|lower alcohol|light in alcohol|low alc|less alcohol|lower in alcohol|not too strong|low abv|(not so|not too|not as|less|not very) (boozy|alcoholic|strong)|lighter in alcohol)/.test(
        text,
      ),
    drinkNow: false,
    quality: 0,
    benchmark: false,
    corrected,
    exclude: noExclusions(),
    comparative: null,
    servings: readServings(text, tokens),
    styleTags: [],
    excludeTags: [],
    dessertSweetness: 0,
    aboutWine: ABOUT_WINE.test(text),
  };

  const used = new Array<boolean>(tokens.length).fill(false);
  let lastNegatedStyle = -2;
  const pushUnique = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };

  // styles that are not a grape or type first ('orange wine' is no Orange region, 'moscato' no fortified Muscat)
  for (let i = 0; i < tokens.length; i++) {
    const found = STYLE_TAG_INDEX.get(tokens[i])?.find((p) => !used[i] && match(tokens, i, p.words));
    if (!found) continue;
    // 'anything except sparkling shiraz' rules out the style as a whole, not the sparkling wine it qualifies
    if (!ASKABLE.includes(found.tag) && !excludedAt(tokens, i, used)) continue;
    // 'oysters natural' is how they are served, not a natural wine
    if (found.words[0] === 'natural' && [tokens[i - 1], tokens[i + 1]].some((t) => /^oysters?$/.test(t ?? ''))) continue;
    if (excludedAt(tokens, i, used)) pushUnique(q.excludeTags, found.tag);
    else {
      pushUnique(q.styleTags, found.tag);
      if (found.tag === 'pet-nat' || found.tag === 'prosecco') pushUnique(q.types, 'Sparkling Wine' as WineType);
    }
    for (let k = 0; k < found.words.length; k++) used[i + k] = true;
  }

  // producers next: 'Penfolds', 'Jacob's Creek' (never typo-corrected into)
  for (let i = 0; i < tokens.length; i++) {
    for (const p of producerPhrases.get(tokens[i]) ?? []) {
      if (!used[i] && match(tokens, i, p.words)) {
        // a one-word producer that is also an everyday word ('Wolf') must not fire on its own
        if (p.words.length === 1 && VOCAB.has(p.words[0])) continue;
        if (excludedAt(tokens, i, used)) pushUnique(q.exclude.producers, p.producer);
        else pushUnique(q.producers, p.producer);
        for (let k = 0; k < p.words.length; k++) used[i + k] = true;
        break;
      }
    }
  }

  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    let taken: Phrase | undefined;
    for (const phrase of PHRASE_INDEX.get(tokens[i]) ?? []) {
      if (!match(tokens, i, phrase.words)) continue;
      const next = tokens[i + phrase.words.length] ?? '';
      const prev = tokens[i - 1] ?? '';
      if (phrase.kind === 'food' && phrase.styleLike && WINE_WORDS.has(next)) continue;
      if (phrase.kind === 'region' && phrase.ambiguous && !REGION_CUES.has(prev) && !REGION_CUES.has(next)) continue;
      taken = phrase;
      break;
    }
    if (!taken) continue;
    const span = taken.words.length;
    const excluded = ['variety', 'type', 'region', 'state'].includes(taken.kind) && excludedAt(tokens, i, used);
    for (let k = 0; k < span; k++) used[i + k] = true;
    if (excluded) {
      const list = { variety: q.exclude.varieties, type: q.exclude.types, region: q.exclude.regions, state: q.exclude.states }[
        taken.kind as 'variety' | 'type' | 'region' | 'state'
      ];
      pushUnique(list, taken.value);
      continue;
    }
    const negated =
      NEGATIONS.has(tokens[i - 1] ?? '') ||
      (tokens[i - 1] === 'too' && NEGATIONS.has(tokens[i - 2] ?? '')) ||
      (NEGATIONS.has(tokens[i - 2] ?? '') && tokens[i - 1] === 'too');
    // a negation reaches along a list of style words: 'not the buttery oaky kind'
    const styleNegated = negated || negatedStyle(tokens, i) || (taken.kind === 'style' && lastNegatedStyle === i - 1);
    if (taken.kind === 'style' && styleNegated) lastNegatedStyle = i + span - 1;
    switch (taken.kind) {
      case 'food':
        pushUnique(q.foods, taken.value);
        q.foodWords[taken.value] ??= FOOD_DISPLAY[taken.words.join(' ')] ?? taken.words.join(' ');
        break;
      case 'variety':
        if (!negated) pushUnique(q.varieties, taken.value);
        break;
      case 'type':
        if (!negated) pushUnique(q.types, taken.value as WineType);
        break;
      case 'region':
        if (!negated) pushUnique(q.regions, taken.value);
        break;
      case 'state':
        if (!negated) pushUnique(q.states, taken.value);
        break;
      case 'style':
        if (styleNegated) {
          // 'not too heavy' → light; 'not oaky' is its own phrase
          // 'not buttery' is about the oak first; 'not too heavy' about weight
          const word = STYLE_WORDS[taken.value];
          if (word.target.oak && word.target.oak >= 4) pushUnique(q.styles, 'unoaked');
          else if (word.target.body && word.target.body >= 4) pushUnique(q.styles, 'light');
          else if (word.target.body && word.target.body <= 2) pushUnique(q.styles, 'medium');
          else if (word.target.tannin && word.target.tannin >= 4) pushUnique(q.styles, 'smooth');
          else if (word.target.acidity && word.target.acidity >= 4.5) pushUnique(q.styles, 'low acid');
        } else pushUnique(q.styles, taken.value);
        break;
      case 'sweetness': {
        const s = SWEETNESS_WORDS[taken.value];
        // 'not too sweet' is dry, 'not too dry' a touch of sweetness
        q.sweetness = styleNegated ? (s === 'sweet' ? 'dry' : s === 'dry' ? 'off-dry' : q.sweetness) : s;
        break;
      }
      case 'occasion':
        pushUnique(q.occasions, taken.value);
        break;
    }
  }

  const milestone = milestoneOf(text);
  if (milestone && 'cellarYears' in milestone) q.cellarYears = Math.max(q.cellarYears ?? 0, milestone.cellarYears);
  else if (milestone) pushUnique(q.occasions, milestone.occasion);
  // a cooking method ('grilled whiting') says how, the food named with it says what to pair
  const byMethod = q.foods.filter((f) => COOKING_METHODS.has(q.foodWords[f] ?? ''));
  if (byMethod.length && byMethod.length < q.foods.length) q.foods = q.foods.filter((f) => !byMethod.includes(f));
  // 'creamy mushroom pasta': the sauce says which pasta it is; only 'pasta' alone means a tomato one
  if (q.foods.includes('creamy-pasta') && q.foodWords['tomato-pasta'] === 'pasta')
    q.foods = q.foods.filter((f) => f !== 'tomato-pasta');
  // 'sparkling red' / 'sparkling shiraz': sparkling is the type, the colour a hint
  if (q.types.includes('Sparkling Wine') && q.types.length > 1) {
    q.typeHints = q.types.filter((t) => t !== 'Sparkling Wine');
    q.types = ['Sparkling Wine'];
  }
  // sweet wines: 'sweet white' is a dessert or off-dry style, never a filter that empties the list
  if (q.types.includes('Dessert Wine') && q.sweetness === 'dry') q.sweetness = null;
  // 'sparkling but not champagne': a type both asked for and ruled out rules out a place we do not list
  q.exclude.types = q.exclude.types.filter((t) => !q.types.includes(t as WineType));
  // 'bubbles for about 25': a bare number read as the people is not also the price
  if (q.budget?.bare !== undefined && q.budget.bare === q.servings?.people) q.budget = null;
  // a region named inside a state already says the state
  if (q.regions.length && q.states.length) {
    q.states = [];
  }
  // 'no oak' and 'lightly oaked' say how much oak at most: a hard constraint, like sweetness
  const oakLabels = q.styles.map((k) => STYLE_WORDS[k].label);
  if (oakLabels.includes('unoaked')) q.maxOak = 1;
  else if (oakLabels.includes('lightly oaked')) q.maxOak = 2;
  for (const key of q.occasions) {
    const occasion = OCCASIONS[key];
    q.quality = Math.max(q.quality, occasion.quality ?? 0);
    if (occasion.drinkNow) q.drinkNow = true;
    if (occasion.benchmark) q.benchmark = true;
  }
  if (q.budget?.fromWords && (q.budget.min ?? 0) >= 50) q.quality = Math.max(q.quality, 1);
  // a toast for twenty wants value unless the request says otherwise (docs/product-rules.md#recommendations)
  const crowd = q.servings && ((q.servings.people ?? 0) >= CROWD || q.servings.bottles >= 6);
  if (crowd && !q.budget && !q.producers.length && q.cellarYears === null) {
    // the more bottles, the more the price of each counts: a case for a barbecue is an everyday wine
    const max = q.servings!.bottles >= 12 ? 30 : 35;
    q.budget = { max, label: 'good value for a crowd', fromWords: true };
    q.quality = 0;
    q.benchmark = false;
  }
  const dish = dishCharacterOf(q.foods, q.text);
  if (dish && dish.sweetness > 0 && q.foods.every((f) => SWEET_FOODS.has(f))) q.dessertSweetness = dish.sweetness;
  return q;
}

const SWEET_FOODS = new Set(['fruit-desserts', 'creamy-desserts', 'chocolate-desserts', 'nuts-and-dried-fruit']);

/** The style target of the query's style words and occasions, averaged per dimension. */
export function styleTargetOf(q: WineQuery): StyleTarget {
  const sums: Record<string, { total: number; n: number }> = {};
  const addTarget = (t: StyleTarget | undefined, weight: number) => {
    for (const [k, v] of Object.entries(t ?? {})) {
      sums[k] ??= { total: 0, n: 0 };
      sums[k].total += v * weight;
      sums[k].n += weight;
    }
  };
  for (const key of q.styles) addTarget(STYLE_WORDS[key].target, 1);
  if (!q.styles.length) for (const key of q.occasions) addTarget(OCCASIONS[key].target, 0.6);
  const target: StyleTarget = {};
  for (const [k, { total, n }] of Object.entries(sums)) target[k as keyof StyleTarget] = total / n;
  return target;
}
