// The third held-out wine-list set: page designs chosen from wine bars and bistros, apart from the
// reader's code and from both earlier sets (render-menus.mjs, render-wild-lists.mjs):
//   a4-vintage-column  an A4 list in a serif: vintage in its own column, the region in small caps
//   blackboard         by-the-glass wines chalked on a board (photographed from below as often as not)
//   food-and-wine      one bistro menu: dishes and wines mixed, dishes named with wine words
//   inline-prices      prices straight after the name, 'G 16 B 72', '16/72', '16 | 72'
//   bistro-french      French order (Champagne first), appellation before producer, French headings
//   receipt            a narrow till-roll list in a monospace, capitals, prices with cents
//   producer-then-wine the producer on one line, the wine, vintage and prices on the next
//   carafe-columns     150 ml / 500 ml / 750 ml columns, grouped by region with no colour headings
// Every printed wine carries its truth (type, grapes, region, structure, prices, printed line).
import sharp from 'sharp';
import { rng } from '../labels/render-labels.mjs';
import { DISHES, TYPES, thirdCatalogue, thirdOffCatalogue } from './third-wines.mjs';
import { THIRD_PHOTOS, photographThird } from './third-photo.mjs';

export const THIRD_DESIGNS = [
  'a4-vintage-column',
  'blackboard',
  'food-and-wine',
  'inline-prices',
  'bistro-french',
  'receipt',
  'producer-then-wine',
  'carafe-columns',
];

