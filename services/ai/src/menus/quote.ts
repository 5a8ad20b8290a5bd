import { fold } from '@wine/wine-knowledge';
import type { CatalogueWine } from '../engine/catalogue';
import { similarity } from '../label/text';
import { lookalikeSkeleton } from './ocr-lookalikes';

// The line an answer quotes is the list's line as OCR read it; once the line is matched to a
// catalogue wine, a word OCR misspelt ('Joser Chromy Riesting', 'CLINBING', 'SENILLON') is shown
// as that wine's own word, in the line's case. Words the wine's name does not have are left alone.

const sameCase = (model: string, word: string) =>
  model === model.toUpperCase() && /[A-Z]/.test(model) ? word.toUpperCase() : word;

/** The quoted line with its misread words set to the matched catalogue wine's own. */
export function mendQuote(line: string, wine: CatalogueWine | null): string {
  if (!wine) return line;
  const own = `${wine.wine.producer} ${wine.wine.wineName}`.split(/\s+/).filter((w) => /^[\p{L}'’]{4,}$/u.test(w));
  const folded = new Set(own.map((w) => fold(w)));
  // a short word or number read as its lookalike ('JIN', 'VAT I'): the wine's own when their skeletons agree
  const short = new Map(
    `${wine.wine.producer} ${wine.wine.wineName}`
      .split(/\s+/)
      .filter((w) => /^[\p{L}\d]{1,3}$/u.test(w))
      .map((w) => [lookalikeSkeleton(fold(w)), w] as const),
  );
  const mended = line.replace(/[\p{L}\d'’]+/gu, (word) => {
    const f = fold(word);
    if (word.length <= 3) {
      const own = short.get(lookalikeSkeleton(f));
      return own && fold(own) !== f ? sameCase(word, own) : word;
    }
    if (folded.has(f) || !/^[\p{L}'’]+$/u.test(word)) return word;
    let best: { word: string; score: number } | null = null;
    for (const w of own) {
      const score = similarity(f, fold(w));
      // one or two letters misread in a word of four or more: the wine's own word
      if (score >= 0.75 && Math.abs(w.length - word.length) <= 1 && (!best || score > best.score)) best = { word: w, score };
    }
    return best ? sameCase(word, best.word) : word;
  });
  return inItsPlace(mended, `${wine.wine.producer} ${wine.wine.wineName}`);
}

/**
 * A word misread past one or two letters ('Tellurian Fane' for Fiano): when the wine's name lacks
 * from the line just one word, and the line's word in its place (after the name's word before it)
 * begins with its letter and is near it in length and letters, that word is the wine's.
 */
function inItsPlace(line: string, name: string): string {
  const own = name.split(/\s+/).filter((w) => /^[\p{L}'’]+$/u.test(w));
  const words = [...line.matchAll(/[\p{L}\d'’]+/gu)];
  const inLine = new Set(words.map((m) => fold(m[0])));
  const missing = own.map((w, k) => [w, k] as const).filter(([w]) => !inLine.has(fold(w)));
  if (missing.length !== 1 || missing[0][1] === 0) return line;
  const [wanted, k] = missing[0];
  const before = words.findIndex((m) => fold(m[0]) === fold(own[k - 1]));
  const read = before >= 0 ? words[before + 1] : undefined;
  if (!read || !/^[\p{L}]{3,}$/u.test(read[0])) return line;
  const [f, w] = [fold(read[0]), fold(wanted)];
  if (f[0] !== w[0] || Math.abs(f.length - w.length) > 1 || similarity(f, w) < 0.5) return line;
  return `${line.slice(0, read.index)}${sameCase(read[0], wanted)}${line.slice(read.index! + read[0].length)}`;
}
