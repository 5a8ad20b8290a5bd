import { GRAPE_VARIETIES, WINE_REGIONS } from '@wine/wine-knowledge';
import { PlacedLine, readingOrder, textBlocks } from './label-layout';
import { OcrLine } from './ocr-line';
import { fold } from '@wine/wine-knowledge';
import { phraseScore } from './text';

export interface LabelFacts {
  vintage: { year: number; confidence: number } | null;
  abv: string | null;
  volumeMl: number | null;
  /** grape variety ids named on the label, best read first */
  varietyIds: string[];
  /** region ids named on the label, best read first */
  regionIds: string[];
  /** 'NV' or 'Non Vintage' printed (sparkling and fortified blends of several years) */
  nonVintage: boolean;
  /** lines by text height, largest first: the producer and wine name are usually near the top */
  lines: OcrLine[];
  /** the label's lines in reading order after deskewing */
  ordered: PlacedLine[];
  /** names wrapped over 2-3 lines, joined in reading order */
  blocks: OcrLine[];
}

// The founding year is not the vintage: 'Est. 1847', 'Established 1891', 'Since 1850', 'Founded in 1837'.
const FOUNDED = /\b(est|estd|established|since|founded|founded in|gegr)\b\.?\s*(in\s*)?$/;
// Nor is a phone number's last group ('Cellar door (08) 8523 2017', '03 5964 2019'): two groups of
// digits just before it (one is a wine's number: 'Bin 389 2016'), or a phone word.
const PHONE = /(\d+ \d{3,4}|\b(ph|phone|tel|telephone|cellar door|call)\b[\d ]*)$/;
/** Whether the year at `index` of a line is a founding year or a phone number's, not a vintage. */
const notVintage = (text: string, index: number) => {
  const before = fold(text.slice(0, index));
  return FOUNDED.test(before) || PHONE.test(before);
};
// Vintages on Australian labels: plausible years from the first great modern vintages to now.
const EARLIEST_VINTAGE = 1950;

export function vintageOf(lines: OcrLine[], thisYear: number): LabelFacts['vintage'] {
  let best: { year: number; confidence: number; weight: number } | null = null;
  const tallest = Math.max(1, ...lines.map((l) => l.height));
  for (const line of lines) {
    // an O read for a zero ('2O19'), not a word's last letter run into the year ('Fiano2016')
    const text = line.text.replace(/(?<![A-Za-z])[Oo](?=\d)|(?<=\d)[Oo]/g, '0');
    // not a price ('$20.19', '2019.99') nor part of a longer number
    for (const m of text.matchAll(/(?<![\d.,$])((?:19|20)\d\d)(?![\d%]|[.,]\d)/g)) {
      const year = Number(m[1]);
      if (year < EARLIEST_VINTAGE || year > thisYear) continue;
      if (notVintage(text, m.index)) continue;
      // a line that is only the year is the classic vintage print; a tall one more so
      const alone = fold(text).replace(/[^0-9a-z]/g, '') === m[1];
      const weight = (alone ? 1 : 0.75) * (0.6 + 0.4 * (line.height / tallest)) * line.confidence;
      if (!best || weight > best.weight) best = { year, confidence: Math.min(1, line.confidence * (alone ? 1 : 0.9)), weight };
    }
  }
  if (!best) best = lookAlikeYear(lines, thisYear);
  return best ? { year: best.year, confidence: Number(best.confidence.toFixed(2)) } : null;
}

// letters OCR reads for digits in blurred or glared print ('Zu06' for 2006, 'ZOI8' for 2018)
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  U: '0',
  u: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  A: '4',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
};

/**
 * A year misread with letters for some of its digits: a word of four characters, at least two of
 * them digits (one, for a line's last word) and the rest letters that look like digits, that reads
 * as a plausible vintage.
 * Less sure than a year read as digits.
 */
export function lookAlikeYear(lines: OcrLine[], thisYear: number): { year: number; confidence: number; weight: number } | null {
  let best: { year: number; confidence: number; weight: number } | null = null;
  const tallest = Math.max(1, ...lines.map((l) => l.height));
  for (const line of lines) {
    // (not a price: '2019.99', '$2019')
    for (const m of line.text.matchAll(/(?<![\p{L}\d$.,])[\p{L}\d|!]{4}(?![\p{L}\d]|[.,]\d)/gu)) {
      const word = m[0];
      // one digit is enough for the line's last word (a heading's year: 'Nick O'Leary Riesling zu1U')
      const last = !/[\p{L}\d]/u.test(line.text.slice(m.index + word.length));
      if ((word.match(/\d/g) ?? []).length < (last ? 1 : 2)) continue;
      const digits = [...word].map((c) => (/\d/.test(c) ? c : (DIGIT_LOOKALIKES[c] ?? 'x'))).join('');
      if (!/^(19|20)\d\d$/.test(digits)) continue;
      const year = Number(digits);
      if (year < EARLIEST_VINTAGE || year > thisYear) continue;
      if (notVintage(line.text, m.index)) continue;
      const weight = (0.6 + 0.4 * (line.height / tallest)) * line.confidence;
      if (!best || weight > best.weight) best = { year, confidence: 0.7 * line.confidence, weight };
    }
  }
  return best;
}

