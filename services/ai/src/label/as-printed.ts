import { GRAPE_VARIETIES, WINE_REGIONS } from '@wine/wine-knowledge';
import { continues, PlacedLine } from './label-layout';
import { isCatalogueWord } from './match-wine';
import { LabelFacts } from './parse-label';
import { fold } from '@wine/wine-knowledge';
import { similarity } from './text';

// A wine not in the catalogue is answered with its producer and name as the label prints them.
// The label's print is split by layout (the two most prominent names, wrapped lines joined) and
// by vocabulary (producer words such as 'Estate' or 'Wines'; variety words belong to the wine's name).

const PRODUCER_WORDS =
  /\b(estate|estates|vineyard|vineyards|wines|winery|wineries|cellars|family|wine co|brothers|sons|winemakers)\b/;
const ENDS_IN_PRODUCER_WORD = new RegExp(`${PRODUCER_WORDS.source}$`);
// print that is never a name: legal lines, measures, years, words of praise (the legal words even
// run into the word before them: 'ShitesProduct of Australia')
const BOILERPLATE =
  /product of|sulphites|\b(wine of|contains|alc|vol|ml|est|established|since|founded|vintage|produced|bottled|www|com|au|preservative|standard drinks?)\b|\d{4}|%/;
// a back label's legal lines, never its heading
const BOILERPLATE_LINE = /product of|sulphites|preservative|standard drinks?|alc|\bml\b/;
const DECORATIVE =
  /\b(single vineyard|old vines?|reserve|estate grown|hand picked|limited release|cellar selection|small batch|barrel select(ion)?)\b/g;
const VARIETIES = GRAPE_VARIETIES.map((v) => fold(v.name));
const REGIONS = WINE_REGIONS.map((r) => fold(r.name));

export interface PrintedName {
  producer: string;
  wineName: string;
}

/**
 * Letter-spaced capitals come back from OCR as one word ('KARRIPOINTESTATEVINEYARD'): split it
 * where known words (catalogue names, producer words) fit, fewest pieces and unknown letters first.
 */
export function segment(word: string): string {
  const w = word.toLowerCase();
  const known = (piece: string) => piece.length >= 3 && (isCatalogueWord(piece) || PRODUCER_WORDS.test(piece));
  const cost: number[] = [0];
  const from: number[] = [0];
  for (let i = 1; i <= w.length; i++) {
    cost[i] = Infinity;
    for (let j = 0; j < i; j++) {
      const c = cost[j] + (known(w.slice(j, i)) ? 1 : 3 + 0.5 * (i - j));
      if (c < cost[i]) [cost[i], from[i]] = [c, j];
    }
  }
  const pieces: string[] = [];
  for (let i = w.length; i > 0; i = from[i]) pieces.unshift(word.slice(from[i], i));
  return pieces.join(' ');
}

