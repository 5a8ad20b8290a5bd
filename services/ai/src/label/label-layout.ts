import { OcrLine } from './ocr-line';

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
  if (groups.length < 2) return lines;
  const cut = (g: (typeof groups)[number]) => g.from <= 0.02 * frameWidth || g.to >= 0.98 * frameWidth;
  const whole = groups.filter((g) => !cut(g));
  if (!whole.length || whole.length === groups.length) return lines;
  const kept = new Set(whole.flatMap((g) => g.lines));
  return lines.filter((l) => kept.has(l));
}
