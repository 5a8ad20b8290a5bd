// Renders restaurant wine lists and food menus for the menu eval, so it needs no image files:
// SVG pages in several layouts (one column with leaders, a Glass/Bottle table with a region line
// under each wine, two columns, a by-the-glass section apart from the bottles, inline 'gl'/'btl'
// prices), fonts and palettes, then photo treatments (slight rotation, blur, noise, JPEG).
// Each list carries its truth: every entry's type, grape, region, prices and retail price, so the
// right answer to each question is computed, not typed in. Deterministic for a seed.
import sharp from 'sharp';
import { rng } from '../labels/render-labels.mjs';

const FONTS = ['DejaVu Serif', 'Liberation Serif', 'DejaVu Sans', 'Liberation Sans', 'DejaVu Sans Condensed'];
const PALETTES = [
  { bg: '#fbf8f1', ink: '#1d1d1d', accent: '#7a1f2b', soft: '#5a5a5a' },
  { bg: '#ffffff', ink: '#222222', accent: '#2f4f2f', soft: '#666666' },
  { bg: '#f3ecdc', ink: '#2d2216', accent: '#8a4b1d', soft: '#6b5a45' },
  { bg: '#1b1b1b', ink: '#f1eadb', accent: '#d9b45a', soft: '#bdb4a2' },
];
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const t = (x, y, size, content, { font, fill, anchor = 'start', weight = 'normal', italic = false, spacing = 0 }) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text>`;

// Wines of no catalogue: a house pour or a small producer the matcher must not mistake for ours.
const HOUSE_WINES = [
  {
    producer: 'Harbourside',
    wineName: 'House Sparkling Brut',
    wineType: 'Sparkling Wine',
    lead: null,
    regionId: null,
    retail: null,
    detail: 'South Eastern Australia',
  },
  {
    producer: 'Gumleaf Lane',
    wineName: 'Barossa Valley Shiraz',
    wineType: 'Red Wine',
    lead: 'shiraz',
    regionId: 'barossa-valley',
    retail: null,
    detail: 'Barossa Valley, SA',
  },
  {
    producer: 'Saltbush Flat',
    wineName: 'Clare Valley Riesling',
    wineType: 'White Wine',
    lead: 'riesling',
    regionId: 'clare-valley',
    retail: null,
    detail: 'Clare Valley, SA',
  },
  {
    producer: 'Quartzfield',
    wineName: 'Yarra Valley Pinot Noir',
    wineType: 'Red Wine',
    lead: 'pinot-noir',
    regionId: 'yarra-valley',
    retail: null,
    detail: 'Yarra Valley, VIC',
  },
  {
    producer: 'Whitewater Bay',
    wineName: 'Chardonnay',
    wineType: 'White Wine',
    lead: 'chardonnay',
    regionId: 'margaret-river',
    retail: null,
    detail: 'Margaret River, WA',
  },
  {
    producer: 'Coastline',
    wineName: 'Dry Rosé',
    wineType: 'Rosé Wine',
    lead: null,
    regionId: null,
    retail: null,
    detail: 'McLaren Vale, SA',
  },
];

const SECTION_TITLES = {
  'Sparkling Wine': ['SPARKLING', 'Sparkling', 'BUBBLES'],
  'White Wine': ['WHITES', 'White Wines', 'WHITE'],
  'Rosé Wine': ['ROSÉ', 'Rosé', 'PINK'],
  'Red Wine': ['REDS', 'Red Wines', 'RED'],
  'Dessert Wine': ['DESSERT', 'Sweet Wines', 'STICKIES'],
  'Fortified Wine': ['FORTIFIED', 'Fortified', 'FORTIFIED'],
};
const ORDER = ['Sparkling Wine', 'White Wine', 'Rosé Wine', 'Red Wine', 'Dessert Wine', 'Fortified Wine'];

function retailMid(range) {
  const n = [...range.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return n.length === 1 ? n[0] * 1.2 : (n[0] + n[1]) / 2;
}

/** The entries of one wine list with their truth. */
function chooseEntries(wines, regionName, rand, i) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const affordable = wines.filter((w) => retailMid(w.priceRange) <= 120 && w.id.length < 60);
  const byType = (type) => affordable.filter((w) => w.wineType === type);
  const chosen = new Map();
  const want = {
    'Sparkling Wine': 2,
    'White Wine': 4 + (i % 2),
    'Rosé Wine': i % 3 === 0 ? 1 : 0,
    'Red Wine': 5 + (i % 3),
    'Dessert Wine': i % 4 === 1 ? 1 : 0,
    'Fortified Wine': i % 4 === 3 ? 1 : 0,
  };
  for (const [type, n] of Object.entries(want)) {
    const pool = byType(type);
    let guard = 0;
    while ([...chosen.values()].filter((w) => w.wineType === type).length < n && guard++ < 200) {
      const w = pick(pool);
      // one wine per producer keeps the list readable and the names distinct
      if (![...chosen.values()].some((c) => c.producer === w.producer)) chosen.set(w.id, w);
    }
  }
  // every list has a Barossa Shiraz under $90 and one over, for the question that names them
  const barossa = affordable.filter(
    (w) => w.regionId === 'barossa-valley' && w.varietyIds[0] === 'shiraz' && w.wineType === 'Red Wine',
  );
  const cheapBarossa = barossa.filter((w) => retailMid(w.priceRange) <= 32);
  const dearBarossa = barossa.filter((w) => retailMid(w.priceRange) >= 45);
  for (const pool of [cheapBarossa, dearBarossa]) {
    let guard = 0;
    while (guard++ < 50) {
      const w = pick(pool);
      if (![...chosen.values()].some((c) => c.producer === w.producer)) {
        chosen.set(w.id, w);
        break;
      }
    }
  }
  const entries = [...chosen.values()].map((w) => ({
    name: `${w.producer} ${w.wineName}`,
    catalogueId: w.id,
    wineType: w.wineType,
    lead: w.varietyIds[0],
    regionId: w.regionId,
    detail: `${w.variety}, ${w.labelRegion ?? regionName(w.regionId)}`,
    retail: retailMid(w.priceRange),
  }));
  for (const house of [HOUSE_WINES[i % HOUSE_WINES.length], HOUSE_WINES[(i + 2) % HOUSE_WINES.length]])
    entries.push({
      name: `${house.producer} ${house.wineName}`,
      catalogueId: null,
      wineType: house.wineType,
      lead: house.lead,
      regionId: house.regionId,
      detail: house.detail,
      retail: null,
    });
  // prices: a restaurant's 2.3-3.2x retail (house wines at $45-70); one red at a gentle 1.5x is the best value
  const reds = entries.filter((e) => e.wineType === 'Red Wine' && e.retail !== null);
  const valueRed = reds[Math.floor(rand() * reds.length)];
  for (const e of entries) {
    const markup = e === valueRed ? 1.45 + rand() * 0.1 : 2.3 + rand() * 0.9;
    e.bottle = e.retail === null ? 45 + Math.round(rand() * 25) : Math.max(39, Math.round((e.retail * markup) / 2) * 2);
    e.vintage = e.wineType === 'Fortified Wine' || e.wineType === 'Sparkling Wine' ? null : 2015 + Math.floor(rand() * 9);
    e.glass = rand() < 0.45 || e.retail === null ? Math.max(9, Math.round(e.bottle / 4.6)) : null;
  }
  // at least two reds by the glass, for the cheapest-red-by-the-glass question
  for (const e of entries.filter((x) => x.wineType === 'Red Wine').slice(0, 2))
    e.glass ??= Math.max(9, Math.round(e.bottle / 4.6));
  return entries.sort((a, b) => ORDER.indexOf(a.wineType) - ORDER.indexOf(b.wineType));
}

const vintageText = (e) => (e.vintage ? ` ${e.vintage}` : ' NV');

/** One wine list as SVG in layout 0-4; returns the SVG and its size. */
function wineListSvg(entries, spec) {
  const { layout, font, font2, p, title } = spec;
  const size = 23;
  const lineH = 40;
  const parts = [];
  const sectionsOf = (list) => ORDER.map((type) => [type, list.filter((e) => e.wineType === type)]).filter(([, l]) => l.length);
  const sectionTitle = (type) => SECTION_TITLES[type][spec.titleStyle];
  let W = 1150;
  let y = 120;
  const head = (w) => {
    parts.push(t(w / 2, 70, 40, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 3 }));
  };
  if (layout === 0 || layout === 4) {
    head(W);
    for (const [type, list] of sectionsOf(entries)) {
      y += 24;
      parts.push(t(70, y, 30, sectionTitle(type), { font, fill: p.accent, weight: 'bold', spacing: 2 }));
      y += 50;
      for (const e of list) {
        const name = `${e.name}${vintageText(e)}`;
        if (layout === 0) {
          const prices = e.glass ? `$${e.glass} / $${e.bottle}` : `$${e.bottle}`;
          parts.push(t(70, y, size, name, { font: font2, fill: p.ink }));
          const nameEnd = 70 + name.length * size * 0.55;
          parts.push(
            `<line x1="${nameEnd + 12}" y1="${y - 5}" x2="${W - 230}" y2="${y - 5}" stroke="${p.soft}" stroke-width="2" stroke-dasharray="2 7"/>`,
          );
          parts.push(t(W - 70, y, size, prices, { font: font2, fill: p.ink, anchor: 'end' }));
        } else {
          const prices = e.glass ? `gl $${e.glass}   btl $${e.bottle}` : `btl $${e.bottle}`;
          parts.push(t(70, y, size, name, { font: font2, fill: p.ink }));
          parts.push(t(W - 70, y, size, prices, { font: font2, fill: p.ink, anchor: 'end' }));
        }
        y += lineH;
      }
    }
  } else if (layout === 1) {
    head(W);
    for (const [type, list] of sectionsOf(entries)) {
      y += 24;
      parts.push(t(70, y, 30, sectionTitle(type), { font, fill: p.accent, weight: 'bold', spacing: 2 }));
      parts.push(t(W - 250, y, 21, 'Glass', { font: font2, fill: p.soft, anchor: 'middle', italic: true }));
      parts.push(t(W - 110, y, 21, 'Bottle', { font: font2, fill: p.soft, anchor: 'middle', italic: true }));
      y += 50;
      for (const e of list) {
        parts.push(t(70, y, size, `${e.name}${vintageText(e)}`, { font: font2, fill: p.ink, weight: 'bold' }));
        if (e.glass) parts.push(t(W - 250, y, size, String(e.glass), { font: font2, fill: p.ink, anchor: 'middle' }));
        parts.push(t(W - 110, y, size, String(e.bottle), { font: font2, fill: p.ink, anchor: 'middle' }));
        y += 30;
        parts.push(t(70, y, 18, e.detail, { font: font2, fill: p.soft, italic: true }));
        y += lineH + 4;
      }
    }
  } else if (layout === 2) {
    W = 1600;
    head(W);
    const colW = W / 2;
    const sections = sectionsOf(entries);
    // split the sections over two columns at about half the rows
    const total = entries.length + sections.length * 2;
    let acc = 0;
    const cols = [[], []];
    for (const s of sections) {
      cols[acc < total / 2 ? 0 : 1].push(s);
      acc += s[1].length + 2;
    }
    let maxY = y;
    cols.forEach((col, c) => {
      let cy = y;
      const x0 = c * colW + 50;
      const xr = (c + 1) * colW - 60;
      for (const [type, list] of col) {
        cy += 24;
        parts.push(t(x0, cy, 28, sectionTitle(type), { font, fill: p.accent, weight: 'bold', spacing: 2 }));
        cy += 48;
        for (const e of list) {
          parts.push(t(x0, cy, 21, `${e.name}${vintageText(e)}`, { font: font2, fill: p.ink }));
          parts.push(
            t(xr, cy, 21, e.glass ? `${e.glass} | ${e.bottle}` : String(e.bottle), { font: font2, fill: p.ink, anchor: 'end' }),
          );
          cy += 38;
        }
      }
      maxY = Math.max(maxY, cy);
    });
    y = maxY;
  } else {
    // by-the-glass list apart from the bottle list
    head(W);
    const byGlass = entries.filter((e) => e.glass);
    y += 24;
    parts.push(t(70, y, 30, 'BY THE GLASS', { font, fill: p.accent, weight: 'bold', spacing: 2 }));
    y += 50;
    for (const e of byGlass) {
      parts.push(t(70, y, size, `${e.name}${vintageText(e)}`, { font: font2, fill: p.ink }));
      parts.push(t(W - 70, y, size, `$${e.glass}`, { font: font2, fill: p.ink, anchor: 'end' }));
      y += lineH;
    }
    for (const [type, list] of sectionsOf(entries)) {
      y += 24;
      parts.push(t(70, y, 30, `${sectionTitle(type)}`, { font, fill: p.accent, weight: 'bold', spacing: 2 }));
      y += 50;
      for (const e of list) {
        parts.push(t(70, y, size, `${e.name}${vintageText(e)}`, { font: font2, fill: p.ink }));
        parts.push(t(W - 70, y, size, `$${e.bottle}`, { font: font2, fill: p.ink, anchor: 'end' }));
        y += lineH;
      }
    }
  }
  const H = y + 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${p.bg}"/>${parts.join('')}</svg>`;
}