function abvOf(lines: OcrLine[]): string | null {
  for (const line of lines) {
    const m = line.text.replace(',', '.').match(/(\d{1,2}(?:\.\d)?)\s*%/);
    if (!m) continue;
    const value = Number(m[1]);
    // table wines 5.5-16%, fortifieds up to 22%
    if (value >= 5 && value <= 23) return `${value % 1 ? value.toFixed(1) : value}%`;
  }
  return null;
}

function volumeOf(lines: OcrLine[]): number | null {
  for (const line of lines) {
    const text = line.text.replace(',', '.');
    const ml = text.match(/(\d{3,4})\s*m\s*[lL]\b/i);
    if (ml) return Number(ml[1]);
    const l = text.match(/(\d(?:\.\d{1,2})?)\s*(?:L|litres?|liters?)\b/);
    if (l) return Math.round(Number(l[1]) * 1000);
  }
  return null;
}

// Vocabularies from the knowledge base, longest names first so 'Cabernet Sauvignon' wins over 'Sauvignon'.
const VARIETY_WORDS = GRAPE_VARIETIES.map((v) => ({ id: v.id, word: fold(v.name) })).sort(
  (a, b) => b.word.length - a.word.length,
);
const REGION_WORDS = WINE_REGIONS.map((r) => ({ id: r.id, word: fold(r.name) })).sort((a, b) => b.word.length - a.word.length);

function vocabularyIn(text: string, vocabulary: { id: string; word: string }[]): string[] {
  const found: { id: string; score: number }[] = [];
  let rest = text;
  for (const { id, word } of vocabulary) {
    // short words must be exact (Fiano, Gamay): a fuzzy four-letter match is noise
    const score = word.length <= 6 ? (new RegExp(`\\b${word}\\b`).test(rest) ? 1 : 0) : phraseScore(word, rest);
    if (score >= 0.85) {
      found.push({ id, score });
      rest = rest.replace(word, ' ');
    }
  }
  return found.sort((a, b) => b.score - a.score).map((f) => f.id);
}

/**
 * On a tilted label the detector often boxes each word of a line apart ('JACOB'S' and 'CREEK'):
 * words of similar height side by side, within the tilt a photo can have, are joined again
 * into one row (kept besides the words themselves).
 */
export function joinRows(lines: OcrLine[]): OcrLine[] {
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i];
      const b = lines[j];
      const h = Math.max(a.height, b.height);
      if (Math.min(a.height, b.height) / h < 0.7) continue;
      const [left, right] = a.left <= b.left ? [a, b] : [b, a];
      const gap = right.left - (left.left + left.width);
      if (gap > 1.6 * h || gap < -0.5 * h) continue;
      const dx = right.left + right.width / 2 - (left.left + left.width / 2);
      const dy = Math.abs(right.top + right.height / 2 - (left.top + left.height / 2));
      // up to ~12° of tilt between the two word centres
      if (dy > 0.45 * h + 0.22 * Math.abs(dx)) continue;
      parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, OcrLine[]>();
  lines.forEach((l, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), l]));
  const rows: OcrLine[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.left - b.left);
    const left = group[0].left;
    const last = group[group.length - 1];
    rows.push({
      text: group.map((l) => l.text).join(' '),
      confidence: Math.min(...group.map((l) => l.confidence)),
      height: Math.round(group.reduce((s, l) => s + l.height, 0) / group.length),
      top: Math.min(...group.map((l) => l.top)),
      left,
      width: last.left + last.width - left,
    });
  }
  return rows;
}

/** Reads the facts a label prints: vintage, ABV, volume, varieties and regions. */
export function parseLabel(ocrLines: OcrLine[], thisYear = new Date().getFullYear()): LabelFacts {
  const words = ocrLines.filter((l) => l.text.trim());
  const rows = joinRows(words);
  const lines = [...words, ...rows].sort((a, b) => b.height - a.height);
  // joined rows first: a tilted 'Barossa' 'Valley' is found in its row
  const all = fold([...rows, ...words].map((l) => l.text).join(' \n '));
  const vintage = vintageOf(lines, thisYear);
  const ordered = readingOrder(words);
  return {
    vintage,
    // alone or ending a back label's heading ('Rockford Moppa Springs NV', small print's 'Riesling Ny'),
    // or 'Non Vintage' anywhere
    nonVintage: !vintage && words.some((l) => /(^| )n ?v$|\bnon ?vintage\b/.test(fold(l.text)) || / N[yY]$/.test(l.text.trim())),
    abv: abvOf(lines),
    volumeMl: volumeOf(lines),
    varietyIds: vocabularyIn(all, VARIETY_WORDS),
    regionIds: vocabularyIn(all, REGION_WORDS),
    lines,
    ordered,
    blocks: textBlocks(ordered),
  };
}
