import sharp from 'sharp';

// A list read by candle light or in a dim bar loses lines before the parser sees them: the
// detector finds no print in a dark corner, where the paper is a third as bright as under the hot
// spot and the print stands out by a few grey levels. The paper's brightness is measured on the
// photo itself, never assumed, and a dim page's local contrast is brought up tile by tile (CLAHE)
// before it is read. A smeared page (a shaking hand) is left as it is: an unsharp mask, a motion
// deconvolution and a second read of unsure lines at twice the scale were each measured on the
// third set's shaken lists and read fewer prices right, or none more.

// a tile's bright end is its paper (print covers far less than a tenth of a tile)
const TILES = 8;
const PAPER_SHARE = 0.9;
// paper this dim hides the corners' print from the detector: candle light and a dim bar measure
// 87-117, a phone photo of a printed list in daylight 230 and more
const DIM_PAPER = 160;
// CLAHE's tile, in the prepared page's pixels (a few lines of print), and its contrast limit
const CLAHE_TILE = 48;
const CLAHE_SLOPE = 3;

/** The paper's brightness, 0-255: the median over the page of each tile's bright end. */
export function paperBrightness(gray: { data: Uint8Array; width: number; height: number }): number {
  const { data, width, height } = gray;
  const tw = Math.floor(width / TILES);
  const th = Math.floor(height / TILES);
  const papers: number[] = [];
  // every third pixel of each tile is plenty to find its bright end
  for (let ty = 0; ty < TILES; ty++)
    for (let tx = 0; tx < TILES; tx++) {
      const values: number[] = [];
      for (let y = ty * th; y < (ty + 1) * th; y += 3)
        for (let x = tx * tw; x < (tx + 1) * tw; x += 3) values.push(data[y * width + x]);
      values.sort((a, b) => a - b);
      papers.push(values[Math.floor(values.length * PAPER_SHARE)] ?? 0);
    }
  papers.sort((a, b) => a - b);
  return papers[Math.floor(papers.length / 2)];
}

/** Whether a page this bright is read with its local contrast brought up first. */
export const isDim = (paper: number) => paper < DIM_PAPER;

/** The page as the OCR should see it: a dim page's local contrast brought up, any other unchanged. */
export async function prepareForReading(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).grayscale().raw().toBuffer({ resolveWithObject: true });
  const gray = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  if (!isDim(paperBrightness(gray))) return image;
  // an RGB image out (as the OCR's reader takes it), its three channels the same gray
  return sharp(image)
    .grayscale()
    .toColourspace('srgb')
    .clahe({ width: CLAHE_TILE, height: CLAHE_TILE, maxSlope: CLAHE_SLOPE })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
