import { fold } from '@wine/wine-knowledge';
import { OcrLine } from './ocr-line';
import { similarity } from './text';

// A label's text in the label's own geometry: the photo's tilt taken out (deskew), lines read
// top to bottom and left to right, and lines that wrap one name (a producer over two or three
// lines) joined into text blocks, so 'YANGARRA' over 'ESTATE VINEYARD' is read in that order.

const centre = (l: OcrLine): [number, number] => [l.cx ?? l.left + l.width / 2, l.cy ?? l.top + l.height / 2];

/** The label's tilt: the width-weighted median baseline angle of its level lines (radians). */
export function skewOf(lines: OcrLine[]): number {
  const level = lines
    .filter((l) => l.angle !== undefined && Math.abs(l.angle) < Math.PI / 4 && l.width > 1.5 * l.height)
    .map((l) => ({ angle: l.angle!, weight: l.width }))
    .sort((a, b) => a.angle - b.angle);
  const total = level.reduce((s, l) => s + l.weight, 0);
  let seen = 0;
  for (const l of level) {
    seen += l.weight;
    if (seen >= total / 2) return l.angle;
  }
  return 0;
}

/** A line with its centre in the deskewed label's coordinates. */
export interface PlacedLine extends OcrLine {
  x: number;
  y: number;
}

/** Lines in reading order after deskewing: by row top to bottom, then left to right. */
export function readingOrder(lines: OcrLine[]): PlacedLine[] {
  const skew = skewOf(lines);
  const [cos, sin] = [Math.cos(skew), Math.sin(skew)];
  const placed = lines.map((l) => {
    const [cx, cy] = centre(l);
    return { ...l, x: cos * cx + sin * cy, y: -sin * cx + cos * cy };
  });
  placed.sort((a, b) => a.y - b.y);
  // lines whose centres are within half a line's height share a row
  const rows: PlacedLine[][] = [];
  for (const l of placed) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - l.y) < 0.5 * Math.min(row[0].height, l.height)) row.push(l);
    else rows.push([l]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/** Whether `b` continues `a` on the next line of one name: similar size, just below, overlapping across. */
export function continues(a: PlacedLine, b: PlacedLine): boolean {
  const h = Math.max(a.height, b.height);
  if (Math.min(a.height, b.height) / h < 0.65) return false;
  const dy = b.y - a.y;
  if (dy < 0.6 * h || dy > 1.8 * h) return false;
  const overlap = Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2);
  return overlap > 0.3 * Math.min(a.width, b.width);
}

/**
 * Names wrapped over two or three lines, joined in reading order: every run of 2-3 consecutive
 * lines that continue one another (the matcher and the as-printed reading try each).
 */
export function textBlocks(ordered: PlacedLine[]): OcrLine[] {
  const blocks: OcrLine[] = [];
  const level = ordered.filter((l) => Math.abs(l.angle ?? 0) < Math.PI / 4);
  for (let i = 0; i < level.length; i++) {
    const run = [level[i]];
    for (let j = i + 1; j < level.length && run.length < 3; j++) {
      const last = run.at(-1)!;
      if (level[j].y - last.y > 2 * last.height) break;
      if (!continues(last, level[j])) continue;
      run.push(level[j]);
      blocks.push({
        text: run.map((l) => l.text).join(' '),
        confidence: Math.min(...run.map((l) => l.confidence)),
        height: Math.round(run.reduce((s, l) => s + l.height, 0) / run.length),
        top: run[0].top,
        left: Math.min(...run.map((l) => l.left)),
        width: Math.max(...run.map((l) => l.width)),
        cx: run[0].cx,
        cy: run[0].cy,
      });
    }
  }
  return blocks;
}

/**
 * The bottle the photo is of: when the lines fall into groups far apart across the frame (two
 * bottles side by side), a group cut by the frame's edge is a bottle in the background and is
 * dropped, as long as a whole one remains. One group, or no clear subject: every line is kept.
 */
