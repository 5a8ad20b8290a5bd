// Held-out wine lists: page designs and photo conditions chosen from restaurant practice, not from
// the reader's code (the first eval's lists, render-menus.mjs, share its assumptions). Designs:
// two columns with dotted leaders, a table under one Glass/Bottle header, a chalkboard in a
// hand-drawn hand, a handwritten card, a list without colour headings ('By the glass', 'Cellar
// list'), prices in a column far to the right, a two-page spread of 40+ wines, a name with its
// grape and region under it. Photos: flat, at an angle (perspective, a bent page), turned, a hand
// or a glass of wine over part of the page, low light, a 12 MP phone JPEG, blur.
// Each printed entry carries its truth (type, grapes, region, prices, its box on the page); an
// entry under the hand or the glass is hidden and left out of the truth.
import sharp from 'sharp';
import { rng } from '../labels/render-labels.mjs';
import { catalogueWines, offListWines } from './wild-wines.mjs';
import { PHOTOS, photographPage } from './wild-photo.mjs';

export const DESIGNS = [
  'leaders-2col',
  'table',
  'chalkboard',
  'handwritten',
  'no-colour-headings',
  'far-right',
  'two-pages',
  'stacked',
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
// roughly how wide a string sets at `size` (DejaVu and Liberation average ~0.56 em)
const widthOf = (s, size, w = 0.56) => s.length * size * w;

function text(x, y, size, content, o = {}) {
  const { font = 'DejaVu Serif', fill = '#222', anchor = 'start', weight = 'normal', italic = false, spacing = 0 } = o;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text>`;
}

/**
 * Hand-drawn lettering from a Debian font: each letter nudged up or down and the line slanted and
 * wavering, as chalk or a pen does (no handwriting font ships in Debian's default set or here).
 */
function handText(x, y, size, content, rand, o = {}) {
  const { font = 'DejaVu Sans', fill = '#222', anchor = 'start', weight = 'normal' } = o;
  const dy = [];
  for (let i = 0; i < content.length; i++) {
    const step = (rand() - 0.5) * size * 0.09;
    dy.push(step.toFixed(1));
  }
  const slant = -(6 + rand() * 8);
  const rot = ((rand() - 0.5) * 1.6).toFixed(2);
  return `<g transform="rotate(${rot} ${x} ${y})"><text x="${x}" y="${y}" dy="${dy.join(' ')}" font-family="${font}" font-size="${size}" font-weight="${weight}" font-style="italic" transform="skewX(${slant.toFixed(1)}) translate(${(-Math.tan((slant * Math.PI) / 180) * y).toFixed(1)} 0)" letter-spacing="${(rand() * 1.5).toFixed(1)}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text></g>`;
}

const TYPE_ORDER = ['Sparkling Wine', 'White Wine', 'Rosé Wine', 'Red Wine', 'Dessert Wine', 'Fortified Wine'];
const HEADINGS = {
  'Sparkling Wine': ['Sparkling', 'BUBBLES', 'Sparkling & Champagne'],
  'White Wine': ['White', 'WHITES', 'White Wine'],
  'Rosé Wine': ['Rosé', 'PINK', 'Rosé'],
  'Red Wine': ['Red', 'REDS', 'Red Wine'],
  'Dessert Wine': ['Sweet', 'STICKIES', 'Dessert'],
  'Fortified Wine': ['Fortified', 'FORTIFIED', 'After Dinner'],
};

/** Price forms restaurants print, chosen per list. */
const PRICE_FORMS = {
  slash: (g, b) => (g ? `${g} / ${b}` : `${b}`),
  dollarBar: (g, b) => (g ? `$${g} | $${b}` : `$${b}`),
  bar: (g, b) => (g ? `${g} | ${b}` : `${b}`),
  dollarSlash: (g, b) => (g ? `$${g}/$${b}` : `$${b}`),
  dot: (g, b) => (g ? `${g} · ${b}` : `${b}`),
};

/** The wines of one list: catalogue and off-catalogue, prices at a restaurant's mark-up. */
function chooseWines(pool, rand, n, { offShare = 0.35, glassShare = 0.45 } = {}) {
  const { cat, off } = pool;
  const chosen = [];
  const producers = new Set();
  const take = (list) => {
    for (let guard = 0; guard < 60; guard++) {
      const w = list[Math.floor(rand() * list.length)];
      if (!producers.has(w.producer)) {
        producers.add(w.producer);
        chosen.push({ ...w });
        return;
      }
    }
  };
  const nOff = Math.max(2, Math.round(n * offShare));
  for (let i = 0; i < nOff; i++) take(off);
  // each colour has a few: whites, reds, a sparkling
  const byType = (t) => cat.filter((w) => w.wineType === t);
  const want = ['Sparkling Wine', 'White Wine', 'White Wine', 'Red Wine', 'Red Wine', 'Red Wine'];
  for (let i = 0; chosen.length < n; i++) take(i < want.length ? byType(want[i]) : rand() < 0.12 ? byType('Rosé Wine') : cat);
  for (const w of chosen) {
    const markup = 2.2 + rand() * 1.0;
    w.bottle = w.retail ? Math.max(38, Math.round(w.retail * markup)) : 48 + Math.round(rand() * 40);
    w.glass = rand() < glassShare ? Math.max(9, Math.round(w.bottle / (4.2 + rand() * 0.8))) : null;
    w.vintage = w.wineType === 'Sparkling Wine' || w.wineType === 'Fortified Wine' ? null : 2014 + Math.floor(rand() * 10);
  }
  // at least one red and one white by the glass, as every list pours some
  for (const t of ['Red Wine', 'White Wine']) {
    const first = chosen.find((w) => w.wineType === t);
    if (first && !chosen.some((w) => w.wineType === t && w.glass)) first.glass = Math.max(9, Math.round(first.bottle / 4.5));
  }
  return chosen.sort((a, b) => TYPE_ORDER.indexOf(a.wineType) - TYPE_ORDER.indexOf(b.wineType));
}

const nameOf = (w, style) => {
  // a name that says NV already ('Croser NV') is not given a second one
  const v = w.vintage ? String(w.vintage) : /\bNV\b/.test(w.wineName) ? '' : 'NV';
  if (style === 'vintage-first') return `${v} ${w.producer} ${w.wineName}`.trim();
  if (style === 'comma') return `${w.producer}, ${w.wineName} ${v}`.trim();
  return `${w.producer} ${w.wineName} ${v}`.trim();
};

const grouped = (wines) => TYPE_ORDER.map((t) => [t, wines.filter((w) => w.wineType === t)]).filter(([, l]) => l.length);

/** One page of a design as SVG; pushes each entry's truth (with its box) to `out`. */
function pageSvg(design, wines, spec, out) {
  const { rand, p, font, font2, priceForm, nameStyle, headingStyle } = spec;
  const parts = [];
  const price = PRICE_FORMS[priceForm];
  const entry = (w, box, printed) => out.push({ ...w, box, printed });
  let W = 1240;
  let y = 130;
  const title = spec.title;
  if (design === 'leaders-2col' || design === 'two-pages') {
    W = design === 'two-pages' ? 2200 : 1700;
    const pages = 2;
    const colW = W / pages;
    parts.push(text(W / 2, 80, 44, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 4 }));
    // split by rows, keeping a colour together where it fits
    const sections = grouped(wines);
    const rowsOf = (s) => s[1].length + 2;
    const total = sections.reduce((s, x) => s + rowsOf(x), 0);
    const cols = [[], []];
    let acc = 0;
    for (const s of sections) {
      if (acc + rowsOf(s) / 2 <= total / 2 || !cols[0].length) cols[0].push(s);
      else cols[1].push(s);
      acc += rowsOf(s);
    }
    let maxY = 0;
    cols.forEach((col, c) => {
      let cy = 160;
      const x0 = c * colW + 60;
      const xr = (c + 1) * colW - 60;
      if (design === 'two-pages' && c === 1)
        parts.push(`<rect x="${colW - 6}" y="0" width="12" height="100%" fill="${p.soft}" opacity="0.35"/>`);
      for (const [type, list] of col) {
        parts.push(text(x0, cy, 30, HEADINGS[type][headingStyle], { font, fill: p.accent, weight: 'bold', spacing: 2 }));
        cy += 52;
        for (const w of list) {
          const size = design === 'two-pages' ? 22 : 23;
          const name = nameOf(w, nameStyle);
          const pr = price(w.glass, w.bottle);
          parts.push(text(x0, cy, size, name, { font: font2, fill: p.ink }));
          // dotted leaders as printed dots between the name and its price
          const from = x0 + widthOf(name, size) + 14;
          const to = xr - widthOf(pr, size, 0.6) - 14;
          if (to - from > 30)
            parts.push(
              text(from, cy, size, '.'.repeat(Math.floor((to - from) / (size * 0.32))), {
                font: font2,
                fill: p.soft,
                spacing: 0,
              }),
            );
          parts.push(text(xr, cy, size, pr, { font: font2, fill: p.ink, anchor: 'end' }));
          entry(w, { x0, x1: xr, y0: cy - size, y1: cy + 6 }, `${name} ${pr}`);
          cy += 40;
        }
        cy += 20;
      }
      maxY = Math.max(maxY, cy);
    });
    y = maxY;
  } else if (design === 'table' || design === 'far-right') {
    W = design === 'far-right' ? 1900 : 1400;
    parts.push(text(W / 2, 80, 42, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 3 }));
    const gx = W - 300;
    const bx = W - 110;
    const headY = 150;
    if (design === 'table') {
      parts.push(text(gx, headY, 22, spec.headerWords[0], { font: font2, fill: p.soft, anchor: 'middle', weight: 'bold' }));
      parts.push(text(bx, headY, 22, spec.headerWords[1], { font: font2, fill: p.soft, anchor: 'middle', weight: 'bold' }));
      parts.push(`<line x1="60" y1="${headY + 14}" x2="${W - 50}" y2="${headY + 14}" stroke="${p.soft}" stroke-width="2"/>`);
      parts.push(
        `<line x1="${gx - 70}" y1="${headY - 30}" x2="${gx - 70}" y2="${headY + 2000}" stroke="${p.soft}" stroke-width="1"/>`,
      );
      parts.push(
        `<line x1="${bx - 70}" y1="${headY - 30}" x2="${bx - 70}" y2="${headY + 2000}" stroke="${p.soft}" stroke-width="1"/>`,
      );
    }
    y = headY + 60;
    for (const [type, list] of grouped(wines)) {
      parts.push(text(70, y, 28, HEADINGS[type][headingStyle], { font, fill: p.accent, weight: 'bold', spacing: 2 }));
      y += 48;
      for (const w of list) {
        const size = 22;
        if (design === 'table') {
          const name = nameOf(w, nameStyle);
          parts.push(text(70, y, size, name, { font: font2, fill: p.ink }));
          parts.push(text(80 + widthOf(name, size), y, 17, w.printedRegion, { font: font2, fill: p.soft, italic: true }));
          if (w.glass) parts.push(text(gx, y, size, String(w.glass), { font: font2, fill: p.ink, anchor: 'middle' }));
          parts.push(text(bx, y, size, String(w.bottle), { font: font2, fill: p.ink, anchor: 'middle' }));
          entry(w, { x0: 70, x1: bx + 40, y0: y - size, y1: y + 6 }, `${name} ${w.printedRegion} ${w.glass ?? ''} ${w.bottle}`);
        } else {
          // vintage in its own column, the region in the middle, the prices far to the right
          parts.push(text(70, y, size, w.vintage ? String(w.vintage) : 'NV', { font: font2, fill: p.soft }));
          const name = `${w.producer} ${w.wineName}`;
          parts.push(text(170, y, size, name, { font: font2, fill: p.ink }));
          parts.push(text(900, y, 19, w.printedRegion, { font: font2, fill: p.soft, italic: true }));
          const pr = price(w.glass, w.bottle);
          parts.push(text(W - 70, y, size, pr, { font: font2, fill: p.ink, anchor: 'end' }));
          entry(w, { x0: 70, x1: W - 70, y0: y - size, y1: y + 6 }, `${w.vintage ?? 'NV'} ${name} ${w.printedRegion} ${pr}`);
        }
        y += 42;
      }
      y += 16;
    }
  } else if (design === 'chalkboard' || design === 'handwritten') {
    W = 1200;
    parts.push(handText(W / 2, 100, 52, title, rand, { font, fill: p.accent, anchor: 'middle', weight: 'bold' }));
    y = 190;
    for (const [type, list] of grouped(wines)) {
      parts.push(handText(80, y, 34, HEADINGS[type][headingStyle], rand, { font, fill: p.accent, weight: 'bold' }));
      y += 58;
      for (const w of list) {
        const size = 28;
        const name = nameOf(w, nameStyle);
        const pr = price(w.glass, w.bottle);
        parts.push(handText(90, y, size, name, rand, { font: font2, fill: p.ink }));
        parts.push(handText(W - 80, y, size, pr, rand, { font: font2, fill: p.ink, anchor: 'end' }));
        entry(w, { x0: 90, x1: W - 80, y0: y - size, y1: y + 8 }, `${name} ${pr}`);
        y += 54;
      }
      y += 14;
    }
  } else if (design === 'no-colour-headings') {
    // 'By the glass' (glass prices) then 'Cellar list' (bottles): the colour is only in the names
    W = 1250;
    parts.push(text(W / 2, 80, 40, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 3 }));
    const byGlass = wines.filter((w) => w.glass);
    const bottles = wines.filter((w) => !w.glass);
    for (const [heading, list, glass] of [
      [spec.sectionWords[0], byGlass, true],
      [spec.sectionWords[1], bottles, false],
    ]) {
      if (!list.length) continue;
      parts.push(text(70, y + 20, 30, heading, { font, fill: p.accent, weight: 'bold', spacing: 2 }));
      y += 76;
      // shuffled: no colour order either
      const shuffled = [...list].sort(() => rand() - 0.5);
      for (const w of shuffled) {
        const name = nameOf(w, nameStyle);
        const pr = glass ? `${spec.dollar ? '$' : ''}${w.glass}` : `${spec.dollar ? '$' : ''}${w.bottle}`;
        parts.push(text(70, y, 23, name, { font: font2, fill: p.ink }));
        parts.push(text(W - 70, y, 23, pr, { font: font2, fill: p.ink, anchor: 'end' }));
        entry(
          { ...w, glass: glass ? w.glass : null, bottle: glass ? null : w.bottle },
          { x0: 70, x1: W - 70, y0: y - 23, y1: y + 6 },
          `${name} ${pr}`,
        );
        y += 42;
      }
      y += 20;
    }
  } else {
    // stacked: the name bold, its grape and region in italics under it, prices on the name's row
    W = 1250;
    parts.push(text(W / 2, 80, 40, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 3 }));
    for (const [type, list] of grouped(wines)) {
      parts.push(
        text(W / 2, y + 10, 28, HEADINGS[type][headingStyle].toUpperCase(), {
          font,
          fill: p.accent,
          anchor: 'middle',
          spacing: 5,
        }),
      );
      y += 64;
      for (const w of list) {
        const name = nameOf(w, nameStyle);
        const pr = price(w.glass, w.bottle);
        parts.push(text(70, y, 24, name, { font: font2, fill: p.ink, weight: 'bold' }));
        parts.push(text(W - 70, y, 24, pr, { font: font2, fill: p.ink, anchor: 'end' }));
        parts.push(text(70, y + 28, 18, w.printedRegion, { font: font2, fill: p.soft, italic: true }));
        entry(w, { x0: 70, x1: W - 70, y0: y - 24, y1: y + 34 }, `${name} ${pr}`);
        y += 74;
      }
      y += 10;
    }
  }
  const H = y + 60;
  const bg =
    design === 'chalkboard'
      ? `<rect width="${W}" height="${H}" fill="${p.bg}"/><rect x="12" y="12" width="${W - 24}" height="${H - 24}" fill="none" stroke="#6b4b2a" stroke-width="22"/>`
      : `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${bg}${parts.join('')}</svg>`, W, H };
}

