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
  return line.replace(/[\p{L}\d'’]+/gu, (word) => {
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
}