export function subjectBottle(lines: OcrLine[], frameWidth: number): OcrLine[] {
  const span = (l: OcrLine): [number, number] => {
    const across = Math.abs(l.angle ?? 0) >= Math.PI / 4 ? l.height : l.width;
    const cx = l.cx ?? l.left + l.width / 2;
    return [cx - across / 2, cx + across / 2];
  };
  const sorted = lines.map((l) => ({ l, span: span(l) })).sort((a, b) => a.span[0] - b.span[0]);
  const groups: { lines: OcrLine[]; from: number; to: number }[] = [];
  for (const {
    l,
    span: [from, to],
  } of sorted) {
    const g = groups.at(-1);
    if (g && from - g.to < 0.2 * frameWidth) {
      g.lines.push(l);
      g.to = Math.max(g.to, to);
    } else groups.push({ lines: [l], from, to });
  }
  if (groups.length < 2) {
    const shelf = shelfSubject(sorted, frameWidth);
    return shelf ? lines.filter((l) => shelf.includes(l)) : lines;
  }
  const cut = (g: (typeof groups)[number]) => g.from <= 0.02 * frameWidth || g.to >= 0.98 * frameWidth;
  const whole = groups.filter((g) => !cut(g));
  if (!whole.length || whole.length === groups.length) return lines;
  const kept = new Set(whole.flatMap((g) => g.lines));
  return lines.filter((l) => kept.has(l));
}

/**
 * A shop shelf: bottles side by side, their labels close together, so their print is one group
 * at the two-bottle gap. Split at a closer gap, three or more columns of print of like size (or
 * two: a second bottle close beside the first), the one in the middle of the frame is the bottle
 * photographed. A label whose own print falls into
 * columns (a producer up its side) has one small column beside the big one: not a shelf.
 * Columns are made of words printed across; a year, a stray piece or print up a label's side
 * (which may stand nearer the next bottle's print than its own names) joins the column it is
 * nearest afterwards, and bridges no gap. The shelf's price tags and barcodes are no label's print.
 */
function shelfSubject(sorted: { l: OcrLine; span: [number, number] }[], frameWidth: number): OcrLine[] | null {
  const tag = (text: string) => /\$\s?\d/.test(text) || /^[\d\s]{10,}$/.test(text);
  const across = (l: OcrLine) => Math.abs(l.angle ?? 0) < Math.PI / 4 && (l.text.match(/\p{L}/gu) ?? []).length >= 3;
  const columns: { lines: OcrLine[]; from: number; to: number }[] = [];
  const rest: typeof sorted = [];
  for (const entry of sorted.filter(({ l }) => !tag(l.text))) {
    const [{ l }, c] = [entry, columns.at(-1)];
    if (!across(l)) rest.push(entry);
    else if (c && entry.span[0] - c.to < 0.05 * frameWidth) {
      c.lines.push(l);
      c.to = Math.max(c.to, entry.span[1]);
    } else columns.push({ lines: [l], from: entry.span[0], to: entry.span[1] });
  }
  if (columns.length < 2) return null;
  const middle = frameWidth / 2;
  const subject = [...columns].sort((a, b) => Math.abs((a.from + a.to) / 2 - middle) - Math.abs((b.from + b.to) / 2 - middle))[0];
  const alike = columns.filter((c) => c !== subject && c.lines.length >= 2 && c.to - c.from >= 0.4 * (subject.to - subject.from));
  // one other bottle close beside the photographed one: its label's print is a whole column of
  // its own (a name and more, not one line up the label's side), and the subject is the column
  // in the middle of the frame, with print enough to be a label itself
  const besideOne = columns.length === 2 && alike.length === 1 && subject.lines.length >= 3;
  if (!((alike.length >= 2 || besideOne) && subject.from < middle && subject.to > middle)) return null;
  const gap = (c: (typeof columns)[number], [from, to]: [number, number]) => Math.max(0, c.from - to, from - c.to);
  const own = rest.filter(({ span }) => columns.every((c) => gap(subject, span) <= gap(c, span))).map(({ l }) => l);
  return [...subject.lines, ...own];
}

/** A rectangle in the image's pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the subject's print is in the frame: the detector's boxes (read or not: blurred or tiny
 * print is found before it can be read) in the column of print the read lines are in (boxes
 * chained by gaps under a tenth of the frame; a second bottle stands further off), or every box
 * when nothing was read, with a margin of a quarter of its size for print the detector missed.
 * Null when that is most of the frame (nothing to gain by reading it again larger).
 */
