import { fold } from '@wine/wine-knowledge';
import { grapesOnLine } from './list-vocabulary';
import { YEAR } from './list-patterns';
import type { MenuRow } from './menu-layout';
import { rowPrices } from './row-prices';

// A wine whose price the photo lost (a dark corner, a smear over the price column) is still on the
// list: 'any bubbles?' must see the Champagne, and the wine must not be taken for a section heading
// of the rows under it, nor a note of the row above. Its line is a wine's when it reads as the
// list's priced names do: as tall, starting where they start, not set close under the row above,
// and naming a grape, an appellation, a style or a vintage (a producer alone may be the first line
// of a two-line entry; a region alone is a heading).

const STYLE_WORDS =
  /\b(sparkling|champagne|prosecco|cremant|cava|brut|pet nat|blanc de blancs|blanc de noirs|rose|rosato|botrytis|noble|tawny|port|muscat)\b/;

/** The priced rows of a column: how tall their print is and where their names start. */
export interface PricedRows {
  count: number;
  height: number;
  lefts: number[];
}

export function pricedRowsOf(column: MenuRow[]): PricedRows {
  const priced = column.filter((r) => rowPrices(r).prices.length > 0);
  const heights = priced.map((r) => r.height).sort((a, b) => a - b);
  return { count: priced.length, height: heights[Math.floor(heights.length / 2)] ?? 0, lefts: priced.map((r) => r.left) };
}

/** Whether a row with no prices is a wine whose price was not read (see above). */
export function isUnpricedWine(column: MenuRow[], k: number, text: string, priced: PricedRows): boolean {
  const row = column[k];
  const f = fold(text);
  if (priced.count < 3 || f.split(' ').length < 2) return false;
  const names = grapesOnLine(text).grapes.length > 0 || STYLE_WORDS.test(f) || YEAR.test(text);
  if (!names) return false;
  // as tall as the priced names (a region or a note under a wine is printed smaller), starting where they start
  if (row.height < 0.85 * priced.height) return false;
  if (!priced.lefts.some((left) => Math.abs(left - row.left) <= 1.5 * priced.height)) return false;
  // not set close under the row above, as its note would be
  const prev = column[k - 1];
  return !prev || row.top - (prev.top + prev.height) >= 0.35 * row.height;
}
