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

/** Every box with its row's height at the reference column. */
export function placeBoxes(lines: OcrLine[], pageWidth: number): PlacedBox[] {
  const field = fitSlopeField(lines, pageWidth);
  return lines.map((l) => {
    const { x, y } = centreOf(l);
    return { ...l, rowY: rowHeightAt(field, x, y) };
  });
}
