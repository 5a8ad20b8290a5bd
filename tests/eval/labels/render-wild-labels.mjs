// Held-out bottle labels: designs the label eval's first set (render-labels.mjs) never drew, chosen
// from what bottles print, not from the reader's code: the vintage up the label's edge, on a
// neck label only, small in a corner, a large thin-weight year; an emblem over the names; a
// minimal lowercase label; photographed flat, on a turned bottle, in glare, in dim light, with a
// second bottle at the frame's edge, and on a shop shelf among other bottles.
// Half are wines NOT in the catalogue whose names share a word with a catalogue wine ('Karrawirra
// Flat Old Vine Grenache', 'Marlow Bend Estate Blanc de Blancs'): the right answer is 'not in our
// catalogue' with the label as printed.
import sharp from 'sharp';
import { photograph, wrapOnBottle } from './photo.mjs';
import { rng } from './render-labels.mjs';

export const WILD_DESIGNS = ['vertical-vintage', 'neck-vintage', 'corner-vintage', 'thin-year', 'emblem', 'minimal-lowercase'];
export const WILD_PHOTOS = ['flat', 'cylinder', 'glare', 'dim-noise', 'two-bottles', 'shelf'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const t = (
  x,
  y,
  size,
  content,
  {
    font = 'DejaVu Serif',
    fill = '#222',
    anchor = 'middle',
    weight = 'normal',
    spacing = 0,
    italic = false,
    transform = '',
  } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ''} ${transform ? `transform="${transform}"` : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text>`;

const PALETTES = [
  { bg: '#f7f2e6', ink: '#1e1e1e', accent: '#7a1f2b', soft: '#8a8070' },
  { bg: '#ffffff', ink: '#111111', accent: '#1d3c5a', soft: '#9a9a9a' },
  { bg: '#1a1a1a', ink: '#f0e6cc', accent: '#c9a646', soft: '#8c8472' },
  { bg: '#e9e4d8', ink: '#2b2b2b', accent: '#44633f', soft: '#8d8a80' },
];
const FONTS = ['DejaVu Serif', 'Liberation Serif', 'DejaVu Sans', 'Liberation Sans', 'DejaVu Sans Condensed'];

/** Label SVG for one design; the vintage where the design prints it (null: NV, printed 'NV' where the design prints a year). */
function labelSvg(wine, region, spec) {
  const { W, H, design, p, font, font2, vintage } = spec;
  const cx = W / 2;
  const fit = (s, max, share = 0.8) => Math.min(max, Math.floor((W * share) / Math.max(4, s.length * 0.6)));
  const parts = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  const small = Math.round(W / 36);
  const year = vintage ? String(vintage) : 'NV';
  const fine = `${wine.abv}% alc/vol   750 mL`;
  if (design === 'vertical-vintage') {
    parts.push(t(cx - W * 0.04, H * 0.28, fit(wine.producer, 70, 0.72), wine.producer, { font, fill: p.ink, weight: 'bold' }));
    parts.push(t(cx - W * 0.04, H * 0.45, fit(wine.wineName, 46, 0.7), wine.wineName, { font: font2, fill: p.accent }));
    parts.push(t(cx - W * 0.04, H * 0.62, small + 6, region, { font: font2, fill: p.ink }));
    parts.push(t(cx - W * 0.04, H * 0.9, small, fine, { font: font2, fill: p.ink }));
    // the year runs up (or down) the label's right edge
    const x = W * 0.91;
    const up = spec.variant % 2 === 0;
    parts.push(`<rect x="${W * 0.86}" y="0" width="${W * 0.1}" height="${H}" fill="${p.accent}" opacity="0.12"/>`);
    parts.push(
      t(x, H / 2, Math.round(W / 13), year, {
        font,
        fill: p.accent,
        weight: 'bold',
        spacing: 6,
        transform: `rotate(${up ? -90 : 90} ${x} ${H / 2})`,
      }),
    );
  } else if (design === 'neck-vintage') {
    // the main label has no year; a neck band above it does (drawn as one image, glass between)
    const neckH = H * 0.14;
    parts.push(`<rect width="${W}" height="${H * 0.24}" fill="#0f1f14"/>`);
    parts.push(
      `<rect x="${W * 0.3}" y="${H * 0.03}" width="${W * 0.4}" height="${neckH}" rx="6" fill="${p.bg}" stroke="${p.accent}" stroke-width="3"/>`,
    );
    parts.push(
      t(cx, H * 0.03 + neckH * 0.68, Math.round(neckH * 0.5), year, { font, fill: p.accent, weight: 'bold', spacing: 2 }),
    );
    parts.push(t(cx, H * 0.38, fit(wine.producer, 64), wine.producer, { font, fill: p.ink, weight: 'bold' }));
    parts.push(t(cx, H * 0.53, fit(wine.wineName, 44), wine.wineName, { font: font2, fill: p.ink, italic: true }));
    parts.push(t(cx, H * 0.68, small + 4, region, { font: font2, fill: p.ink }));
    parts.push(t(cx, H * 0.92, small, fine, { font: font2, fill: p.ink }));
  } else if (design === 'corner-vintage') {
    parts.push(`<rect x="16" y="16" width="${W - 32}" height="${H - 32}" fill="none" stroke="${p.soft}" stroke-width="2"/>`);
    parts.push(t(cx, H * 0.3, fit(wine.producer, 74), wine.producer, { font, fill: p.ink, weight: 'bold', spacing: 1 }));
    parts.push(t(cx, H * 0.46, fit(wine.wineName, 48), wine.wineName, { font: font2, fill: p.ink }));
    parts.push(t(cx, H * 0.6, small + 4, region, { font: font2, fill: p.accent, italic: true }));
    parts.push(t(W * 0.08, H * 0.93, small, fine, { font: font2, fill: p.ink, anchor: 'start' }));
    // small, in the bottom-right (or top-right) corner
    const topCorner = spec.variant % 3 === 0;
    parts.push(
      t(W * 0.91, topCorner ? H * 0.09 : H * 0.93, Math.round(small * 1.15), year, {
        font: font2,
        fill: p.ink,
        anchor: 'end',
        weight: 'bold',
      }),
    );
  } else if (design === 'thin-year') {
    // a large year in an extra-light weight, in a soft colour, the names smaller under it
    parts.push(t(cx, H * 0.36, Math.round(W / 3.6), year, { font: 'DejaVu Sans', fill: p.soft, weight: 200, spacing: -2 }));
    parts.push(t(cx, H * 0.55, fit(wine.producer, 52), wine.producer.toUpperCase(), { font, fill: p.ink, spacing: 3 }));
    parts.push(t(cx, H * 0.66, fit(wine.wineName, 40), wine.wineName, { font: font2, fill: p.accent }));
    parts.push(t(cx, H * 0.76, small + 2, region, { font: font2, fill: p.ink }));
    parts.push(t(cx, H * 0.92, small, fine, { font: font2, fill: p.ink }));
  } else if (design === 'emblem') {
    // a crest over the names: a ring, the producer's initials, a ribbon with the year
    const initials = wine.producer
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const r = W * 0.13;
    parts.push(`<circle cx="${cx}" cy="${H * 0.2}" r="${r}" fill="none" stroke="${p.accent}" stroke-width="5"/>`);
    parts.push(`<circle cx="${cx}" cy="${H * 0.2}" r="${r * 0.82}" fill="none" stroke="${p.accent}" stroke-width="2"/>`);
    parts.push(
      t(cx, H * 0.2 + r * 0.3, Math.round(r * 0.85), initials, { font: 'DejaVu Serif', fill: p.accent, weight: 'bold' }),
    );
    parts.push(
      `<path d="M ${cx - r * 1.6} ${H * 0.33} L ${cx + r * 1.6} ${H * 0.33} L ${cx + r * 1.4} ${H * 0.38} L ${cx + r * 1.6} ${H * 0.43} L ${cx - r * 1.6} ${H * 0.43} L ${cx - r * 1.4} ${H * 0.38} Z" fill="${p.accent}"/>`,
    );
    parts.push(t(cx, H * 0.395, Math.round(H * 0.04), year, { font, fill: p.bg, weight: 'bold', spacing: 3 }));
    parts.push(t(cx, H * 0.54, fit(wine.producer, 62), wine.producer, { font, fill: p.ink, weight: 'bold' }));
    parts.push(t(cx, H * 0.65, fit(wine.wineName, 42), wine.wineName, { font: font2, fill: p.ink, italic: true }));
    parts.push(t(cx, H * 0.75, small + 2, region, { font: font2, fill: p.ink }));
    parts.push(t(cx, H * 0.92, small, fine, { font: font2, fill: p.ink }));
  } else {
    // minimal: lowercase, small, left-aligned, lots of paper
    const x = W * 0.12;
    parts.push(
      t(x, H * 0.42, Math.round(W / 15), wine.producer.toLowerCase(), {
        font: 'DejaVu Sans',
        fill: p.ink,
        anchor: 'start',
        weight: 200,
      }),
    );
    parts.push(
      t(x, H * 0.5, Math.round(W / 19), wine.wineName.toLowerCase(), { font: 'DejaVu Sans', fill: p.ink, anchor: 'start' }),
    );
    parts.push(t(x, H * 0.57, Math.round(W / 19), year.toLowerCase(), { font: 'DejaVu Sans', fill: p.ink, anchor: 'start' }));
    parts.push(
      t(x, H * 0.88, small, `${region.toLowerCase()} · ${fine.toLowerCase()}`, {
        font: 'DejaVu Sans',
        fill: p.soft,
        anchor: 'start',
      }),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

// Not in the catalogue: a producer sharing one word with a catalogue producer, or a generic wine name.
const FIRST = [
  'Karrawirra',
  'Marlow',
  'Tallow',
  'Brolga',
  'Kestrel',
  'Quenda',
  'Corella',
  'Numbat',
  'Gidgee',
  'Bilby',
  'Wattle',
  'Mallee',
];
const GENERIC = [
  'Blanc de Blancs',
  'Shiraz',
  'Reserve Shiraz',
  'Old Vine Grenache',
  'Reserve Chardonnay',
  'Riesling',
  'Cabernet Sauvignon',
  'Estate Pinot Noir',
  'Brut Rosé',
  'Grenache Rosé',
  'Semillon',
  'Tawny',
];

function notInCatalogue(wines, rand, n) {
  const producers = new Set(wines.map((w) => w.producer.toLowerCase()));
  const names = new Set(wines.map((w) => `${w.producer} ${w.wineName}`.toLowerCase()));
  // last words of catalogue producers ('Flat', 'Wirra', 'Hill', 'Road', 'Creek')
  const shared = [...new Set(wines.map((w) => w.producer.split(' ').at(-1)).filter((w) => /^[A-Z][a-z]{2,}$/.test(w)))];
  const out = [
    { producer: 'Karrawirra Flat', wineName: 'Old Vine Grenache' },
    { producer: 'Marlow Bend Estate', wineName: 'Blanc de Blancs' },
  ];
  while (out.length < n) {
    const producer = `${FIRST[Math.floor(rand() * FIRST.length)]} ${shared[Math.floor(rand() * shared.length)]}${rand() < 0.3 ? ' Estate' : ''}`;
    const wineName = GENERIC[Math.floor(rand() * GENERIC.length)];
    if (producers.has(producer.toLowerCase()) || names.has(`${producer} ${wineName}`.toLowerCase())) continue;
    if (out.some((w) => w.producer === producer)) continue;
    out.push({ producer, wineName });
  }
  return out.map((w) => ({ ...w, id: null, abv: 13 + Math.round(rand() * 20) / 10, regionId: null }));
}

/** A shop shelf: the bottle in the middle of a row of others, each cut by its neighbours or the frame. */
async function onShelf(label, others, rand) {
  const SW = 1800;
  const SH = 1300;
  const wrapped = await wrapOnBottle(label, { yaw: (rand() - 0.5) * 0.3 });
  const m = await sharp(wrapped).metadata();
  const lw = Math.round(SW * 0.3);
  const lh = Math.round((m.height * lw) / m.width);
  const layers = [];
  const y = Math.round((SH - lh) * 0.45);
  const xs = [-lw * 0.55, SW / 2 - lw * 1.55, SW / 2 + lw * 0.55, SW - lw * 0.45];
  for (const [k, other] of others.slice(0, 4).entries()) {
    const ow = await wrapOnBottle(other, { yaw: (rand() - 0.5) * 0.4 });
    const w = Math.round(lw * 0.92);
    const img = await sharp(ow)
      .resize({ width: w, height: Math.round(lh * 0.95), fit: 'fill' })
      .png()
      .toBuffer();
    const left = Math.round(xs[k]);
    const cropL = Math.max(0, -left);
    const visW = Math.min(w - cropL, SW - Math.max(0, left));
    layers.push({
      input: await sharp(img)
        .extract({ left: cropL, top: 0, width: visW, height: Math.round(lh * 0.95) })
        .toBuffer(),
      left: Math.max(0, left),
      top: y + 20,
    });
  }
  layers.push({
    input: await sharp(wrapped).resize({ width: lw, height: lh, fit: 'fill' }).toBuffer(),
    left: Math.round(SW / 2 - lw / 2),
    top: y,
  });
  // shelf edge with price tags under the bottles
  const shelf = `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${SH}"><rect width="${SW}" height="${SH}" fill="#d8d2c4"/><rect y="${y + lh + 10}" width="${SW}" height="${SH}" fill="#8c7a62"/>${[0.1, 0.35, 0.5, 0.65, 0.9].map((f) => `<rect x="${SW * f - 70}" y="${y + lh + 30}" width="140" height="60" fill="#fff"/><text x="${SW * f}" y="${y + lh + 75}" font-family="DejaVu Sans" font-size="36" font-weight="bold" text-anchor="middle" fill="#c00">$${19 + Math.floor(rand() * 40)}.99</text>`).join('')}</svg>`;
  const photo = await sharp(Buffer.from(shelf))
    .composite(layers)
    .linear([0.9, 0.88, 0.85], [8, 8, 8])
    .jpeg({ quality: 80 })
    .toBuffer();
  return photo;
}

/**
 * The held-out label photos: `catalogue` catalogue wines and `invented` wines not in the catalogue,
 * designs × photos cycled. Yields { name, image, truth: { wineId, producer, wineName, vintage }, design, photo }.
 */
export async function* renderWildLabels(wines, regionName, { catalogue = 72, invented = 72, seed = 40041, only = null } = {}) {
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const step = wines.length / catalogue;
  const items = [];
  for (let k = 0; k < Math.max(catalogue, invented); k++) {
    if (k < catalogue) items.push(wines[Math.floor(k * step + 3) % wines.length]);
    if (k < invented) items.push(null);
  }
  const fakes = notInCatalogue(wines, rand, invented);
  let f = 0;
  const regions = [...new Set(wines.map((w) => regionName(w.regionId)))];
  for (let i = 0; i < items.length; i++) {
    const wine = items[i] ?? fakes[f++];
    const design = WILD_DESIGNS[i % WILD_DESIGNS.length];
    const photo = WILD_PHOTOS[Math.floor(i / WILD_DESIGNS.length + i) % WILD_PHOTOS.length];
    const W = 620 + Math.round(rand() * 260);
    const spec = {
      W,
      H: Math.round(W * (1.25 + rand() * 0.2)),
      design,
      variant: Math.floor(rand() * 100),
      p: pick(PALETTES),
      font: pick(FONTS),
      font2: pick(FONTS),
      vintage: rand() < 0.08 ? null : 2008 + Math.floor(rand() * 16),
    };
    const seedNext = Math.floor(rand() * 2 ** 31);
    const others = [1, 2, 3, 4].map((d) => wines[(i * 13 + d * 37) % wines.length]);
    if (only && !only(i)) continue;
    const region = wine.regionId ? regionName(wine.regionId) : regions[i % regions.length];
    const png = await sharp(Buffer.from(labelSvg(wine, region, spec)))
      .png()
      .toBuffer();
    const otherPngs = await Promise.all(
      others.map((o, d) =>
        sharp(
          Buffer.from(
            labelSvg(o, regionName(o.regionId), {
              ...spec,
              design: WILD_DESIGNS[(i + d + 1) % WILD_DESIGNS.length],
              p: PALETTES[d % 4],
            }),
          ),
        )
          .png()
          .toBuffer(),
      ),
    );
    const image =
      photo === 'shelf'
        ? await onShelf(png, otherPngs, rng(seedNext))
        : (await photograph(png, spec.W, spec.H, photo, rng(seedNext), otherPngs[0])).image;
    yield {
      name: `${String(i).padStart(3, '0')}-${design}-${photo}-${wine.id ?? 'not-in-catalogue'}`,
      image,
      truth: { wineId: wine.id, producer: wine.producer, wineName: wine.wineName, vintage: spec.vintage },
      design,
      photo,
    };
  }
}