async function treat(svg, i, rand) {
  let png = await sharp(Buffer.from(svg)).png().toBuffer();
  const treatments = [];
  if (i % 4 === 2) {
    const angle = Math.round((rand() * 3 - 1.5) * 10) / 10 || 0.8;
    png = await sharp(png).rotate(angle, { background: '#9a9288' }).png().toBuffer();
    treatments.push(`rot${angle}`);
  }
  if (i % 5 === 3) {
    png = await sharp(png).blur(0.7).png().toBuffer();
    treatments.push('blur0.7');
  }
  if (i % 2 === 1) {
    const quality = 55 + Math.round(rand() * 30);
    treatments.push(`jpeg${quality}`);
    return { image: await sharp(png).jpeg({ quality }).toBuffer(), treatments };
  }
  return { image: png, treatments };
}

const RESTAURANTS = ['WINE LIST', 'THE CELLAR LIST', 'HARBOUR KITCHEN WINES', 'WINES', 'OUR WINE LIST'];

/** Renders `count` wine lists: [{ name, image, entries (truth), layout, treatments }]. */
export async function renderWineLists(wines, regionName, { count = 15, seed = 20261124 } = {}) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  for (let i = 0; i < count; i++) {
    const entries = chooseEntries(wines, regionName, rand, i);
    const layout = i % 5;
    const spec = {
      layout,
      font: pick(FONTS),
      font2: pick(FONTS),
      p: i % 6 === 5 ? PALETTES[3] : pick(PALETTES.slice(0, 3)),
      title: pick(RESTAURANTS),
      titleStyle: i % 3,
    };
    const { image, treatments } = await treat(wineListSvg(entries, spec), i, rand);
    out.push({
      name: `winelist-${String(i).padStart(2, '0')}-layout${layout}`,
      image,
      entries,
      layout,
      treatments: [spec.font2, ...treatments],
    });
  }
  return out;
}

