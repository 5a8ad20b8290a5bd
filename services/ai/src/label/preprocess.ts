import sharp from 'sharp';
import { findMotionBlur, removeMotionBlur } from './deblur';
import type { Rect } from './label-layout';

// The detector works at the image's own size (rounded to 32 px): 1024 px on the long side keeps
// a label's small print legible (the eval's 15 px text) while one pass stays near a second on 2 cores.
const MAX_SIDE = 1024;
// Small crops are upscaled: the recogniser wants text at least ~20 px tall.
const MIN_SIDE = 720;
// A motion blur is looked for and taken out at the photo's own resolution, or at most this on the
// long side (a 12 MP photo's smear scaled down with it)
const DEBLUR_MAX_SIDE = 2048;

/** A rectangle in the prepared image's pixels. */
export type Region = Rect;

/** A region of the photo read again at a larger scale: `scale` zoomed pixels per prepared pixel. */
export interface ZoomedLabel {
  image: Buffer;
  width: number;
  height: number;
  scale: number;
  /** the region's top-left corner in the prepared image */
  left: number;
  top: number;
  /** a motion blur was found in the region and taken out (the image is then grayscale) */
  deblurred: boolean;
}

export interface ZoomOptions {
  /** the zoomed image's long side (default: the prepared image's bound) */
  maxSide?: number;
  /** at most this many times the photo's own pixels (default 2) */
  maxUpscale?: number;
  /** look for a motion blur in the region and take it out (deblur.ts) */
  deblur?: boolean;
}

export interface PreparedLabel {
  /** EXIF-rotated, bounded colour image (lossless PNG) */
  image: Buffer;
  /** the same as a contrast-stretched grayscale, inverted when the label is dark (light print) */
  contrast: () => Promise<Buffer>;
  /** the same turned a quarter clockwise (print running up the label comes out level) */
  turned: () => Promise<Buffer>;
  width: number;
  height: number;
  /**
   * The region (prepared pixels) cut from the photo at its own resolution and scaled to `maxSide`
   * on its long side (at most `maxUpscale` times the photo's own pixels): the label's small print
   * at a size the recogniser reads, when the label is a part of the frame. With `deblur`, a motion
   * blur found in the region is taken out first, at the photo's own resolution.
   */
  zoom: (region: Region, options?: ZoomOptions) => Promise<ZoomedLabel>;
  /** The region zoomed with its motion blur taken out, or null when it shows none. */
  deblurred: (region: Region, options?: Omit<ZoomOptions, 'deblur'>) => Promise<ZoomedLabel | null>;
}

/**
 * EXIF rotation, bounded resize and a contrast-stretched grayscale variant for a second pass.
 * `maxSide` is larger for a whole menu page, whose print is smaller relative to the photo.
 */
export async function prepareLabel(bytes: Buffer, maxPixels: number, maxSide = MAX_SIDE): Promise<PreparedLabel> {
  const options = { failOn: 'error', limitInputPixels: maxPixels, autoOrient: true } as const;
  const base = sharp(bytes, options);
  const meta = await base.clone().metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? 0;
  const h = meta.autoOrient?.height ?? meta.height ?? 0;
  const longest = Math.max(w, h);
  const target = longest > maxSide ? maxSide : longest < MIN_SIDE ? MIN_SIDE : longest;
  const resized = base
    .resize({ width: w >= h ? target : undefined, height: h > w ? target : undefined, fit: 'inside' })
    .flatten({ background: '#ffffff' });
  const { data, info } = await resized.clone().png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  /** The region zoomed (ZoomedLabel), or null when `deblur` and `onlyDeblurred` and no blur was found. */
  const zoomInto = async (
    region: Region,
    { maxSide: side = maxSide, maxUpscale = 2, deblur = false }: ZoomOptions,
    onlyDeblurred: boolean,
  ): Promise<ZoomedLabel | null> => {
    // prepared pixels → the photo's own
    const f = w / info.width;
    const left = Math.max(0, Math.floor(region.left * f));
    const top = Math.max(0, Math.floor(region.top * f));
    const width = Math.min(w - left, Math.ceil(region.width * f));
    const height = Math.min(h - top, Math.ceil(region.height * f));
    const long = Math.min(side, Math.round(Math.max(width, height) * maxUpscale));
    const fitLong = (image: sharp.Sharp, to: number) =>
      image.resize({ width: width >= height ? to : undefined, height: height > width ? to : undefined, fit: 'inside' });
    const crop = () => sharp(bytes, options).extract({ left, top, width, height });
    let zoomed: sharp.Sharp | null = null;
    if (deblur) {
      const work = Math.max(width, height) > DEBLUR_MAX_SIDE ? fitLong(crop(), DEBLUR_MAX_SIDE) : crop();
      const { data, info: gray } = await work.grayscale().raw().toBuffer({ resolveWithObject: true });
      const image = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: gray.width, height: gray.height };
      const blur = findMotionBlur(image);
      if (blur) {
        const sharper = removeMotionBlur(image, blur);
        zoomed = fitLong(sharp(sharper.data, { raw: { width: sharper.width, height: sharper.height, channels: 1 } }), long);
      }
    }
    const deblurred = zoomed !== null;
    if (!deblurred && onlyDeblurred) return null;
    zoomed ??= fitLong(crop(), long).flatten({ background: '#ffffff' });
    const { data: image, info: out } = await zoomed.png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    return {
      image,
      width: out.width,
      height: out.height,
      scale: out.width / (width / f),
      left: left / f,
      top: top / f,
      deblurred,
    };
  };
  return {
    image: data,
    width: info.width,
    height: info.height,
    contrast: () => contrastOf(data),
    turned: () => sharp(data).rotate(90).png({ compressionLevel: 0 }).toBuffer(),
    zoom: async (region, options = {}) => (await zoomInto(region, options, false))!,
    deblurred: (region, options = {}) => zoomInto(region, { ...options, deblur: true }, true),
  };
}

/** An image as a contrast-stretched grayscale, inverted when it is dark (light print on a dark label). */
export async function contrastOf(image: Buffer): Promise<Buffer> {
  const gray = sharp(image).grayscale();
  const { channels } = await gray.clone().stats();
  const dark = channels[0].mean < 110;
  let variant = gray.normalise({ lower: 2, upper: 98 });
  if (dark) variant = variant.negate({ alpha: false });
  return variant.png({ compressionLevel: 0 }).toBuffer();
}
