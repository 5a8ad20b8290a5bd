// Rendered menus for the Premium AI integration tests and the bench: a wine list (sections,
// glass and bottle prices) and a food menu (courses, dishes, descriptions), as PNG photos.
// The menu eval (tests/eval/menus) renders many more layouts.
import sharp from 'sharp';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
const W = 1100;
const text = (x: number, y: number, size: number, content: string, anchor = 'start', weight = 'normal') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="#1d1d1d">${esc(content)}</text>`;

export interface ListedWine {
  name: string;
  glass: number | null;
  bottle: number;
}

// Catalogue wines at restaurant prices; the Hentley Farm is the gentle mark-up (best value red).
export const WINE_LIST: { section: string; wines: ListedWine[] }[] = [
  { section: 'SPARKLING', wines: [{ name: 'Jansz Premium Cuvée NV', glass: 16, bottle: 72 }] },
  {
    section: 'WHITES',
    wines: [
      { name: 'Grosset Polish Hill Riesling 2022', glass: 22, bottle: 110 },
      { name: 'Oxford Landing Sauvignon Blanc 2023', glass: 9, bottle: 39 },
    ],
  },
  {
    section: 'REDS',
    wines: [
      { name: 'Penfolds Bin 28 Shiraz 2019', glass: 18, bottle: 120 },
      { name: 'Pepperjack Barossa Shiraz 2021', glass: 14, bottle: 68 },
      { name: 'Hentley Farm The Beauty Shiraz 2018', glass: null, bottle: 96 },
      { name: "Jacob's Creek Classic Shiraz 2022", glass: 10, bottle: 44 },
    ],
  },
];

export async function renderWineList(): Promise<Buffer> {
  const parts = [text(W / 2, 70, 40, 'WINE LIST', 'middle', 'bold')];
  let y = 140;
  for (const { section, wines } of WINE_LIST) {
    parts.push(text(70, y, 30, section, 'start', 'bold'));
    y += 52;
    for (const w of wines) {
      parts.push(text(70, y, 24, w.name));
      parts.push(text(W - 70, y, 24, w.glass ? `$${w.glass} / $${w.bottle}` : `$${w.bottle}`, 'end'));
      y += 42;
    }
    y += 24;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${y + 30}"><rect width="${W}" height="${y + 30}" fill="#fbf8f1"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const FOOD_MENU = [
  { course: 'ENTRÉES', name: 'Freshly shucked oysters', description: 'mignonette, lemon', price: 26 },
  { course: 'MAINS', name: 'Chargrilled scotch fillet', description: 'pepper sauce, hand-cut chips', price: 48 },
  { course: 'MAINS', name: 'Pan-seared barramundi', description: 'lemon butter, greens', price: 39 },
  { course: 'DESSERTS', name: 'Dark chocolate fondant', description: 'vanilla ice cream', price: 18 },
];

export async function renderFoodMenu(): Promise<Buffer> {
  const parts = [text(W / 2, 70, 40, 'DINNER MENU', 'middle', 'bold')];
  let y = 130;
  let course = '';
  for (const d of FOOD_MENU) {
    if (d.course !== course) {
      course = d.course;
      y += 20;
      parts.push(text(W / 2, y, 30, course, 'middle', 'bold'));
      y += 56;
    }
    parts.push(text(70, y, 25, d.name, 'start', 'bold'));
    parts.push(text(W - 70, y, 25, `$${d.price}`, 'end'));
    y += 32;
    parts.push(text(70, y, 19, d.description));
    y += 52;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${y + 30}"><rect width="${W}" height="${y + 30}" fill="#ffffff"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