const PAPER = [
  { bg: '#fbf8f1', ink: '#1d1d1d', accent: '#7a1f2b', soft: '#6a6a6a' },
  { bg: '#ffffff', ink: '#202020', accent: '#274060', soft: '#707070' },
  { bg: '#f1e9d8', ink: '#2d2216', accent: '#8a4b1d', soft: '#6b5a45' },
  { bg: '#171717', ink: '#efe6d2', accent: '#d9b45a', soft: '#9c9482' },
];
const BOARD = { bg: '#263230', ink: '#f2f0e6', accent: '#f3e3a0', soft: '#c8c8bc' };
const CARD = { bg: '#f6efdf', ink: '#1f2a44', accent: '#7a1f2b', soft: '#5a5a5a' };
const FONTS = [
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Sans Condensed',
  'Liberation Sans Narrow',
];
const TITLES = ['WINE', 'The Wine List', 'CELLAR', 'Vino', 'Our Wines', 'WINE & BUBBLES'];

/**
 * Renders `count` held-out wine lists: [{ name, design, photo, image, entries (visible truth),
 * hidden (entries under a hand or a glass), width, height }]. Designs and photos cycle so every
 * pair occurs; deterministic for a seed.
 */
export async function renderWildLists(
  wines,
  regionName,
  { count = 64, seed = 40040, only = null, photoSize = null, truthOnly = false } = {},
) {
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const pool = {
    cat: catalogueWines(wines, regionName),
    off: offListWines(new Set(wines.map((w) => w.producer.toLowerCase()))),
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const design = DESIGNS[i % DESIGNS.length];
    const photo = PHOTOS[(i + Math.floor(i / DESIGNS.length)) % PHOTOS.length];
    const n =
      design === 'two-pages'
        ? 40 + Math.floor(rand() * 8)
        : design === 'chalkboard'
          ? 9 + Math.floor(rand() * 4)
          : 12 + Math.floor(rand() * 8);
    const listWines = chooseWines(pool, rand, n, {
      offShare: design === 'no-colour-headings' ? 0.5 : 0.35,
      glassShare: design === 'chalkboard' ? 0.8 : 0.4,
    });
    const handDrawn = design === 'chalkboard' || design === 'handwritten';
    const spec = {
      rand,
      p: design === 'chalkboard' ? BOARD : design === 'handwritten' ? CARD : i % 7 === 3 ? PAPER[3] : pick(PAPER.slice(0, 3)),
      font: handDrawn ? pick(['DejaVu Sans', 'Liberation Sans']) : pick(FONTS),
      font2: handDrawn ? pick(['DejaVu Sans', 'Liberation Sans', 'DejaVu Serif']) : pick(FONTS),
      priceForm: design === 'chalkboard' ? 'dollarBar' : pick(Object.keys(PRICE_FORMS)),
      nameStyle: pick(['plain', 'plain', 'vintage-first', 'comma']),
      headingStyle: Math.floor(rand() * 3),
      headerWords: pick([
        ['Glass', 'Bottle'],
        ['GLS', 'BTL'],
        ['150ml', '750ml'],
        ['Gl', 'Btl'],
      ]),
      sectionWords: pick([
        ['By the glass', 'Cellar list'],
        ['BY THE GLASS', 'BY THE BOTTLE'],
        ['Wines by the glass', 'The cellar'],
      ]),
      dollar: rand() < 0.5,
      title: pick(TITLES),
    };
    const seedNext = Math.floor(rand() * 2 ** 31);
    if (only && !only(i)) continue;
    const name = `wild-${String(i).padStart(2, '0')}-${design}-${photo}`;
    // the truth alone, for a list whose reading is kept from before (`truthOnly`: a name → boolean)
    const bare = typeof truthOnly === 'function' ? truthOnly(name) : truthOnly;
    const printed = [];
    const { svg, W, H } = pageSvg(design, listWines, spec, printed);
    const page = bare ? null : await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
    const shot = await photographPage(page, W, H, printed, photo, rng(seedNext), { size: photoSize, truthOnly: bare });
    out.push({
      name,
      design,
      photo,
      image: shot.image,
      entries: printed.filter((e) => !shot.hidden.has(e)),
      hidden: printed.filter((e) => shot.hidden.has(e)),
      priceForm: design === 'table' ? 'table' : design === 'no-colour-headings' ? 'sections' : spec.priceForm,
    });
  }
  return out;
}
