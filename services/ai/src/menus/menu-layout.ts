import type { OcrLine } from '../label/ocr-line';
import { latinLookalikes } from './ocr-lookalikes';
import { fitSlopeField, type PlacedBox, placeBoxes } from './page-geometry';
import { partRunTogether } from './run-together';

// Page layout of a photographed menu: OCR gives boxes of text in reading order of nothing in
// particular; a menu is read column by column, row by row.

/** One printed row: the boxes that sit on the same baseline, left to right. */
export interface MenuRow {
  boxes: OcrLine[];
  text: string;
  top: number;
  height: number;
  left: number;
  right: number;
}

// A wordy box names something; prices with their 'gl'/'btl' labels do not.
const isWordy = (line: OcrLine) =>
  line.text
    .replace(/\b(gl|gls|glass|btl|bt|bottle|ml)\b/gi, '')
    .split(/[^a-z]+/i)
    .some((w) => w.length >= 3);

/**
 * Where a two-column page splits: an x position in the middle half of the page that no wordy box
 * (a name, not a price) crosses, with plenty of wordy boxes on both sides. Null for one column.
 */
export function findGutter(lines: OcrLine[], pageWidth: number): number | null {
  const wordy = lines.filter(isWordy);
  if (wordy.length < 8) return null;
  const bins = 200;
  const cover = new Array<number>(bins).fill(0);
  for (const l of wordy) {
    const from = Math.max(0, Math.floor((l.left / pageWidth) * bins));
    const to = Math.min(bins - 1, Math.floor(((l.left + l.width) / pageWidth) * bins));
    for (let b = from; b <= to; b++) cover[b]++;
  }
  // a title or section heading may span the gutter: allow a couple of crossings
  const crossings = Math.max(2, Math.round(wordy.length * 0.06));
  let best: { from: number; to: number } | null = null;
  let start = -1;
  for (let b = bins / 4; b <= (bins * 3) / 4; b++) {
    if (cover[b] <= crossings) {
      if (start < 0) start = b;
      if (!best || b - start > best.to - best.from) best = { from: start, to: b };
    } else start = -1;
  }
  if (!best) return null;
  // the gap between names also holds the left column's prices: split where no box at all sits,
  // in the rightmost clear band (the one between the left column's prices and the right's names)
  const all = new Array<number>(bins).fill(0);
  for (const l of lines) {
    const from = Math.max(0, Math.floor((l.left / pageWidth) * bins));
    const to = Math.min(bins - 1, Math.floor(((l.left + l.width) / pageWidth) * bins));
    for (let b = from; b <= to; b++) all[b]++;
  }
  const clear: { from: number; to: number }[] = [];
  start = -1;
  for (let b = best.from; b <= best.to + 1; b++) {
    if (b <= best.to && all[b] <= crossings) {
      if (start < 0) start = b;
    } else if (start >= 0) {
      clear.push({ from: start, to: b - 1 });
      start = -1;
    }
  }
  const widest = clear.reduce<{ from: number; to: number } | null>((w, c) => (!w || c.to - c.from > w.to - w.from ? c : w), null);
  const gap = clear.filter((c) => c.to - c.from >= 1).at(-1) ?? widest ?? best;
  const x = ((gap.from + gap.to + 1) / 2 / bins) * pageWidth;
  const leftWordy = wordy.filter((l) => l.left + l.width <= x).length;
  const rightWordy = wordy.filter((l) => l.left >= x).length;
  // prices alone on the right of a one-column list are not a second column; a short column beside
  // a long one is (four sparkling and whites beside a page of reds)
  if (leftWordy < 4 || rightWordy < 4 || rightWordy < wordy.length * 0.15 || leftWordy < wordy.length * 0.15) return null;
  // nor is a region column between names and prices far to the right: a left column has prices of its own
  const isPrice = (l: OcrLine) => /^[$\d][\d.,|/·$ -]*$/.test(l.text.trim()) && l.text.trim().length <= 12;
  const endsInPrice = (l: OcrLine) => /[a-z].*\s\$?\d{1,3}(?:[.,]\d\d)?\s*$/i.test(l.text);
  if (!lines.some((l) => l.left + l.width <= x && ((isPrice(l) && l.left > pageWidth * 0.2) || endsInPrice(l)))) return null;
  return x;
}