export function textRegion(boxes: [number, number][][], lines: OcrLine[], frameWidth: number, frameHeight: number): Rect | null {
  const bounds = boxes
    .map((b) => {
      const xs = b.map((p) => p[0]);
      const ys = b.map((p) => p[1]);
      return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    })
    // specks are noise, not print
    .filter((b) => Math.min(b.x1 - b.x0, b.y1 - b.y0) >= 4)
    .sort((a, b) => a.x0 - b.x0);
  if (!bounds.length) return null;
  const columns: { boxes: typeof bounds; x0: number; x1: number }[] = [];
  for (const b of bounds) {
    const column = columns.at(-1);
    if (column && b.x0 - column.x1 < 0.1 * frameWidth) {
      column.boxes.push(b);
      column.x1 = Math.max(column.x1, b.x1);
    } else columns.push({ boxes: [b], x0: b.x0, x1: b.x1 });
  }
  let kept = bounds;
  if (lines.length) {
    const from = Math.min(...lines.map((l) => l.left));
    const to = Math.max(...lines.map((l) => l.left + (Math.abs(l.angle ?? 0) >= Math.PI / 4 ? l.height : l.width)));
    kept = columns.filter((c) => c.x1 >= from && c.x0 <= to).flatMap((c) => c.boxes);
    if (!kept.length) return null;
  }
  const x0 = Math.min(...kept.map((b) => b.x0));
  const x1 = Math.max(...kept.map((b) => b.x1));
  const y0 = Math.min(...kept.map((b) => b.y0));
  const y1 = Math.max(...kept.map((b) => b.y1));
  const margin = Math.max(0.04 * Math.max(frameWidth, frameHeight), 0.25 * Math.max(x1 - x0, y1 - y0));
  const left = Math.max(0, Math.floor(x0 - margin));
  const top = Math.max(0, Math.floor(y0 - margin));
  const width = Math.min(frameWidth, Math.ceil(x1 + margin)) - left;
  const height = Math.min(frameHeight, Math.ceil(y1 + margin)) - top;
  // zoomed less than ~1.4 times (the long side read at the frame's long side): the same read again
  if (Math.max(width, height) > 0.72 * Math.max(frameWidth, frameHeight)) return null;
  return { left, top, width, height };
}

/** Lines read on a zoomed region, in the whole frame's pixels again. */
export function unzoom(lines: OcrLine[], zoom: { scale: number; left: number; top: number }): OcrLine[] {
  const { scale, left, top } = zoom;
  return lines.map((l) => ({
    ...l,
    height: Math.round(l.height / scale),
    width: Math.round(l.width / scale),
    top: Math.round(l.top / scale + top),
    left: Math.round(l.left / scale + left),
    ...(l.cx !== undefined ? { cx: Math.round(l.cx / scale + left) } : {}),
    ...(l.cy !== undefined ? { cy: Math.round(l.cy / scale + top) } : {}),
  }));
}

/** Whether two lines from two passes are one printed line: the same place, much the same text. */
export function sameLine(a: OcrLine, b: OcrLine): boolean {
  const [ax, ay] = centre(a);
  const [bx, by] = centre(b);
  const across = Math.max(a.width, b.width) / 2;
  const down = Math.max(a.height, b.height);
  if (Math.abs(ax - bx) > across || Math.abs(ay - by) > down) return false;
  return similarity(fold(a.text), fold(b.text)) >= 0.6;
}

/**
 * The lines of two passes over one photo together: a line both read is kept once, as the pass
 * that was surer of it read it (two copies of a name would read as a producer and a wine name).
 */
export function mergeReadings(lines: OcrLine[], more: OcrLine[]): OcrLine[] {
  const out = [...lines];
  for (const m of more) {
    const i = out.findIndex((l) => l.text === m.text || sameLine(l, m));
    if (i < 0) out.push(m);
    else if (m.confidence > out[i].confidence) out[i] = m;
  }
  return out;
}

/**
 * Lines read on the frame turned a quarter clockwise, in the frame's own pixels again: print
 * across the turned image ran up (or, read turned over, down) the frame; print up or down the
 * turned image ran across it.
 */
export function unturn(lines: OcrLine[], frameHeight: number): OcrLine[] {
  return lines.map((l) => {
    const [tx, ty] = centre(l);
    // a point (x, y) of the frame is at (frameHeight - 1 - y, x) in the turned image
    const [cx, cy] = [ty, frameHeight - 1 - tx];
    const across = Math.abs(l.angle ?? 0) >= Math.PI / 4;
    return {
      ...l,
      angle: across ? 0 : -Math.PI / 2,
      cx: Math.round(cx),
      cy: Math.round(cy),
      left: Math.round(across ? cx - l.width / 2 : cx - l.height / 2),
      top: Math.round(across ? cy - l.height / 2 : cy - l.width / 2),
    };
  });
}
