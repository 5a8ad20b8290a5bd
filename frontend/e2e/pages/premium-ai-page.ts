import { expect, type Locator } from '@playwright/test';
import { PageObject } from './shell-page';
import sharp from 'sharp';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

// A restaurant wine list photo: catalogue wines at restaurant prices; the Hentley Farm is marked
// up least over its retail price, so it is the best-value red.
export const WINE_LIST = [
  ['SPARKLING', [['Jansz Premium Cuvée NV', '$16 / $72']]],
  [
    'WHITES',
    [
      ['Grosset Polish Hill Riesling 2022', '$22 / $110'],
      ['Oxford Landing Sauvignon Blanc 2023', '$9 / $39'],
    ],
  ],
  [
    'REDS',
    [
      ['Penfolds Bin 28 Shiraz 2019', '$18 / $120'],
      ['Pepperjack Barossa Shiraz 2021', '$14 / $68'],
      ['Hentley Farm The Beauty Shiraz 2018', '$96'],
      ["Jacob's Creek Classic Shiraz 2022", '$10 / $44'],
    ],
  ],
] as const;

export async function renderedWineList(): Promise<Buffer> {
  const W = 1100;
  const t = (x: number, y: number, size: number, s: string, anchor = 'start', weight = 'normal') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="#1d1d1d">${esc(s)}</text>`;
  const parts = [t(W / 2, 70, 40, 'WINE LIST', 'middle', 'bold')];
  let y = 140;
  for (const [section, wines] of WINE_LIST) {
    parts.push(t(70, y, 30, section, 'start', 'bold'));
    y += 52;
    for (const [name, price] of wines) {
      parts.push(t(70, y, 24, name), t(W - 70, y, 24, price, 'end'));
      y += 42;
    }
    y += 24;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${y + 30}"><rect width="${W}" height="${y + 30}" fill="#fbf8f1"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo of a plate: no text for anyone to read (the local engine asks what the dish is). */
export async function mealPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#d8c7a8"/>
    <circle cx="320" cy="240" r="190" fill="#fafafa"/><ellipse cx="300" cy="230" rx="110" ry="70" fill="#6b3a22"/>
    <ellipse cx="390" cy="300" rx="60" ry="35" fill="#e3c35a"/><circle cx="230" cy="310" r="30" fill="#3e7a32"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The dashboard's Wine Menu Help and Meal Pairing tabs. */
export class PremiumAiTabs extends PageObject {
  readonly menuInput = this.page.getByTestId('wine-menu-input');
  readonly question = this.page.getByLabel('Your question');
  readonly analyseMenu = this.page.getByRole('button', { name: /Analys(e|ing) Menu|Analysing/ });
  readonly analysis = this.page.getByTestId('wine-menu-analysis');
  readonly mealInput = this.page.getByTestId('meal-photo-input');
  readonly analysePhoto = this.page.getByRole('button', { name: /Analyse Photo|Analysing/ });

  pick(n: number): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^Pick ${n}: `) });
  }

  async openTab(name: 'Meal Pairing' | 'Wine Menu Help'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
}
