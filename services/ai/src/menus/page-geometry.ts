import type { OcrLine } from '../label/ocr-line';

// A wine list photographed at an angle: its printed rows are not level, and not parallel either
// (the far edge is narrower, the page bows), so a row's name and its price a page-width apart sit
// at different heights in the photo, often a whole line apart. The text lines' own slopes say how
// the page lies: the slope is fitted over the page as a plane, s(x, y) = a + b·x + c·y (a turn, a
// keystone, a bend), and each box is moved along that slope field to one reference column, where
// boxes of one printed row land at one height. Rows are then joined by that height.

/** A box of text with where its row meets the reference column. */
export interface PlacedBox extends OcrLine {
  /** height of the box's row at the page's reference column: equal for the boxes of one printed row */
  rowY: number;
}

interface SlopeField {
  a: number;
  b: number;
  c: number;
  /** the reference column every row is carried to */
  x0: number;
}

const centreOf = (l: OcrLine) => ({ x: l.cx ?? l.left + l.width / 2, y: l.cy ?? l.top + l.height / 2 });

/** Solves the 3×3 system m·v = r (Cramer's rule); null when it is singular. */
function solve3(m: number[][], r: number[]): number[] | null {
  const det = (q: number[][]) =>
    q[0][0] * (q[1][1] * q[2][2] - q[1][2] * q[2][1]) -
    q[0][1] * (q[1][0] * q[2][2] - q[1][2] * q[2][0]) +
    q[0][2] * (q[1][0] * q[2][1] - q[1][1] * q[2][0]);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return null;
  return [0, 1, 2].map((k) => det(m.map((row, i) => row.map((v, j) => (j === k ? r[i] : v)))) / d);
}

/**
 * The page's slope field from its wide boxes (a word or a whole row: their angle is measured
 * along the baseline), weighted by length; a plain median slope when too few boxes say more.
 */
export function fitSlopeField(lines: OcrLine[], pageWidth: number): SlopeField {
  const x0 = pageWidth / 2;
  const wide = lines.filter((l) => l.angle !== undefined && Math.abs(l.angle) < 0.35 && l.width >= 3 * l.height);
  if (!wide.length) return { a: 0, b: 0, c: 0, x0 };
  const slopes = wide.map((l) => Math.tan(l.angle!)).sort((p, q) => p - q);
  const median = slopes[Math.floor(slopes.length / 2)];
  // a box whose slope is far from the rest is a misdetection (two rows in one box)
  const kept = wide.filter((l) => Math.abs(Math.tan(l.angle!) - median) <= 0.06);
  if (kept.length < 6) return { a: median, b: 0, c: 0, x0 };
  // weighted least squares of s = a + b·x + c·y, x and y in page widths for conditioning
  const scale = pageWidth;
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const r = [0, 0, 0];
  for (const l of kept) {
    const { x, y } = centreOf(l);
    const f = [1, x / scale, y / scale];
    const w = l.width;
    const s = Math.tan(l.angle!);
    for (let i = 0; i < 3; i++) {
      r[i] += w * f[i] * s;
      for (let j = 0; j < 3; j++) m[i][j] += w * f[i] * f[j];
    }
  }
  // a little pull towards a plain slope keeps a page of few rows from a wild plane
  const ridge = 0.002 * m[0][0];
  m[1][1] += ridge;
  m[2][2] += ridge;
  const v = solve3(m, r);
  if (!v) return { a: median, b: 0, c: 0, x0 };
  return { a: v[0], b: v[1] / scale, c: v[2] / scale, x0 };
}

/**
 * Where the row through (x, y) meets the reference column: y less the rise of the slope field
 * between x0 and x, ∫ (a + b·t + c·y) dt = (a + c·y)(x − x0) + b(x² − x0²)/2.
 */
export function rowHeightAt(field: SlopeField, x: number, y: number): number {
  const { a, b, c, x0 } = field;
  return y - (a + c * y) * (x - x0) - (b * (x * x - x0 * x0)) / 2;
}

const isPriceBox = (l: OcrLine) => /^[$\d][\d.,|/·$ -]*$/.test(l.text.trim()) && l.text.trim().length <= 12;
const isNameBox = (l: OcrLine) => /[a-z]{3}/i.test(l.text) && l.width >= 3 * l.height;

/**
 * The slope field with its turn set by the rows themselves: a photo at an angle leans each box's
 * letters more (or less) than the row runs (perspective shears the print), so the slope read
 * from the boxes can leave a price far to the right half a line off its name. Within a little of
 * that slope, the one that sets the most prices level with a name is the rows'.
 */
export function alignPrices(field: SlopeField, lines: OcrLine[]): SlopeField {
  const prices = lines.filter(isPriceBox);
  const names = lines.filter(isNameBox);
  if (prices.length < 4 || names.length < 4) return field;
  const miss = (a: number) => {
    const f = { ...field, a };
    const rows = names.map((n) => rowHeightAt(f, centreOf(n).x, centreOf(n).y));
    let sum = 0;
    for (const p of prices) {
      const y = rowHeightAt(f, centreOf(p).x, centreOf(p).y);
      const near = Math.min(...rows.map((r) => Math.abs(r - y)));
      sum += Math.min(near, 0.5 * p.height) / p.height;
    }
    return sum;
  };
  let best = { a: field.a, miss: miss(field.a) };
  // nearest the boxes' slope first: a slope a row off may set the prices level with the names above
  const steps = Array.from({ length: 30 }, (_, k) => (k % 2 ? -1 : 1) * (Math.floor(k / 2) + 1));
  for (const step of steps) {
    const a = field.a + step * 0.001;
    const m = miss(a);
    // clearly better than the boxes' own slope, not a tie
    if (m < best.miss - 0.02 * prices.length) best = { a, miss: m };
  }
  return { ...field, a: best.a };
}

/** Every box with its row's height at the reference column. */
export function placeBoxes(lines: OcrLine[], pageWidth: number): PlacedBox[] {
  const field = alignPrices(fitSlopeField(lines, pageWidth), lines);
  return lines.map((l) => {
    const { x, y } = centreOf(l);
    return { ...l, rowY: rowHeightAt(field, x, y) };
  });
}
