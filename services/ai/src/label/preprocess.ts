import sharp from 'sharp';

// The detector works at the image's own size (rounded to 32 px): 1024 px on the long side keeps
// a label's small print legible (the eval's 15 px text) while one pass stays near a second on 2 cores.
const MAX_SIDE = 1024;
// Small crops are upscaled: the recogniser wants text at least ~20 px tall.
const MIN_SIDE = 720;

export interface PreparedLabel {
  /** EXIF-rotated, bounded colour image (lossless PNG) */
  image: Buffer;
  /** the same as a contrast-stretched grayscale, inverted when the label is dark (light print) */
  contrast: () => Promise<Buffer>;
  width: number;
  height: number;
}

/**
 * EXIF rotation, bounded resize and a contrast-stretched grayscale variant for a second pass.
 * `maxSide` is larger for a whole menu page, whose print is smaller relative to the photo.
 */
export async function prepareLabel(bytes: Buffer, maxPixels: number, maxSide = MAX_SIDE): Promise<PreparedLabel> {
  const base = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
  const meta = await base.clone().metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? 0;
  const h = meta.autoOrient?.height ?? meta.height ?? 0;
  const longest = Math.max(w, h);
  const target = longest > maxSide ? maxSide : longest < MIN_SIDE ? MIN_SIDE : longest;
  const resized = base
    .resize({ width: w >= h ? target : undefined, height: h > w ? target : undefined, fit: 'inside' })
    .flatten({ background: '#ffffff' });
  const { data, info } = await resized.clone().png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  return {
    image: data,
    width: info.width,
    height: info.height,
    contrast: async () => {
      const gray = sharp(data).grayscale();
      const { channels } = await gray.clone().stats();
      const dark = channels[0].mean < 110;
      let variant = gray.normalise({ lower: 2, upper: 98 });
      if (dark) variant = variant.negate({ alpha: false });
      return variant.png({ compressionLevel: 0 }).toBuffer();
    },
  };
}
