// A bottle label rendered from a catalogue wine, for tests that need a photo the OCR can read
// (the label eval in tests/eval/labels renders many more, with photo treatments).
import { findRegion, WINES } from '@wine/wine-knowledge';
import sharp from 'sharp';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

export async function renderLabel(
  wineId: string,
  { vintage = '2018', width = 700, format = 'png' as 'png' | 'jpeg' } = {},
): Promise<{ image: Buffer; producer: string; wineName: string; region: string }> {
  const wine = WINES.find((w) => w.id === wineId);
  if (!wine) throw new Error(`no catalogue wine ${wineId}`);
  const region = findRegion(wine.regionId)!.name;
  const W = width;
  const H = Math.round(width * 1.3);
  const fit = (s: string, max: number) => Math.min(max, Math.floor((W * 0.86) / Math.max(4, s.length * 0.62)));
  const t = (y: number, size: number, text: string, fill = '#1d1d1d', weight = 'normal') =>
    `<text x="${W / 2}" y="${y}" font-family="DejaVu Serif" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${esc(text)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f6f1e4"/>
    ${t(H * 0.2, fit(wine.producer, 86), wine.producer.toUpperCase(), '#1d1d1d', 'bold')}
    ${t(H * 0.27, 22, 'Est. 1847', '#7a1f2b')}
    ${t(H * 0.42, fit(wine.wineName, 54), wine.wineName)}
    ${vintage ? t(H * 0.56, Math.round(W / 11), vintage, '#7a1f2b', 'bold') : ''}
    ${t(H * 0.68, 28, region)}
    ${t(H * 0.9, 20, `${wine.abv}% alc/vol   750 mL`)}</svg>`;
  const png = sharp(Buffer.from(svg));
  const image = format === 'jpeg' ? await png.jpeg({ quality: 85 }).toBuffer() : await png.png().toBuffer();
  return { image, producer: wine.producer, wineName: `${wine.producer} ${wine.wineName}`, region };
}
