import { GRAPE_VARIETIES, WINE_REGIONS } from '@wine/wine-knowledge';
import { continues, PlacedLine } from './label-layout';
import { LabelFacts } from './parse-label';
import { fold, similarity } from './text';

// A wine not in the catalogue is answered with its producer and name as the label prints them.
// The label's print is split by layout (the two most prominent names, wrapped lines joined) and
// by vocabulary (producer words such as 'Estate' or 'Wines'; variety words belong to the wine's name).

const PRODUCER_WORDS = /\b(estate|estates|vineyard|vineyards|wines|winery|wineries|cellars|family|wine co|brothers|sons|winemakers)\b/;
// print that is never a name: legal lines, measures, years, words of praise
const BOILERPLATE =
  /\b(product of|wine of|contains|sulphites|alc|vol|ml|est|established|since|founded|vintage|produced|bottled|www|com|au|preservative|standard drinks?)\b|\d{4}|%/;
const DECORATIVE = new Set(
  'single vineyard old vine vines reserve estate grown hand picked limited release cellar selection the of and'.split(' '),
);
const VARIETIES = GRAPE_VARIETIES.map((v) => fold(v.name));
const REGIONS = WINE_REGIONS.map((r) => fold(r.name));

export interface PrintedName {
  producer: string;
  wineName: string;
}

/** 'KESTREL RIDGE ESTATE' → 'Kestrel Ridge Estate'; mixed case stays as printed. */
function asPrinted(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean !== clean.toUpperCase()) return clean;
  return clean.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function isName(line: PlacedLine): boolean {
  const f = fold(line.text);
  if (f.replace(/[^a-z]/g, '').length < 3 || line.confidence < 0.6) return false;
  if (BOILERPLATE.test(f)) return false;
  if (f.split(' ').every((w) => DECORATIVE.has(w))) return false;
  return !REGIONS.some((r) => similarity(r, f) >= 0.85);
}

interface Unit {
  text: string;
  height: number;
  order: number;
  vertical: boolean;
}

/** Name-like lines, wrapped lines joined, in reading order. */
function units(ordered: PlacedLine[]): Unit[] {
  const names = ordered.filter(isName);
  const out: (Unit & { last: PlacedLine })[] = [];
  names.forEach((line, order) => {
    const prev = out.at(-1);
    const vertical = Math.abs(line.angle ?? 0) >= Math.PI / 4;
    if (prev && !vertical && !prev.vertical && continues(prev.last, line)) {
      prev.text += ` ${line.text}`;
      prev.height = Math.max(prev.height, line.height);
      prev.last = line;
    } else out.push({ text: line.text, height: line.height, order, vertical, last: line });
  });
  return out;
}

/** The producer named in a back label's statement: 'Produced and bottled by Kestrel Ridge, Clare Valley'. */
function bottler(ordered: PlacedLine[]): string | null {
  for (const line of ordered) {
    const m = line.text.match(/\b(?:produced|bottled|made|grown)\b.*?\bby\s+([^,.;]+)/i);
    if (m && fold(m[1]).length >= 3) return m[1].trim();
  }
  return null;
}

/** Producer and wine name as printed, or null when the label shows no name at all. */
export function readAsPrinted(facts: LabelFacts): PrintedName | null {
  const byBottler = bottler(facts.ordered);
  if (byBottler) {
    // a back label's heading repeats it: 'Kestrel Ridge Red Dirt Shiraz 2019'
    const producer = fold(byBottler);
    const heading = facts.ordered.find((l) => fold(l.text).startsWith(producer) && fold(l.text) !== producer);
    const rest = heading ? heading.text.replace(/\b(19|20)\d\d\b/g, '').slice(byBottler.length).trim() : '';
    return { producer: asPrinted(byBottler), wineName: asPrinted(rest) };
  }
  const found = units(facts.ordered);
  if (!found.length) return null;
  // the two most prominent names, back in reading order
  const [a, b] = [...found].sort((x, y) => y.height - x.height).slice(0, 2);
  if (!b) return { producer: asPrinted(a.text), wineName: '' };
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
