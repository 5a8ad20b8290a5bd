import sharp from 'sharp';
import { isDim, paperBrightness, prepareForReading } from './page-light';

// A printed list page drawn here, then lit as a candle lights it (dim, warm, dark corners) or
// smeared as a shaking hand smears it: only the dim page is changed before the OCR reads it.
const W = 900;
const H = 1200;

async function printedPage(): Promise<Buffer> {
  const rows = Array.from(
    { length: 26 },
    (_, i) =>
      `<text x="60" y="${80 + i * 42}" font-family="DejaVu Serif" font-size="22">Bin ${i + 1} Shiraz Cabernet 2019</text>` +
      `<text x="760" y="${80 + i * 42}" font-family="DejaVu Serif" font-size="22">${14 + i} | ${60 + i}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fbf8f1"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The page by candle light: dimmed to about half, warm, its corners a third as bright as its middle. */
async function candleLit(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const dx = (x - info.width / 2) / (info.width / 2);
      const dy = (y - info.height / 2) / (info.height / 2);
      const f = 0.5 * Math.max(0.35, 1 - 0.45 * (dx * dx + dy * dy));
      const o = (y * info.width + x) * 3;
      [1.12, 0.92, 0.62].forEach((tint, c) => (data[o + c] = Math.min(255, data[o + c] * f * tint)));
    }
  return sharp(data, { raw: info }).png().toBuffer();
}

/** The page smeared 7 px down and a little across, as a hand moving the phone smears it. */
async function shaken(png: Buffer): Promise<Buffer> {
  const len = 7;
  const kernel = new Array(len * len).fill(0);
  for (let k = 0; k < len; k++) kernel[k * len + Math.min(len - 1, Math.round(k * 0.4 + len * 0.3))] = 1;
  return sharp(png).convolve({ width: len, height: len, kernel, scale: len }).png().toBuffer();
}

async function paperOf(png: Buffer) {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  return paperBrightness({ data: new Uint8Array(data), width: info.width, height: info.height });
}

/** How far a dark corner's paper stands above its print: the spread of its pixels (2nd to 98th percentile). */
async function cornerSpread(png: Buffer): Promise<number> {
  const data = await sharp(png).grayscale().extract({ left: 40, top: 1000, width: 400, height: 150 }).raw().toBuffer();
  const v = [...data].sort((a, b) => a - b);
  return v[Math.floor(v.length * 0.98)] - v[Math.floor(v.length * 0.02)];
}

describe('the page prepared for reading by how it is lit', () => {
  it('leaves a page in daylight as it is, a smeared one too', async () => {
    const page = await printedPage();
    expect(await paperOf(page)).toBeGreaterThan(230);
    expect(await prepareForReading(page)).toBe(page);
    const smeared = await shaken(page);
    expect(await prepareForReading(smeared)).toBe(smeared);
  });

  it('brings up the local contrast of a page read by candle light, its dark corners most', async () => {
    const dim = await candleLit(await printedPage());
    expect(isDim(await paperOf(dim))).toBe(true);
    const prepared = await prepareForReading(dim);
    expect(await cornerSpread(prepared)).toBeGreaterThan(1.08 * (await cornerSpread(dim)));
    // three channels, as the reader takes a photo
    expect((await sharp(prepared).metadata()).channels).toBe(3);
  }, 30_000);
});
