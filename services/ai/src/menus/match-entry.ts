import { WINES, type WineType } from '@wine/wine-knowledge';
import { MATCH_THRESHOLD, PRODUCER_THRESHOLD } from '../label/match-wine';
import { fold } from '@wine/wine-knowledge';
import { phraseScore, similarity } from '../label/text';
import { CATALOGUE, type CatalogueWine } from '../engine/catalogue';
import { lookalikeSkeleton } from './ocr-lookalikes';

// The label matcher scores every catalogue wine against every line, fine for one label, far too
// slow for a 40-line wine list. A menu prints names cleanly, so a word the name shares with the
// line picks the candidates first, and only those are scored, with the label matcher's measure
// (phraseScore) and thresholds.

interface Indexed {
  entry: CatalogueWine;
  producer: string;
  name: string;
}
const INDEXED: Indexed[] = CATALOGUE.map((entry) => ({
  entry,
  producer: fold(entry.wine.producer),
  name: fold(entry.wine.wineName),
}));
// a word read with a letter taken for its lookalike ('JIN BARRY') still names its wine
const skeleton = lookalikeSkeleton;

// words too common in wine names to pick candidates by
const COMMON = new Set(
  [
    'estate',
    'wines',
    'wine',
    'vineyard',
    'vineyards',
    'reserve',
    'the',
    'and',
    'series',
    'valley',
    'river',
    'hill',
    'creek',
    'block',
    'old',
    'vine',
    'vines',
    'single',
    'family',
    'house',
    'brut',
    'cuvee',
    'red',
    'white',
    'rose',
    'blend',
    'bin',
  ].concat([...new Set(WINES.flatMap((w) => fold(w.variety).split(' ')))]),
);
const BY_WORD = new Map<string, Indexed[]>();
// the same words by their skeletons (a word read with a lookalike letter still picks its wine)
const BY_SKELETON = new Map<string, Indexed[]>();
for (const item of INDEXED)
  for (const word of new Set([...item.producer.split(' '), ...item.name.split(' ')]))
    if (word.length >= 3 && !COMMON.has(word)) {
      BY_WORD.set(word, [...(BY_WORD.get(word) ?? []), item]);
      if (word.length >= 4) BY_SKELETON.set(skeleton(word), [...(BY_SKELETON.get(skeleton(word)) ?? []), item]);
    }

// words a producer's name shares with many others: they say nothing of which producer it is
const PRODUCER_GENERIC = new Set([
  'domaine',
  'chateau',
  'maison',
  'estate',
  'wines',
  'wine',
  'co',
  'vineyard',
  'vineyards',
  'the',
  'of',
  'and',
  'family',
  'winemakers',
  'cellars',
  'house',
  'mount',
  'st',
]);

/**
 * Whether the line prints the producer itself, not only a word of it: each of the producer's own
 * words is on the line (an OCR slip allowed in a long word), and a one- or two-letter word ('Domaine
 * A') right after the word before it. 'Domaine de la Pépière' is not 'Domaine A'.
 */
function printsProducer(producer: string, line: string): boolean {
  const words = producer.split(' ').filter(Boolean);
  const lineWords = line.split(' ').filter(Boolean);
  return words.every((w, i) => {
    // a short word counts printed beside its neighbour: 'domaine a', 'd arenberg', 's c pannell'
    if (w.length <= 2) {
      const pair = i > 0 ? `${words[i - 1]} ${w}` : `${w} ${words[i + 1] ?? ''}`.trim();
      return ` ${line} `.includes(` ${pair} `);
    }
    if (PRODUCER_GENERIC.has(w)) return true;
    return lineWords.some((x) => x === w || (w.length >= 5 && similarity(x, w) >= 0.8) || oneLookalikeApart(x, w));
  });
}

/** A word read with letters taken for their lookalikes: 'jin' for 'jim'. */
function oneLookalikeApart(read: string, word: string): boolean {
  return word.length >= 3 && read.length === word.length && skeleton(read) === skeleton(word);
}

export interface EntryMatch {
  wine: CatalogueWine;
  score: number;
}

/** The catalogue wine a wine-list line names, or null when it is not one of ours. */
export function matchEntry(text: string): EntryMatch | null {
  const folded = fold(text);
  const candidates = new Set<Indexed>();
  for (const word of folded.split(' '))
    for (const item of [...(BY_WORD.get(word) ?? []), ...(word.length >= 4 ? (BY_SKELETON.get(skeleton(word)) ?? []) : [])])
      candidates.add(item);
  let best: EntryMatch | null = null;
  for (const item of candidates) {
    const producerScore = phraseScore(item.producer, folded);
    if (producerScore < PRODUCER_THRESHOLD || !printsProducer(item.producer, folded)) continue;
    const wineScore = phraseScore(item.name, folded);
    // the same weights as the label matcher, without its variety and region words (a menu line names them in the wine's name)
    const score = (0.55 * producerScore + 0.35 * wineScore) / 0.9;
    // on a tie the longer name read whole wins: 'Pinot Noir Rosé' says more than 'Pinot Noir'
    if (
      score >= MATCH_THRESHOLD &&
      (!best || score > best.score || (score === Number(best.score) && item.name.length > fold(best.wine.wine.wineName).length))
    )
      best = { wine: item.entry, score: Number(score.toFixed(3)) };
  }
  return best;
}

// producers whose every catalogue wine (two or more) is of one style: a sparkling house
const HOUSES = (() => {
  const byProducer = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const item of INDEXED) {
    byProducer.set(item.producer, (byProducer.get(item.producer) ?? new Set()).add(item.entry.wine.wineType));
    count.set(item.producer, (count.get(item.producer) ?? 0) + 1);
  }
  return [...byProducer]
    .filter(([p, types]) => types.size === 1 && types.has('Sparkling Wine') && (count.get(p) ?? 0) >= 2)
    .map(([producer]) => producer);
})();

/** The style of a sparkling house the line prints (Jansz, Arras), for a wine of theirs the catalogue lacks. */
export function houseStyleOf(text: string): WineType | null {
  const folded = fold(text);
  return HOUSES.some((p) => phraseScore(p, folded) >= PRODUCER_THRESHOLD && printsProducer(p, folded)) ? 'Sparkling Wine' : null;
}