// Dishes with the wine types a sommelier would accept for them.
export const DISHES = [
  { name: 'Freshly shucked Sydney rock oysters', description: 'mignonette, lemon', accept: ['Sparkling Wine', 'White Wine'] },
  { name: 'Chargrilled scotch fillet', description: 'pepper sauce, hand-cut chips', accept: ['Red Wine'] },
  { name: 'Slow-roasted lamb shoulder', description: 'rosemary, garlic, roast potatoes', accept: ['Red Wine'] },
  { name: 'Pan-seared barramundi', description: 'lemon butter, greens', accept: ['White Wine'] },
  { name: 'Prawn linguine', description: 'garlic, chilli, cherry tomato', accept: ['White Wine', 'Rosé Wine', 'Sparkling Wine'] },
  { name: 'Thai green curry', description: 'chicken, Thai basil, jasmine rice', accept: ['White Wine', 'Rosé Wine'] },
  { name: 'Margherita pizza', description: 'tomato, mozzarella, basil', accept: ['Red Wine', 'Rosé Wine'] },
  { name: 'Wild mushroom risotto', description: 'parmesan, truffle oil', accept: ['White Wine', 'Red Wine'] },
  {
    name: 'Dark chocolate fondant',
    description: 'vanilla ice cream',
    accept: ['Dessert Wine', 'Fortified Wine', 'Red Wine', 'Sparkling Wine'],
  },
  { name: 'Duck breast', description: 'cherry jus, parsnip puree', accept: ['Red Wine'] },
  { name: 'Crispy pork belly', description: 'apple slaw, cider glaze', accept: ['White Wine', 'Red Wine', 'Rosé Wine'] },
  { name: 'Salmon sashimi', description: 'soy, wasabi, pickled ginger', accept: ['White Wine', 'Sparkling Wine', 'Rosé Wine'] },
  { name: 'Fish and chips', description: 'beer-battered flathead, tartare sauce', accept: ['White Wine', 'Sparkling Wine'] },
  { name: 'Lemon tart', description: 'double cream, berries', accept: ['Dessert Wine', 'Sparkling Wine', 'White Wine'] },
  { name: 'Beef lasagne', description: 'slow-cooked ragu, bechamel', accept: ['Red Wine'] },
  { name: 'Roast chicken', description: 'thyme, garlic, jus', accept: ['White Wine', 'Red Wine'] },
  { name: 'Kangaroo fillet', description: 'beetroot, pepperberry', accept: ['Red Wine'] },
  { name: 'Lamb rogan josh', description: 'basmati rice, naan', accept: ['Red Wine', 'White Wine', 'Rosé Wine'] },
  {
    name: 'Cheese board',
    description: 'aged cheddar, blue, quince paste',
    accept: ['Red Wine', 'Fortified Wine', 'Dessert Wine', 'White Wine'],
  },
  { name: 'Grilled king prawns', description: 'garlic butter, lime', accept: ['White Wine', 'Sparkling Wine', 'Rosé Wine'] },
];