/** 'KESTREL RIDGE ESTATE' → 'Kestrel Ridge Estate'; mixed case stays as printed. */
function asPrinted(text: string): string {
  const clean = text
    .split(/\s+/)
    .map((word) => (word.length >= 12 && /^[A-Z]+$/.test(word) ? segment(word) : word))
    .join(' ')
    .trim();
  if (clean !== clean.toUpperCase()) return clean;
  return clean.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function isName(line: PlacedLine): boolean {
  const f = fold(line.text);
  if (f.replace(/[^a-z]/g, '').length < 3 || line.confidence < 0.6) return false;
  if (BOILERPLATE.test(f)) return false;
  if (
    !f
      .replace(DECORATIVE, '')
      .replace(/\b(and|the|of)\b/g, '')
      .trim()
  )
    return false;
  return !REGIONS.some((r) => similarity(r, f) >= 0.85);
}

interface Unit {
  text: string;
  height: number;
  order: number;
  vertical: boolean;
  /** left and right edges across the deskewed label */
  from: number;
  to: number;
}

/** Whether `b` goes on from `a` in one row: much the same size, level with it, a word's space after it. */
function sameRow(a: PlacedLine, b: PlacedLine): boolean {
  const h = Math.max(a.height, b.height);
  if (Math.min(a.height, b.height) / h < 0.7) return false;
  if (Math.abs(a.y - b.y) > 0.5 * Math.min(a.height, b.height)) return false;
  const gap = b.x - b.width / 2 - (a.x + a.width / 2);
  return gap > -0.3 * h && gap < 1.5 * h;
}

/**
 * Pieces of one vertical name (the detector boxes its words apart: 'Tallowwood', 'Ridg', 'ellars'),
 * one column of print of one thickness, joined in reading order: up the label unless a producer
 * word ('Cellars', 'Estate') is at the bottom, where a name running down the label ends.
 */
function verticalNames(names: PlacedLine[]): { text: string; height: number; line: PlacedLine }[] {
  const vertical = names.filter((l) => Math.abs(l.angle ?? 0) >= Math.PI / 4);
  const columns: PlacedLine[][] = [];
  for (const l of vertical) {
    const column = columns.find(
      (c) =>
        Math.abs(c[0].x - l.x) < 0.5 * Math.max(c[0].height, l.height) &&
        Math.min(c[0].height, l.height) / Math.max(c[0].height, l.height) >= 0.7,
    );
    if (column) column.push(l);
    else columns.push([l]);
  }
  return columns.map((column) => {
    const down = [...column].sort((a, b) => a.y - b.y);
    const endsDown = down.length > 1 && PRODUCER_WORDS.test(fold(down.at(-1)!.text)) && !PRODUCER_WORDS.test(fold(down[0].text));
    const ordered = endsDown ? down : down.reverse();
    return { text: ordered.map((l) => l.text).join(' '), height: Math.max(...column.map((l) => l.height)), line: ordered[0] };
  });
}

/**
 * A back label's heading without the year ending it ('Brolga Downs Cellars Three Chains
 * Tempranillo 2023', the year often run into the last word): a name, not a line with a year. Only
 * a heading of two words or more: a short word by a year is a vintage line misread ('id R 2022').
 */
export function withoutHeadingYear(text: string): string {
  const rest = text.replace(/\s*(?<!\d)(19|20)\d\d$/, '').trim();
  return rest !== text.trim() && (rest.match(/\p{L}{3,}/gu) ?? []).length >= 2 ? rest : text;
}

/** Name-like lines, wrapped lines and pieces of one row joined, in reading order. */
function units(ordered: PlacedLine[]): Unit[] {
  const names = ordered.map((l) => ({ ...l, text: withoutHeadingYear(l.text) })).filter(isName);
  const out: (Unit & { last: PlacedLine })[] = [];
  const columns = verticalNames(names);
  names.forEach((line, order) => {
    const prev = out.at(-1);
    const vertical = Math.abs(line.angle ?? 0) >= Math.PI / 4;
    const [from, to] = [line.x - line.width / 2, line.x + line.width / 2];
    if (vertical) {
      // a vertical name once, where its first piece is read
      const column = columns.find((c) => c.line === line);
      if (column) out.push({ text: column.text, height: column.height, order, vertical, from, to, last: line });
      return;
    }
    if (prev && !prev.vertical && (continues(prev.last, line) || sameRow(prev.last, line))) {
      prev.text += ` ${line.text}`;
      prev.height = Math.max(prev.height, line.height);
      [prev.from, prev.to] = [Math.min(prev.from, from), Math.max(prev.to, to)];
      prev.last = line;
    } else out.push({ text: line.text, height: line.height, order, vertical, from, to, last: line });
  });
  return out;
}

// a bottler's statement's verbs, as OCR reads them in small print ('botled', 'pcaced and botted')
const STATEMENT_WORDS = ['produced', 'bottled', 'made', 'grown', 'packed'];

/** Whether a word (or the end of words run together) reads as one of the statement's verbs. */
function statementVerb(before: string): boolean {
  const f = fold(before).replace(/[^a-z]/g, '');
  return STATEMENT_WORDS.some((w) => {
    for (let n = w.length - 1; n <= w.length + 1; n++)
      if (f.length >= n && similarity(w, f.slice(f.length - n)) >= 0.7) return true;
    return false;
  });
}

/**
 * The producer named in a back label's statement: 'Produced and bottled by Kestrel Ridge, Clare
 * Valley', also as small print reads it ('Poduced and botted by', words run together).
 */
function bottler(ordered: PlacedLine[]): string | null {
  for (const line of ordered) {
    for (const m of line.text.matchAll(/(\p{L}{3,})\s*by\s*([^,.;]+)/giu)) {
      if (statementVerb(m[1]) && fold(m[2]).length >= 3) return m[2].trim();
    }
  }
  return null;
}

/**
 * Where a back label's heading ('Kestrel Ridge Red Dirt Shiraz 2019') ends the producer the
 * statement names, by whole words, when OCR read the two apart: the heading's first letters lost
 * at a curved edge ('ark Point Family Wines' for 'Ironbark Point ...'), or the statement's
 * producer run into its region ('BrolaDownsellarsGreatouthe'). The producer is then the better
 * read of the two.
 */
export function headingSplit(heading: string, producer: string): { producer: string; rest: string } | null {
  const words = heading.split(/\s+/).filter(Boolean);
  const P = squash(producer);
  // the cut explaining most of the producer, surely: by similarity times the letters it covers
  let best: { k: number; score: number; headingBetter: boolean } | null = null;
  for (let k = 1; k < words.length; k++) {
    const A = squash(words.slice(0, k).join(''));
    if (A.length < 3) continue;
    // the whole producer, the heading missing its start, or the statement's producer running on
    const readings: { sim: number; covered: number; headingBetter: boolean }[] = [
      { sim: similarity(A, P), covered: P.length, headingBetter: true },
    ];
    if (A.length < P.length)
      readings.push({ sim: similarity(A, P.slice(P.length - A.length)), covered: A.length, headingBetter: false });
    for (let n = Math.max(3, A.length - 2); n <= A.length + 2 && n < P.length - 2; n++)
      readings.push({ sim: similarity(A, P.slice(0, n)), covered: n, headingBetter: true });
    for (const r of readings) {
      const score = r.sim * r.covered;
      if (r.sim >= 0.8 && (!best || score > best.score)) best = { k, score, headingBetter: r.headingBetter };
    }
  }
  if (!best) return null;
  return {
    producer: best.headingBetter ? words.slice(0, best.k).join(' ') : producer,
    rest: words.slice(best.k).join(' '),
  };
}

/** Letters and digits only, folded: names compared whatever spaces and punctuation OCR read. */
const squash = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

/** Where in `text` its first letters and digits spell `prefix` (squashed), or null. */
export function afterPrefix(text: string, prefix: string): number | null {
  if (!prefix) return null;
  let seen = '';
  for (let i = 0; i < text.length; i++) {
    seen += squash(text[i]);
    if (!prefix.startsWith(seen)) return null;
    if (seen === prefix) return i + 1;
  }
  return null;
}

/**
 * One line naming both ('Brolga Downs Cellars Three Chains Tempranillo'): the producer ends at its
 * last producer word ('Cellars', 'Estate', 'Wines') with the wine's name after it.
 */
export function splitByProducerWord(text: string): PrintedName | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let k = words.length - 1; k >= 1; k--) {
    if (!ENDS_IN_PRODUCER_WORD.test(fold(words.slice(0, k).join(' ')))) continue;
    const rest = words.slice(k).join(' ');
    if (PRODUCER_WORDS.test(fold(rest)) || !/\p{L}{3,}/u.test(rest)) return null;
    return { producer: asPrinted(words.slice(0, k).join(' ')), wineName: asPrinted(rest) };
  }
  return null;
}