const { RED, WHITE, SPARKLING, ROSE, DESSERT, FORTIFIED } = TYPES;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
function txt(x, y, size, s, o = {}) {
  const {
    font = 'Liberation Serif',
    fill = '#1c1c1c',
    anchor = 'start',
    weight = 'normal',
    italic = false,
    spacing = 0,
    filter = '',
  } = o;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}"${filter ? ` filter="url(#${filter})"` : ''}>${esc(s)}</text>`;
}
/** Small caps: the first letter of each word full size, the rest smaller capitals. */
function smallCaps(x, y, size, s, o = {}) {
  const spans = s
    .split(' ')
    .map(
      (w) =>
        `<tspan font-size="${size}">${esc(w[0].toUpperCase())}</tspan><tspan font-size="${Math.round(size * 0.74)}">${esc(w.slice(1).toUpperCase())} </tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${o.font ?? 'Liberation Serif'}" fill="${o.fill ?? '#555'}" letter-spacing="1">${spans}</text>`;
}

// Price forms, each (glass, bottle) → printed text; a bottle-only wine prints its bottle price.
const FORMS = {
  bar: (g, b) => (g ? `${g} | ${b}` : `${b}`),
  gb: (g, b) => (g ? `G ${g} B ${b}` : `B ${b}`),
  tight: (g, b) => (g ? `${g}/${b}` : `${b}`),
  glbtl: (g, b) => (g ? `gl ${g} · btl ${b}` : `btl ${b}`),
};
const ORDER = [SPARKLING, WHITE, ROSE, RED, DESSERT, FORTIFIED];
const HEAD_EN = {
  [SPARKLING]: 'Sparkling',
  [WHITE]: 'White',
  [ROSE]: 'Rosé',
  [RED]: 'Red',
  [DESSERT]: 'Sweet',
  [FORTIFIED]: 'Fortified',
};
const HEAD_FR = {
  [SPARKLING]: 'Champagne & Mousseux',
  [WHITE]: 'Vins Blancs',
  [ROSE]: 'Vins Rosés',
  [RED]: 'Vins Rouges',
  [DESSERT]: 'Vins Doux',
  [FORTIFIED]: 'Digestifs',
};
const byType = (ws) => ORDER.map((t) => [t, ws.filter((w) => w.wineType === t)]).filter(([, l]) => l.length);
const vint = (w) => (w.vintage ? String(w.vintage) : 'NV');

/** The wines of one list, priced at a bar's mark-up: some by the glass, the rest by the bottle. */
function pickWines(pool, rand, n, { imports = 0.15, local = 0.2, glassShare = 0.45 } = {}) {
  const out = [];
  const seen = new Set();
  const take = (list) => {
    for (let k = 0; k < 50 && list.length; k++) {
      const w = list[Math.floor(rand() * list.length)];
      if (seen.has(`${w.producer}|${w.wineName}`) || out.some((o) => o.producer === w.producer)) continue;
      seen.add(`${w.producer}|${w.wineName}`);
      out.push({ ...w });
      return;
    }
  };
  for (let k = 0; k < Math.round(n * imports); k++) take(pool.imports);
  for (let k = 0; k < Math.round(n * local); k++) take(pool.local);
  const want = [SPARKLING, WHITE, WHITE, WHITE, RED, RED, RED, ROSE];
  for (let k = 0; out.length < n && k < n * 4; k++)
    take(
      k < want.length
        ? pool.cat.filter((w) => w.wineType === want[k])
        : rand() < 0.08
          ? pool.cat.filter((w) => w.wineType === DESSERT || w.wineType === FORTIFIED)
          : pool.cat,
    );
  for (const w of out) {
    const base = w.retail ?? (w.imported ? 30 + rand() * 70 : 25 + rand() * 30);
    w.bottle = Math.max(42, Math.round(base * (1.9 + rand() * 0.8)));
    w.glass = rand() < glassShare ? Math.max(10, Math.round(w.bottle / (4.3 + rand() * 0.7))) : null;
    w.vintage = w.wineType === SPARKLING && rand() < 0.7 ? null : w.wineType === FORTIFIED ? null : 2015 + Math.floor(rand() * 9);
  }
  // every bar pours a white and a red by the glass
  for (const t of [WHITE, RED]) {
    const f = out.find((w) => w.wineType === t);
    if (f && !out.some((w) => w.wineType === t && w.glass)) f.glass = Math.max(10, Math.round(f.bottle / 4.6));
  }
  return out.sort((a, b) => ORDER.indexOf(a.wineType) - ORDER.indexOf(b.wineType));
}

/** One page as SVG; pushes each wine's truth (and each dish) to `wines` / `dishes`. */
function page(design, ws, s, wines, dishes) {
  const { rand, font, ink, soft, accent, bg, form } = s;
  const P = [];
  // whether a reader can know the wine's region: printed on the page, the catalogue's, or its appellation
  const shows = design === 'a4-vintage-column' || design === 'carafe-columns';
  const put = (w, printed) =>
    wines.push({
      ...w,
      printed,
      regionShown:
        shows || w.catalogueId !== null || Boolean(w.imported && (w.appellationFirst || /rioja|barolo/i.test(w.wineName))),
    });
  const price = FORMS[form];
  let W = 1240;
  let y = 150;
  let defs = '';
  let back = null;
  if (design === 'a4-vintage-column') {
    W = 1240;
    P.push(txt(W / 2, 90, 46, s.title, { font, fill: accent, anchor: 'middle', spacing: 6 }));
    for (const [t, list] of byType(ws)) {
      P.push(txt(80, y, 30, HEAD_EN[t].toUpperCase(), { font, fill: accent, spacing: 4 }));
      y += 50;
      for (const w of list) {
        P.push(txt(80, y, 22, vint(w), { font, fill: soft }));
        P.push(txt(170, y, 23, `${w.producer} ${w.wineName}`, { font, fill: ink }));
        P.push(smallCaps(170, y + 26, 17, w.printedRegion, { font, fill: soft }));
        const pr = w.glass ? `${w.glass} | ${w.bottle}` : `${w.bottle}`;
        P.push(txt(W - 80, y, 23, pr, { font, fill: ink, anchor: 'end' }));
        put(w, `${vint(w)} ${w.producer} ${w.wineName} ${w.printedRegion} ${pr}`);
        y += 62;
      }
      y += 18;
    }
  } else if (design === 'blackboard') {
    W = 1300;
    bg.color = '#1f2623';
    defs = `<filter id="chalk"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(rand() * 99)}"/><feDisplacementMap in="SourceGraphic" scale="3"/></filter>`;
    P.push(
      txt(W / 2, 110, 60, s.boardTitle, {
        font: 'DejaVu Sans',
        fill: '#f4e9b8',
        anchor: 'middle',
        weight: 'bold',
        filter: 'chalk',
      }),
    );
    y = 210;
    for (const w of ws) {
      const name = `${w.producer} ${w.wineName}${w.vintage ? ` ’${String(w.vintage).slice(2)}` : ''}`;
      const pr = w.bottle && s.boardBottles ? `$${w.glass} / $${w.bottle}` : `$${w.glass}`;
      P.push(txt(90, y, 36, name, { font: 'DejaVu Sans', fill: '#eeeeea', filter: 'chalk' }));
      P.push(txt(W - 90, y, 36, pr, { font: 'DejaVu Sans', fill: '#f4e9b8', anchor: 'end', filter: 'chalk' }));
      put({ ...w, bottle: s.boardBottles ? w.bottle : null }, `${name} ${pr}`);
      y += 74;
    }
  } else if (design === 'food-and-wine') {
    W = 1300;
    P.push(txt(W / 2, 90, 44, s.title, { font, fill: accent, anchor: 'middle', weight: 'bold' }));
    const dishesOf = (k) => DISHES.slice(k * 4, k * 4 + 4 + (k === 2 ? 2 : 0));
    const glass = ws.filter((w) => w.glass);
    const bottle = ws.filter((w) => !w.glass);
    const blocks = [
      ['To start', dishesOf(0), null],
      ['Wines by the glass', null, glass],
      ['Mains', dishesOf(1), null],
      ['Bottles', null, bottle],
      ['To finish', dishesOf(2), null],
    ];
    for (const [head, ds, list] of blocks) {
      if (list && !list.length) continue;
      P.push(txt(80, y, 30, head, { font, fill: accent, italic: true }));
      y += 50;
      for (const [d, p] of ds ?? []) {
        P.push(txt(80, y, 23, d, { font, fill: ink }));
        P.push(txt(W - 80, y, 23, String(p), { font, fill: ink, anchor: 'end' }));
        dishes.push({ name: d, price: p });
        y += 42;
      }
      for (const w of list ?? []) {
        const name = `${w.producer} ${w.wineName} ${vint(w)}`;
        const pr = head === 'Bottles' ? `${w.bottle}` : `${w.glass} / ${w.bottle}`;
        P.push(txt(80, y, 23, name, { font, fill: ink }));
        P.push(txt(W - 80, y, 23, pr, { font, fill: ink, anchor: 'end' }));
        put(w, `${name} ${pr}`);
        y += 42;
      }
      y += 22;
    }
  } else if (design === 'inline-prices') {
    W = 1200;
    P.push(txt(80, 100, 44, s.title, { font, fill: accent, weight: 'bold' }));
    for (const [t, list] of byType(ws)) {
      P.push(txt(80, y, 26, HEAD_EN[t], { font, fill: accent, weight: 'bold' }));
      y += 46;
      for (const w of list) {
        const name = `${w.producer} ${w.wineName} ${vint(w)}`;
        const pr = price(w.glass, w.bottle);
        P.push(
          `<text x="80" y="${y}" font-family="${font}" font-size="23" fill="${ink}">${esc(name)}<tspan dx="22" font-weight="bold">${esc(pr)}</tspan></text>`,
        );
        put(w, `${name} ${pr}`);
        y += 42;
      }
      y += 18;
    }
  } else if (design === 'bistro-french') {
    W = 1250;
    P.push(txt(W / 2, 96, 50, 'Carte des Vins', { font, fill: accent, anchor: 'middle', italic: true }));
    for (const [t, list] of byType(ws)) {
      P.push(txt(W / 2, y, 28, HEAD_FR[t], { font, fill: accent, anchor: 'middle', spacing: 3 }));
      y += 50;
      for (const w of list) {
        const name = w.appellationFirst ? `${w.wineName}, ${w.producer}` : `${w.producer}, ${w.wineName}`;
        const line = `${name} ${vint(w)}`;
        const pr = price(w.glass, w.bottle);
        P.push(txt(90, y, 22, line, { font, fill: ink }));
        P.push(txt(W - 90, y, 22, pr, { font, fill: ink, anchor: 'end' }));
        put(w, `${line} ${pr}`);
        y += 40;
      }
      y += 20;
    }
  } else if (design === 'receipt') {
    W = 560;
    const mono = s.mono;
    P.push(txt(W / 2, 70, 26, s.title.toUpperCase(), { font: mono, fill: '#222', anchor: 'middle', weight: 'bold' }));
    P.push(txt(W / 2, 104, 16, '-'.repeat(44), { font: mono, fill: '#444', anchor: 'middle' }));
    y = 140;
    for (const [t, list] of byType(ws)) {
      P.push(txt(30, y, 18, `** ${HEAD_EN[t].toUpperCase()} **`, { font: mono, fill: '#222' }));
      y += 32;
      for (const w of list) {
        const name = `${w.producer} ${w.wineName}`.toUpperCase();
        const pr = w.glass ? `GL ${w.glass}.00  BT ${w.bottle}.00` : `BT ${w.bottle}.00`;
        P.push(txt(30, y, 17, name, { font: mono, fill: '#222' }));
        P.push(txt(30, y + 24, 17, vint(w), { font: mono, fill: '#444' }));
        P.push(txt(W - 30, y + 24, 17, pr, { font: mono, fill: '#222', anchor: 'end' }));
        put(w, `${name} ${vint(w)} ${pr}`);
        y += 60;
      }
      y += 10;
    }
  } else if (design === 'producer-then-wine') {
    W = 1200;
    P.push(txt(W / 2, 96, 44, s.title, { font, fill: accent, anchor: 'middle', spacing: 2 }));
    for (const [t, list] of byType(ws)) {
      P.push(txt(80, y, 28, HEAD_EN[t].toUpperCase(), { font, fill: accent, spacing: 3, weight: 'bold' }));
      y += 50;
      for (const w of list) {
        const pr = price(w.glass, w.bottle);
        P.push(txt(80, y, 21, w.producer.toUpperCase(), { font, fill: soft, spacing: 2 }));
        P.push(txt(80, y + 30, 24, `${w.wineName} ${vint(w)}`, { font, fill: ink }));
        P.push(txt(W - 80, y + 30, 24, pr, { font, fill: ink, anchor: 'end' }));
        put(w, `${w.producer} ${w.wineName} ${vint(w)} ${pr}`);
        y += 78;
      }
      y += 14;
    }
  } else {
    // carafe-columns: grouped by region, no colour headings; 150 ml, 500 ml carafe, 750 ml bottle
    W = 1400;
    const [gx, cx, bx] = [W - 380, W - 240, W - 100];
    P.push(txt(80, 96, 44, s.title, { font, fill: accent, weight: 'bold' }));
    for (const [x, h] of [
      [gx, '150ml'],
      [cx, '500ml'],
      [bx, '750ml'],
    ])
      P.push(txt(x, 150, 20, h, { font, fill: soft, anchor: 'middle', weight: 'bold' }));
    y = 210;
    const regions = [...new Set(ws.map((w) => w.printedRegion))];
    for (const r of regions) {
      P.push(txt(80, y, 26, r, { font, fill: accent, italic: true }));
      y += 44;
      for (const w of ws.filter((x) => x.printedRegion === r)) {
        const name = `${w.producer} ${w.wineName} ${vint(w)}`;
        const carafe = w.glass ? Math.round((w.bottle * 0.7) / 1) : null;
        P.push(txt(80, y, 22, name, { font, fill: ink }));
        if (w.glass) P.push(txt(gx, y, 22, String(w.glass), { font, fill: ink, anchor: 'middle' }));
        if (carafe) P.push(txt(cx, y, 22, String(carafe), { font, fill: ink, anchor: 'middle' }));
        P.push(txt(bx, y, 22, String(w.bottle), { font, fill: ink, anchor: 'middle' }));
        put(w, `${name} ${w.glass ?? ''} ${carafe ?? ''} ${w.bottle}`);
        y += 40;
      }
      y += 16;
    }
  }
  const H = y + 80;
  back = `<rect width="${W}" height="${H}" fill="${bg.color}"/>`;
  if (design === 'blackboard')
    back += `<rect x="10" y="10" width="${W - 20}" height="${H - 20}" fill="none" stroke="#5a3e22" stroke-width="20"/><rect width="${W}" height="${H}" fill="#fff" opacity="0.04"/>`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${back}${P.join('')}</svg>`,
    W,
    H,
  };
}

const PAPERS = [
  { color: '#fffdf7', ink: '#1a1a1a', accent: '#6d1a24', soft: '#666' },
  { color: '#f3efe6', ink: '#2a241c', accent: '#2f4a3a', soft: '#6e6558' },
  { color: '#ffffff', ink: '#111', accent: '#1e2f55', soft: '#777' },
];
const TITLES = ['Wine', 'The List', 'Wine Bar', 'Cellar Selection', 'Drinks'];

/**
 * Renders `count` lists of the third set: [{ name, design, photo, image, entries, dishes }].
 * Designs and photos cycle so each pair occurs; deterministic for a seed. `only(i)`: which to draw;
 * `truthOnly(name)`: lists whose image is not needed (their reading is kept).
 */
export async function renderThirdLists(
  wines,
  regionName,
  { count = 48, seed = 40303, only = null, truthOnly = () => false } = {},
) {
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const pool = {
    cat: thirdCatalogue(wines, regionName),
    ...(() => {
      const off = thirdOffCatalogue(new Set(wines.map((w) => w.producer.toLowerCase())));
      return { imports: off.filter((w) => w.imported), local: off.filter((w) => !w.imported) };
    })(),
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const design = THIRD_DESIGNS[i % THIRD_DESIGNS.length];
    const photo = THIRD_PHOTOS[(i + Math.floor(i / THIRD_DESIGNS.length)) % THIRD_PHOTOS.length];
    const n =
      design === 'blackboard'
        ? 7 + Math.floor(rand() * 4)
        : design === 'receipt'
          ? 18 + Math.floor(rand() * 8)
          : 12 + Math.floor(rand() * 9);
    const ws = pickWines(pool, rand, n, {
      imports: design === 'bistro-french' ? 0.55 : 0.12,
      local: 0.2,
      glassShare: design === 'blackboard' ? 1 : 0.45,
    });
    const paper = pick(PAPERS);
    const s = {
      rand,
      font: pick(['Liberation Serif', 'DejaVu Serif', 'Liberation Sans', 'DejaVu Sans']),
      mono: pick(['DejaVu Sans Mono', 'Liberation Mono']),
      ink: paper.ink,
      soft: paper.soft,
      accent: paper.accent,
      bg: { color: paper.color },
      form: pick(Object.keys(FORMS)),
      title: pick(TITLES),
      boardTitle: pick(['BY THE GLASS', 'Wines by the Glass', 'ON POUR TONIGHT']),
      boardBottles: rand() < 0.5,
    };
    const next = Math.floor(rand() * 2 ** 31);
    const printed = [];
    const dishes = [];
    // drawn for every list (it draws from the list's PRNG), so a subset is the full set's lists
    const { svg, W, H } = page(design, ws, s, printed, dishes);
    if (only && !only(i)) continue;
    const name = `third-${String(i).padStart(2, '0')}-${design}-${photo}`;
    // the truth alone for a list whose reading is kept from before
    const image = truthOnly(name)
      ? null
      : await photographThird(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer(), W, H, photo, rng(next));
    out.push({
      name,
      index: i,
      design,
      photo,
      image,
      entries: printed,
      dishes,
    });
  }
  return out;
}