// a box's row: its height at the page's reference column (page-geometry.ts), or its centre when not placed
const rowYOf = (l: OcrLine) => (l as PlacedBox).rowY ?? l.top + l.height / 2;

/**
 * Groups boxes into rows: boxes whose rows (carried along the page's slope to one column) are
 * within about half a line of each other.
 */
export function groupRows(lines: OcrLine[]): MenuRow[] {
  const sorted = [...lines].sort((a, b) => rowYOf(a) - rowYOf(b));
  const rows: OcrLine[][] = [];
  for (const line of sorted) {
    const centre = rowYOf(line);
    const row = rows.at(-1);
    if (row) {
      const rowCentre = row.reduce((s, l) => s + rowYOf(l), 0) / row.length;
      const tallest = Math.max(line.height, ...row.map((l) => l.height));
      if (Math.abs(centre - rowCentre) < tallest * 0.5) {
        row.push(line);
        continue;
      }
    }
    rows.push([line]);
  }
  return rows.map((boxes) => {
    boxes.sort((a, b) => a.left - b.left);
    return {
      boxes,
      // words OCR ran together ('MountPleasant') parted again; full-width letters OCR sometimes
      // returns ('ＲＥDS') read as the plain ones
      text: partRunTogether(
        boxes
          .map((b) => b.text)
          .join(' ')
          .normalize('NFKC'),
      ),
      // where the row sits once the page is levelled (a price far to the right of a tilted photo
      // sits higher or lower than its name): the gaps between rows are measured there
      top: Math.min(...boxes.map((b) => rowYOf(b) - b.height / 2)),
      height: Math.max(...boxes.map((b) => b.height)),
      left: boxes[0].left,
      right: Math.max(...boxes.map((b) => b.left + b.width)),
    };
  });
}

/**
 * Reading order of a page: anything spanning both columns (titles) where it sits, then the left
 * column top to bottom, then the right. Rows of a one-column page as they come.
 */
export function readingOrder(read: OcrLine[], pageWidth: number): MenuRow[][] {
  // shapes the recogniser took for Chinese read back as the Latin print they are (ocr-lookalikes.ts)
  const ocrLines = read.map((l) => ({ ...l, text: latinLookalikes(l.text.normalize('NFKC')) })).filter((l) => l.text);
  const lines = placeBoxes(ocrLines, pageWidth);
  // a turned page's columns lean as its rows slope: the gutter is looked for with every box
  // carried across by the page's turn (x + slope·y), where the columns stand upright again
  const { a: slope } = fitSlopeField(ocrLines, pageWidth);
  const middle = lines.reduce((sum, l) => sum + l.top + l.height / 2, 0) / Math.max(1, lines.length);
  const upright = (l: OcrLine) => l.left + slope * (l.top + l.height / 2 - middle);
  const gutter = findGutter(
    lines.map((l) => ({ ...l, left: upright(l) })),
    pageWidth,
  );
  if (gutter === null) return [groupRows(lines)];
  const left: PlacedBox[] = [];
  const right: PlacedBox[] = [];
  const spanning: PlacedBox[] = [];
  for (const l of lines) {
    const x = upright(l);
    if (x + l.width <= gutter) left.push(l);
    else if (x >= gutter) right.push(l);
    else spanning.push(l);
  }
  const firstBody = Math.min(...[...left, ...right].map((l) => l.top));
  // a spanning box above both columns is the page title; one further down belongs to the side it mostly covers
  const title = spanning.filter((l) => l.top <= firstBody);
  for (const l of spanning.filter((s) => s.top > firstBody)) {
    (upright(l) + l.width / 2 < gutter ? left : right).push(l);
  }
  return [groupRows(title), groupRows(left), groupRows(right)].filter((rows) => rows.length);
}
