import { MAX_IMAGE_PIXELS } from '@wine/contracts';
import sharp from 'sharp';
import type { LabelReader } from '../label/label-ocr';
import type { OcrLine } from '../label/ocr-line';
import { prepareLabel } from '../label/preprocess';
import { prepareForReading } from './page-light';

// A menu page prints 30-60 lines where a label prints 6: 1600 px on the long side keeps 10 pt
// print of a phone photo of an A4 page about 18 px tall, what the recogniser needs, at ~2.5x the
// pixels (and OCR time) of a label.
export const MENU_MAX_SIDE = 1600;

/** What the worker hands back for a menu photo: every text line with its box, in the analysed image's pixels. */
export interface MenuText {
  lines: OcrLine[];
  width: number;
  height: number;
}

/**
 * The x of a blank vertical band between two columns of print, or null. PP-OCR's detector joins
 * text across wide gaps on one line ('Cuvée NV 86   St Hallett Old Block'), so a two-column page
 * is read one column at a time. Only a title at the top, or the odd long line, may cross the band.
 */
export async function findColumnGutter(image: Buffer, width: number): Promise<number | null> {
  const sample = 400;
  const { data, info } = await sharp(image).grayscale().resize({ width: sample }).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const sorted = Uint8Array.from(data).sort();
  const background = sorted[Math.floor(sorted.length / 2)];
  const ink = new Array<number>(w).fill(0);
  // below the page's title, which often sits across the middle
  const top = Math.floor(h * 0.15);
  for (let y = top; y < h; y++) for (let x = 0; x < w; x++) if (Math.abs(data[y * w + x] - background) > 60) ink[x]++;
  const rowsWithInk = (x: number) => ink[x] / (h - top);
  // blank bands; the rightmost wide one is the gutter (a column's names and its prices have one between them too)
  const bands: { from: number; to: number }[] = [];
  let start = -1;
  for (let x = Math.floor(w * 0.3); x <= Math.floor(w * 0.7) + 1; x++) {
    if (x <= Math.floor(w * 0.7) && rowsWithInk(x) <= 0.03) {
      if (start < 0) start = x;
    } else if (start >= 0) {
      bands.push({ from: start, to: x - 1 });
      start = -1;
    }
  }
  const best = bands.filter((b) => b.to - b.from >= w * 0.015).at(-1);
  if (!best) return null;
  const total = ink.reduce((s, v) => s + v, 0);
  const leftInk = ink.slice(0, best.from).reduce((s, v) => s + v, 0);
  if (leftInk < total * 0.2 || total - leftInk < total * 0.2) return null;
  return Math.round((((best.from + best.to) / 2) * width) / w);
}

/**
 * How far the page's lines slope, in degrees (positive: down to the right). A menu's name and its
 * price sit a page-width apart, so a 1.5° tilt puts them on different rows; the slope whose
 * row profile is sharpest (ink gathered into the fewest rows) is the page's.
 */
export async function estimateSkew(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).grayscale().resize({ width: 500 }).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const sorted = Uint8Array.from(data).sort();
  const background = sorted[Math.floor(sorted.length / 2)];
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (Math.abs(data[y * w + x] - background) > 60) {
        xs.push(x);
        ys.push(y);
      }
  let best = { angle: 0, score: -1 };
  // a list held in the hand is often turned 5° or more
  for (let angle = -8; angle <= 8.001; angle += 0.25) {
    const slope = Math.tan((angle * Math.PI) / 180);
    const bins = new Float64Array(h * 2 + 2);
    for (let i = 0; i < xs.length; i++) {
      const y = Math.round(ys[i] - xs[i] * slope + h / 2);
      if (y >= 0 && y < bins.length) bins[y]++;
    }
    let score = 0;
    for (const b of bins) score += b * b;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** Photo of a menu or wine list → its text lines (EXIF-rotated, a dim page's contrast brought up, levelled, bounded, one OCR pass per column of print). */
export async function readMenuText(bytes: Buffer, reader: LabelReader): Promise<MenuText> {
  const prepared = await prepareLabel(bytes, MAX_IMAGE_PIXELS, MENU_MAX_SIDE);
  // a dim page's local contrast brought up first (page-light.ts): its levelling and columns are found on it too
  let image = await prepareForReading(prepared.image);
  let { width, height } = prepared;
  const skew = await estimateSkew(image);
  if (Math.abs(skew) >= 0.5) {
    const { data, info } = await sharp(image)
      .rotate(-skew, { background: '#ffffff' })
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
    image = data;
    ({ width, height } = info);
  }
  const gutter = await findColumnGutter(image, width);
  // boxes as found: their rows are joined by the page's geometry (page-geometry.ts), not by height alone
  const read = { pieces: true };
  if (gutter === null) return { lines: await reader.read(image, read), width, height };
  const crop = (left: number, cropWidth: number) =>
    sharp(image).extract({ left, top: 0, width: cropWidth, height }).png({ compressionLevel: 0 }).toBuffer();
  const left = await reader.read(await crop(0, gutter), read);
  const right = await reader.read(await crop(gutter, width - gutter), read);
  const shifted = right.map((l) => ({ ...l, left: l.left + gutter, ...(l.cx !== undefined ? { cx: l.cx + gutter } : {}) }));
  const lines = [...left, ...shifted].sort((a, b) => a.top - b.top);
  return { lines, width, height };
}
