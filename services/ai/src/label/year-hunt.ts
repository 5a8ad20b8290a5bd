import sharp from 'sharp';
import type { LabelReader } from './label-ocr';
import type { Rect } from './label-layout';
import type { OcrLine } from './ocr-line';
import { vintageOf } from './parse-label';
import type { PreparedLabel } from './preprocess';

// A label read without a year may print it where the passes over the whole label cannot read it:
// up or down one of its edges, small in a corner (a few pixels at the frame's scale), or huge in
// a hairline weight (too faint for the detector). Only for a label still undated, these places
// are read once more: the edges and corners cut from the photo at a larger scale, the edges turned
// a quarter, in one mosaic; then, with no year yet, the label with its faint print made black.

const vertical = (l: OcrLine) => Math.abs(l.angle ?? 0) >= Math.PI / 4;
// a label's height over its width, at least
const LABEL_ASPECT = 1.3;

/**
 * The label the subject's lines were read on: their extent, widened for the edges and corners
 * beyond its names (a third of the names' width each side, at least 8% of the frame; an eighth of
 * their height above and below, and more, to 1.3 times its width), within the frame. Null with
 * nothing read.
 */
export function labelBox(lines: OcrLine[], frameWidth: number, frameHeight: number): Rect | null {
  if (!lines.length) return null;
  const x0 = Math.min(...lines.map((l) => l.left));
  const x1 = Math.max(...lines.map((l) => l.left + (vertical(l) ? l.height : l.width)));
  const y0 = Math.min(...lines.map((l) => l.top));
  const y1 = Math.max(...lines.map((l) => l.top + (vertical(l) ? l.width : l.height)));
  const across = Math.max(0.33 * (x1 - x0), 0.08 * frameWidth);
  const down = Math.max(0.125 * (y1 - y0), 0.04 * frameHeight);
  // a bottle's label is taller than wide: names read in its upper half leave its foot (and the
  // year small in a corner there) to be looked for
  const tall = Math.max(0, (LABEL_ASPECT * (x1 - x0 + 2 * across) - (y1 - y0 + 2 * down)) / 2);
  const left = Math.max(0, Math.floor(x0 - across));
  const top = Math.max(0, Math.floor(y0 - down - tall));
  const width = Math.min(frameWidth, Math.ceil(x1 + across)) - left;
  const height = Math.min(frameHeight, Math.ceil(y1 + down + tall)) - top;
  return width > 8 && height > 8 ? { left, top, width, height } : null;
}

export interface YearPlace {
  rect: Rect;
  /** turned a quarter clockwise: print up or down the label's edge comes out across */
  turned: boolean;
}

/** Where on the label a year hides: a strip along each side (a quarter of its width), and its four corners. */
export function yearPlaces(box: Rect): YearPlace[] {
  const strip = Math.round(box.width * 0.26);
  const [cw, ch] = [Math.round(box.width * 0.42), Math.round(box.height * 0.22)];
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  return [
    { rect: { left: box.left, top: box.top, width: strip, height: box.height }, turned: true },
    { rect: { left: right - strip, top: box.top, width: strip, height: box.height }, turned: true },
    ...[
      [box.left, box.top],
      [right - cw, box.top],
      [box.left, bottom - ch],
      [right - cw, bottom - ch],
    ].map(([left, top]) => ({ rect: { left, top, width: cw, height: ch }, turned: false })),
  ];
}

/** A tile of the mosaic: where it is in the mosaic, and what of the prepared image it shows at what scale. */
export interface Tile {
  place: YearPlace;
  /** the tile's top in the mosaic */
  y: number;
  height: number;
  /** mosaic pixels per prepared pixel */
  scale: number;
}

/**
 * The lines read on the mosaic that print a vintage, placed back on the label: at their tile's
 * place, their size in the prepared image's pixels (an edge's line runs up the label).
 */
export function yearLinesOf(read: OcrLine[], tiles: Tile[], thisYear: number): OcrLine[] {
  const out: OcrLine[] = [];
  for (const l of read) {
    const cy = l.cy ?? l.top + l.height / 2;
    const tile = tiles.find((t) => cy >= t.y && cy < t.y + t.height);
    if (!tile || !vintageOf([l], thisYear)) continue;
    const { rect, turned } = tile.place;
    const [height, width] = [Math.round(l.height / tile.scale), Math.round(l.width / tile.scale)];
    const [cx, cyOnLabel] = turned
      ? [rect.left + rect.width / 2, rect.top + rect.height / 2]
      : [rect.left + (l.cx ?? l.left + l.width / 2) / tile.scale, rect.top + (cy - tile.y) / tile.scale];
    out.push({
      text: l.text,
      confidence: l.confidence,
      height,
      width,
      angle: turned ? -Math.PI / 2 : 0,
      cx: Math.round(cx),
      cy: Math.round(cyOnLabel),
      left: Math.round(cx - (turned ? height : width) / 2),
      top: Math.round(cyOnLabel - (turned ? width : height) / 2),
    });
  }
  return out;
}

