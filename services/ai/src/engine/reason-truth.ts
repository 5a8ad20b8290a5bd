import { GRAPE_VARIETIES, normalise, type Wine, WINES } from '@wine/wine-knowledge';
import { methodOf } from './wine-styles';
import { VARIETY_ALIASES } from './vocabulary';

// Reasons true to the wine (docs/product-rules.md#recommendations): a sentence about a card's wine
// names only that wine's grapes, method and producer, and its body, sweetness and oak words match
// the wine's structure. Words inside ‘ ’ are the request's own (‘Barossa Shiraz’) and not checked.

const GRAPES = GRAPE_VARIETIES.map((v) => ({
  id: v.id,
  words: [
    ...new Set([
      normalise(v.name),
      ...(VARIETY_ALIASES[v.id] ?? []).filter((a) => a.length >= 5 && a !== 'savvy' && a !== 'pinot'),
    ]),
  ],
}));
GRAPES.push({ id: 'pinot', words: ['pinot'] }, { id: 'muscat', words: ['moscato'] });
// every grape word, with its place in GRAPES' order: a sentence's runs of words are looked up here
const GRAPE_WORDS = new Map<string, { grape: number; word: string }[]>();
GRAPES.forEach((g, grape) => {
  for (const word of g.words) GRAPE_WORDS.set(word, [...(GRAPE_WORDS.get(word) ?? []), { grape, word }]);
});
const LONGEST_GRAPE = Math.max(...[...GRAPE_WORDS.keys()].map((w) => w.split(' ').length));
const METHODS: { method: string; re: RegExp }[] = [
  { method: 'traditional', re: /traditional[- ]method|m[ée]thode traditionnelle|bottle[- ]fermented|champagne method/i },
  { method: 'tank', re: /tank[- ](method|fermented)|charmat/i },
  { method: 'ancestral', re: /ancestral method|m[ée]thode ancestrale/i },
  { method: 'transfer', re: /transfer method/i },
];
const PRODUCERS = [...new Set(WINES.map((w) => w.producer))].filter((p) => p.length >= 6 || p.includes(' '));
// producers by their first two letters, so a sentence is scanned once rather than once per producer
const PRODUCER_STARTS = new Map<string, number[]>();
PRODUCERS.forEach((p, i) => PRODUCER_STARTS.set(p.slice(0, 2), [...(PRODUCER_STARTS.get(p.slice(0, 2)) ?? []), i]));
const BODY: [RegExp, (b: number) => boolean][] = [
  [/\bfull[- ]bodied\b/i, (b) => b >= 4],
  [/\bmedium[- ]bodied\b/i, (b) => b >= 2 && b <= 4],
  [/\blight[- ]bodied\b|^light\b|\blight (red|white|wine|and fresh)\b|\blight,/i, (b) => b <= 2],
];

const unquoted = (sentence: string) => sentence.replace(/‘[^’]*’/g, ' ');

const owns = new WeakMap<Wine, string>();
const ownWords = (wine: Wine) => {
  let own = owns.get(wine);
  if (own === undefined) owns.set(wine, (own = normalise(`${wine.variety} ${wine.wineName}`)));
  return own;
};

/** The first grape word (in GRAPES' order) the text names that is not the wine's own. */
function grapeNamed(text: string, wine: Wine): string | null {
  const tokens = normalise(text).split(' ');
  const named: { grape: number; word: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let run = '';
    for (let n = 0; n < LONGEST_GRAPE && i + n < tokens.length; n++) {
      run = n ? `${run} ${tokens[i + n]}` : tokens[i];
      named.push(...(GRAPE_WORDS.get(run) ?? []));
    }
  }
  if (!named.length) return null;
  const own = ownWords(wine);
  const order = (g: { grape: number; word: string }) => GRAPES[g.grape].words.indexOf(g.word);
  named.sort((a, b) => a.grape - b.grape || order(a) - order(b));
  for (const { grape, word } of named) {
    const id = GRAPES[grape].id;
    if (id === 'pinot' ? /pinot/.test(own) : wine.varietyIds.includes(id) || own.includes(word)) continue;
    return word;
  }
  return null;
}

/** The producers the text names, in PRODUCERS' order (the same as testing text.includes for each). */
function producersIn(text: string): string[] {
  const found = new Set<number>();
  for (let i = 0; i + 1 < text.length; i++)
    for (const p of PRODUCER_STARTS.get(text.slice(i, i + 2)) ?? []) if (text.startsWith(PRODUCERS[p], i)) found.add(p);
  return [...found].sort((a, b) => a - b).map((p) => PRODUCERS[p]);
}

// A wine's verdicts by sentence: the same sentences come back search after search (its tasting
// notes, its pairing sentence, a rule's reason), and a verdict depends on the sentence and the wine
// alone. A wine read from a member's cellar is a new object each search, so its verdicts go with it.
const VERDICTS_PER_WINE = 64;
const verdicts = new WeakMap<Wine, Map<string, string[]>>();

/** What in the sentence is untrue of the wine (empty when it holds). */
export function untrueOf(sentence: string, wine: Wine): string[] {
  let known = verdicts.get(wine);
  if (!known) verdicts.set(wine, (known = new Map()));
  let verdict = known.get(sentence);
  if (!verdict) {
    if (known.size >= VERDICTS_PER_WINE) known.clear();
    known.set(sentence, (verdict = checkSentence(sentence, wine)));
  }
  return [...verdict];
}

function checkSentence(sentence: string, wine: Wine): string[] {
  const text = unquoted(sentence);
  const out: string[] = [];
  const grape = grapeNamed(text, wine);
  if (grape) out.push(`grape '${grape}'`);
  const method = methodOf(wine);
  for (const m of METHODS) {
    if (!m.re.test(text)) continue;
    const inNotes = m.re.test(wine.tastingNotes);
    if (wine.wineType !== 'Sparkling Wine' || (method ? method !== m.method : !inNotes)) out.push(`method '${m.method}'`);
  }
  for (const p of producersIn(text))
    if (p !== wine.producer && !wine.producer.includes(p) && !wine.wineName.includes(p)) out.push(`producer '${p}'`);
  const s = wine.structure;
  for (const [re, holds] of BODY)
    if (re.test(text) && !holds(s.body)) out.push(`body word '${re.exec(text)![0]}' (body ${s.body})`);
  if (/\b(bone[- ]dry|(a|this|chilled,) dry (red|white|ros[eé]|wine))\b/i.test(text) && s.sweetness > 2)
    out.push(`dry (sweetness ${s.sweetness})`);
  // a principle about bubbles is said only of a wine that has them (sparkling, or a spritzy Moscato)
  if (
    /\bbubbles\b/i.test(text) &&
    wine.wineType !== 'Sparkling Wine' &&
    !/spritz|fizz|sparkl|bubbl|frizzante/i.test(wine.tastingNotes)
  )
    out.push('bubbles (a still wine)');
  if (/\b(luscious|sweet wine|sticky|as sweet as)\b/i.test(text) && s.sweetness < 3) out.push(`sweet (sweetness ${s.sweetness})`);
  if (/\b(unoaked|no obvious oak)\b/i.test(text) && s.oak > 1) out.push(`unoaked (oak ${s.oak})`);
  if (/\b(plenty of oak|(?<!less |not |not too )oaky)\b/i.test(text) && s.oak < 4) out.push(`oaky (oak ${s.oak})`);
  return out;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** The reason with every sentence untrue of the wine left out. */
export function trueToWine(reason: string, wine: Wine): string {
  return sentencesOf(reason)
    .filter((s) => untrueOf(s, wine).length === 0)
    .join(' ');
}
