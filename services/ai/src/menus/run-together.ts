import { fold, GRAPE_VARIETIES, WINES } from '@wine/wine-knowledge';

// OCR of a blurred or tightly set list runs a row's words together ('2015Yellowbox',
// 'MountPleasant', 'TurkeyFlatShiraz', 'King ValleyC'): the name no longer shows its words, so it matches neither
// the catalogue nor the words a guest's question names. Two capitalised words, or a year and a
// word, that touch are parted. A name printed so ('TarraWarra', 'RunRig') is kept as it is, as is a
// short prefix ('McLaren', 'DeBortoli').

const ONE_WORD = new Set(
  WINES.flatMap((w) => `${w.producer} ${w.wineName}`.split(/\s+/))
    .filter((t) => /[a-z][A-Z]/.test(t))
    .map((t) => fold(t)),
);

// a lower-case letter, a capital and two more lower-case letters: 'tP' in 'MountPleasant'; the
// word before has three letters at least
const WORD_JOIN = /(?<=[A-Za-z][a-z]{2,})(?=[A-Z][a-z]{2,})/g;

// grape and style words of five letters or more: a box that starts with one and runs on in
// lower case ('Chardonnaydelaide Hills', 'Proseccoxing Valley') ran into the next column's print
const GRAPE_WORDS = [
  ...new Set(
    GRAPE_VARIETIES.flatMap((g) => fold(g.name).split(' '))
      .concat(['prosecco'])
      .filter((w) => w.length >= 5),
  ),
].sort((a, b) => b.length - a.length);

// a catalogue producer's words run together in capitals ('PETERLEHMANN'): the producer's words
const PRODUCERS_RUN_TOGETHER = new Map(
  [...new Set(WINES.map((w) => w.producer))]
    .map((p) => fold(p).split(' '))
    .filter((words) => words.length >= 2 && words.every((w) => /^[a-z]+$/.test(w)))
    .map((words) => [words.join(''), words] as const),
);

/** A word that is a grape's name with the next column's print run onto its end, parted. */
function partGrape(word: string): string {
  const f = fold(word);
  if (f.length !== word.length || ONE_WORD.has(f)) return word;
  // only in capitals: 'Larkhill' or 'Springvale' printed so is a name of its own
  const producer = word.length >= 8 && word === word.toUpperCase() ? PRODUCERS_RUN_TOGETHER.get(f) : undefined;
  if (producer) {
    let at = 0;
    return producer.map((w) => word.slice(at, (at += w.length))).join(' ');
  }
  const grape = GRAPE_WORDS.find((g) => f.startsWith(g) && f.length - g.length >= 4);
  return grape && !GRAPE_WORDS.includes(f) ? `${word.slice(0, grape.length)} ${word.slice(grape.length)}` : word;
}

/**
 * A grape's name OCR broke in two ('Te mpranillo': a column read apart from the next, cut through
 * a word), joined again.
 */
function joinBrokenGrape(text: string): string {
  return text.replace(/\b([A-Za-z]{1,6}) ([a-z]{3,})\b/g, (pair, a: string, b: string) =>
    GRAPE_WORDS.includes(fold(a + b)) && !GRAPE_WORDS.includes(fold(b)) ? a + b : pair,
  );
}

/** A row's text with the words OCR ran together parted again, and a grape's name broken in two joined. */
export function partRunTogether(text: string): string {
  return (
    joinBrokenGrape(text)
      // a vintage run into the name after it, or a name into the vintage after it
      .replace(/\b((?:19|20)\d\d)(?=[A-Z][a-z]{2,})/g, '$1 ')
      .replace(/(?<=[A-Za-z][a-z]{2,})((?:19|20)\d\d)\b/g, ' $1')
      // a state's letters run into the region before them ('King ValleyC', 'PeninsulaIC')
      .replace(/(?<=[a-z]{3,})([A-Z]{1,3})\b/g, ' $1')
      .replace(/[A-Za-z'’]+/g, (word) =>
        /[a-z][A-Z]/.test(word) && !ONE_WORD.has(fold(word)) ? word.replace(WORD_JOIN, ' ') : partGrape(word),
      )
  );
}