// the label cut from the photo once, at most this long and this many times the photo's own pixels;
// an edge's strip read at most EDGE_SIDE long, a corner CORNER_SIDE
const CUT_SIDE = 2048;
const MAX_UPSCALE = 3;
const EDGE_SIDE = 1024;
const CORNER_SIDE = 512;
const GAP = 24;

/** The label cut from the photo at its own resolution or more (one decode of the photo for both hunts). */
export interface LabelCut {
  image: Buffer;
  width: number;
  height: number;
  /** cut pixels per prepared pixel */
  scale: number;
  /** the cut's top-left corner in the prepared image */
  left: number;
  top: number;
}

export async function cutLabel(prepared: PreparedLabel, box: Rect): Promise<LabelCut> {
  const zoomed = await prepared.zoom(box, { maxSide: CUT_SIDE, maxUpscale: MAX_UPSCALE });
  return {
    image: zoomed.image,
    width: zoomed.width,
    height: zoomed.height,
    scale: zoomed.scale,
    left: zoomed.left,
    top: zoomed.top,
  };
}

/** A place of the prepared image cut from the label's cut, at most `side` long: its image and scale. */
async function tileOf(
  cut: LabelCut,
  rect: Rect,
  side: number,
): Promise<{ image: sharp.Sharp; width: number; height: number; scale: number }> {
  const left = Math.max(0, Math.round((rect.left - cut.left) * cut.scale));
  const top = Math.max(0, Math.round((rect.top - cut.top) * cut.scale));
  const width = Math.max(1, Math.min(cut.width - left, Math.round(rect.width * cut.scale)));
  const height = Math.max(1, Math.min(cut.height - top, Math.round(rect.height * cut.scale)));
  const shrink = Math.min(1, side / Math.max(width, height));
  const [w, h] = [Math.max(1, Math.round(width * shrink)), Math.max(1, Math.round(height * shrink))];
  const image = sharp(cut.image).extract({ left, top, width, height }).resize({ width: w, height: h, fit: 'fill' });
  return { image, width: w, height: h, scale: cut.scale * shrink };
}

/** The label's edges and corners as one mosaic, read once (each line both ways round): the years found there. */
export async function readYearPlaces(cut: LabelCut, reader: LabelReader, box: Rect, thisYear: number): Promise<OcrLine[]> {
  const tiles: Tile[] = [];
  const layers: sharp.OverlayOptions[] = [];
  let y = 0;
  let width = 0;
  for (const place of yearPlaces(box)) {
    const tile = await tileOf(cut, place.rect, place.turned ? EDGE_SIDE : CORNER_SIDE);
    const input = await (place.turned ? tile.image.rotate(90) : tile.image).png().toBuffer();
    const [w, h] = place.turned ? [tile.height, tile.width] : [tile.width, tile.height];
    layers.push({ input, left: 0, top: y });
    tiles.push({ place, y, height: h, scale: tile.scale });
    y += h + GAP;
    width = Math.max(width, w);
  }
  const mosaic = await sharp({ create: { width, height: y, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return yearLinesOf(await reader.read(mosaic, { rowGap: 3, bothWays: true }), tiles, thisYear);
}

/**
 * Print a little darker than the paper around it (lighter, on a dark label) made black, the rest
 * white, each stroke a pixel wider: a hairline or outline year the detector passes over becomes
 * solid print. `gray` and `background` (the paper: the image blurred wide) are one byte a pixel.
 */
export function faintPrintMask(
  gray: Uint8Array,
  background: Uint8Array,
  width: number,
  height: number,
  dark: boolean,
): Uint8Array {
  const ink = new Uint8Array(width * height);
  for (let p = 0; p < ink.length; p++) {
    const step = Math.max(12, 0.1 * background[p]);
    ink[p] = (dark ? gray[p] - background[p] : background[p] - gray[p]) > step ? 1 : 0;
  }
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (
        ink[p] ||
        (x > 0 && ink[p - 1]) ||
        (x < width - 1 && ink[p + 1]) ||
        (y > 0 && ink[p - width]) ||
        (y < height - 1 && ink[p + width])
      )
        out[p] = 0;
    }
  return out;
}

/** The label with its faint print made black (faintPrintMask), read once: the years found. */
export async function readFaintPrint(cut: LabelCut, reader: LabelReader, box: Rect, thisYear: number): Promise<OcrLine[]> {
  const whole = await tileOf(cut, box, EDGE_SIDE);
  const gray = await whole.image.grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const background = await sharp(gray.data, { raw: { width, height, channels: 1 } })
    .blur(Math.max(4, Math.round(Math.min(width, height) / 40)))
    .raw()
    .toBuffer();
  const mean = gray.data.reduce((s, v) => s + v, 0) / gray.data.length;
  const mask = faintPrintMask(gray.data, background, width, height, mean < 110);
  // as colour, as the reader's other images are
  const image = await sharp(mask, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  const tile: Tile = { place: { rect: box, turned: false }, y: 0, height, scale: whole.scale };
  return yearLinesOf(await reader.read(image, { rowGap: 3 }), [tile], thisYear);
}