/** Producer and wine name as printed, or null when the label shows no name at all. */
export function readAsPrinted(facts: LabelFacts): PrintedName | null {
  const byBottler = bottler(facts.ordered);
  if (byBottler) {
    // a back label's heading repeats it: 'Kestrel Ridge Red Dirt Shiraz 2019' (compared without
    // spaces: OCR drops some, 'Kestrel RidgeVineyards'); the heading's spacing is the better read
    const producer = squash(byBottler);
    const noYear = (text: string) => text.replace(/(?<!\d)(19|20)\d\d(?!\d)/g, '').trim();
    for (const line of facts.ordered) {
      const cut = afterPrefix(line.text, producer);
      if (cut === null || !squash(line.text.slice(cut))) continue;
      return { producer: asPrinted(line.text.slice(0, cut).trim()), wineName: asPrinted(noYear(line.text.slice(cut))) };
    }
    // the heading and the statement read differently: the heading's words after the producer
    // (two passes' reads of it: the surer)
    const statement = facts.ordered.find((l) => l.text.includes(byBottler));
    const headings = facts.ordered
      .filter((line) => line !== statement && !BOILERPLATE_LINE.test(fold(line.text)))
      .map((line) => ({ line, split: headingSplit(line.text, byBottler) }))
      .filter(({ split }) => split && squash(noYear(split.rest)).length >= 3)
      .sort((a, b) => b.line.confidence - a.line.confidence);
    const split = headings[0]?.split;
    if (split) return { producer: asPrinted(split.producer), wineName: asPrinted(noYear(split.rest)) };
    return { producer: asPrinted(byBottler), wineName: '' };
  }
  const found = units(facts.ordered);
  if (!found.length) return null;
  // the two most prominent names on one label (a second bottle in the frame is beside it), in reading order
  const [a, ...rest] = [...found].sort((x, y) => y.height - x.height);
  const b = rest.find((u) => u.vertical || a.vertical || Math.min(a.to, u.to) > Math.max(a.from, u.from));
  if (!b) return splitByProducerWord(a.text) ?? { producer: asPrinted(a.text), wineName: '' };
  const [first, second] = a.order <= b.order ? [a, b] : [b, a];
  const producerLike = (u: Unit) => PRODUCER_WORDS.test(fold(u.text));
  const varietyLike = (u: Unit) => VARIETIES.some((v) => fold(u.text).includes(v));
  let producer = first;
  if (producerLike(second) && !producerLike(first)) producer = second;
  else if (varietyLike(first) && !varietyLike(second)) producer = second;
  else if (second.vertical && !first.vertical) producer = second;
  const wine = producer === first ? second : first;
  return { producer: asPrinted(producer.text), wineName: asPrinted(wine.text) };
}