const COURSES = ['ENTRÉES', 'MAINS', 'DESSERTS'];

function foodMenuSvg(dishes, spec) {
  const { layout, font, font2, p, title } = spec;
  const W = 1150;
  const parts = [t(W / 2, 70, 40, title, { font, fill: p.accent, anchor: 'middle', weight: 'bold', spacing: 3 })];
  let y = 120;
  const perCourse = Math.ceil(dishes.length / 3);
  dishes.forEach((d, i) => {
    if (i % perCourse === 0) {
      y += 30;
      parts.push(
        t(W / 2, y, 30, COURSES[Math.floor(i / perCourse)], {
          font,
          fill: p.accent,
          anchor: 'middle',
          weight: 'bold',
          spacing: 3,
        }),
      );
      y += 56;
    }
    if (layout === 0) {
      parts.push(t(70, y, 25, d.name, { font: font2, fill: p.ink, weight: 'bold' }));
      parts.push(t(W - 70, y, 25, `$${d.price}`, { font: font2, fill: p.ink, anchor: 'end' }));
      y += 32;
      parts.push(t(70, y, 19, d.description, { font: font2, fill: p.soft, italic: true }));
      y += 52;
    } else {
      parts.push(t(70, y, 23, `${d.name} – ${d.description}`, { font: font2, fill: p.ink }));
      parts.push(t(W - 70, y, 23, String(d.price), { font: font2, fill: p.ink, anchor: 'end' }));
      y += 50;
    }
  });
  const H = y + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${p.bg}"/>${parts.join('')}</svg>`;
}

const KITCHENS = ['DINNER MENU', 'THE HARBOUR KITCHEN', 'BISTRO MENU', 'TONIGHT', 'MENU'];

/** Renders `count` food menus: [{ name, image, dishes (truth with accepted wine types), treatments }]. */
export async function renderFoodMenus({ count = 10, seed = 20261125 } = {}) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  for (let i = 0; i < count; i++) {
    const n = 5 + (i % 3);
    const dishes = [];
    while (dishes.length < n) {
      const d = pick(DISHES);
      if (!dishes.includes(d)) dishes.push(d);
    }
    const priced = dishes.map((d) => ({ ...d, price: 18 + Math.round(rand() * 30) }));
    const spec = { layout: i % 2, font: pick(FONTS), font2: pick(FONTS), p: pick(PALETTES.slice(0, 3)), title: pick(KITCHENS) };
    const { image, treatments } = await treat(foodMenuSvg(priced, spec), i + 1, rand);
    out.push({ name: `foodmenu-${String(i).padStart(2, '0')}-layout${spec.layout}`, image, dishes: priced, treatments });
  }
  return out;
}
