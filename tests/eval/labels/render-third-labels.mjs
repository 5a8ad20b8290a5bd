// The third held-out label set: label designs and photos chosen from bottles and bottle shops, apart
// from the reader's code and from the two earlier sets (render-labels.mjs, render-wild-labels.mjs).
// Designs:
//   back-label         the back label in the frame beside the front: 'Established 1971', 'vines
//                      planted in 1968', 'best before 2032', a barcode: years that are not the vintage
//   neck-foil          the year only on the foil capsule, gold on dark; the label has none
//   place-name         the region set large, the producer small; producers named after a place
//   tracked-lowercase  lowercase words set wide apart, the year as spaced digits ('2 0 1 9')
//   medal-sticker      a show medal on the label carrying the show's year, not the wine's
//   arched-producer    the producer set on an arch, letter by letter; the year on a ribbon
// Photos: held in a hand, a phone photo stored sideways (EXIF), tungsten light, from above (the
// label's top nearer), beside another bottle, on a shop shelf with a shelf talker ('Staff pick',
// '2 for $45'). Half the photos are wines not in the catalogue (third-wines.mjs).
import sharp from 'sharp';
import { rng } from './render-labels.mjs';
import { notInCatalogue, placeProducers } from './third-wines.mjs';
import { photographBottle } from './third-photo.mjs';

export const THIRD_LABEL_DESIGNS = [
  'back-label',
  'neck-foil',
  'place-name',
  'tracked-lowercase',
  'medal-sticker',
  'arched-producer',
];
export const THIRD_LABEL_PHOTOS = ['hand-held', 'exif-rotated', 'tungsten', 'from-above', 'beside-bottle', 'shelf-talker'];
const KINDS = ['shared-producer-word', 'shared-wine-name', 'same-producer'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
function t(x, y, size, s, o = {}) {
  const {
    font = 'Liberation Serif',
    fill = '#1a1a1a',
    anchor = 'middle',
    weight = 'normal',
    italic = false,
    spacing = 0,
    rotate = null,
  } = o;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}"${rotate !== null ? ` transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})"` : ''}>${esc(s)}</text>`;
}
const fitSize = (s, W, share, max) => Math.min(max, Math.floor((W * share) / Math.max(3, s.length * 0.58)));

const INKS = [
  { bg: '#f5efe2', ink: '#1d1d1d', accent: '#8b1e2d', soft: '#7b7468' },
  { bg: '#ffffff', ink: '#0f0f0f', accent: '#22416b', soft: '#8f8f8f' },
  { bg: '#20262b', ink: '#ece4cf', accent: '#cfae5b', soft: '#9a9383' },
  { bg: '#e6efe6', ink: '#1f2b20', accent: '#3f6b3a', soft: '#7f8a7f' },
];

/** The front label (and, for 'back-label', the back label) as SVG; `year` null prints 'NV'. */
function frontSvg(w, region, s) {
  const { W, H, design, c, font, year } = s;
  const cx = W / 2;
  const P = [`<rect width="${W}" height="${H}" fill="${c.bg}"/>`];
  const yr = year ? String(year) : 'NV';
  const fine = `${w.abv.toFixed(1)}% alc/vol · 750ml`;
  if (design === 'place-name') {
    P.push(
      t(cx, H * 0.22, fitSize(region, W, 0.86, 88), region.toUpperCase(), { font, fill: c.accent, weight: 'bold', spacing: 3 }),
    );
    P.push(t(cx, H * 0.4, fitSize(w.producer, W, 0.6, 36), w.producer, { font, fill: c.ink }));
    P.push(t(cx, H * 0.54, fitSize(w.wineName, W, 0.75, 52), w.wineName, { font, fill: c.ink, weight: 'bold' }));
    P.push(t(cx, H * 0.68, 30, yr, { font, fill: c.ink }));
  } else if (design === 'tracked-lowercase') {
    const x = W * 0.14;
    P.push(
      t(x, H * 0.3, fitSize(w.producer, W, 0.5, 30), w.producer.toLowerCase(), {
        font: 'DejaVu Sans',
        fill: c.soft,
        anchor: 'start',
        spacing: 9,
      }),
    );
    P.push(
      t(x, H * 0.45, fitSize(w.wineName, W, 0.45, 40), w.wineName.toLowerCase(), {
        font: 'DejaVu Sans',
        fill: c.ink,
        anchor: 'start',
        spacing: 12,
      }),
    );
    P.push(
      t(x, H * 0.58, 30, yr.split('').join(' ').toLowerCase(), {
        font: 'DejaVu Sans',
        fill: c.ink,
        anchor: 'start',
        spacing: 10,
      }),
    );
    P.push(t(x, H * 0.9, 18, `${region.toLowerCase()}   ${fine}`, { font: 'DejaVu Sans', fill: c.soft, anchor: 'start' }));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${P.join('')}</svg>`;
  } else if (design === 'arched-producer') {
    // letters along an arch over the label's top third
    const letters = w.producer.toUpperCase().split('');
    const size = Math.min(54, Math.floor((W * 1.1) / Math.max(6, letters.length)));
    const R = W * 0.55;
    const span = Math.min(Math.PI * 0.7, (letters.length * size * 0.72) / R);
    letters.forEach((ch, k) => {
      const a = -Math.PI / 2 - span / 2 + (span * (k + 0.5)) / letters.length;
      const x = cx + R * Math.cos(a);
      const y = H * 0.2 + R + R * Math.sin(a) - R * 0.02;
      P.push(t(x, y, size, ch, { font, fill: c.ink, weight: 'bold', rotate: ((a + Math.PI / 2) * 180) / Math.PI }));
    });
    P.push(t(cx, H * 0.5, fitSize(w.wineName, W, 0.76, 50), w.wineName, { font, fill: c.accent, italic: true }));
    P.push(`<rect x="${cx - W * 0.2}" y="${H * 0.6}" width="${W * 0.4}" height="${H * 0.075}" fill="${c.accent}"/>`);
    P.push(t(cx, H * 0.6 + H * 0.055, Math.round(H * 0.05), yr, { font, fill: c.bg, weight: 'bold', spacing: 4 }));
    P.push(t(cx, H * 0.76, 22, region, { font, fill: c.ink }));
  } else {
    P.push(`<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${c.accent}" stroke-width="3"/>`);
    P.push(t(cx, H * 0.3, fitSize(w.producer, W, 0.8, 64), w.producer, { font, fill: c.ink, weight: 'bold' }));
    P.push(t(cx, H * 0.45, fitSize(w.wineName, W, 0.76, 46), w.wineName, { font, fill: c.accent }));
    if (design !== 'neck-foil') P.push(t(cx, H * 0.58, 34, yr, { font, fill: c.ink, spacing: 2 }));
    P.push(t(cx, H * 0.7, 22, region, { font, fill: c.ink, italic: true }));
    if (design === 'medal-sticker') {
      // a show medal over the label's upper corner: the show's year, never the wine's
      const r = W * 0.13;
      const mx = W * (s.variant % 2 ? 0.8 : 0.2);
      const my = H * 0.13;
      P.push(`<circle cx="${mx}" cy="${my}" r="${r}" fill="#d4af37" stroke="#a8841c" stroke-width="5"/>`);
      P.push(t(mx, my - r * 0.3, Math.round(r * 0.26), 'GOLD', { font: 'DejaVu Sans', fill: '#3b2b00', weight: 'bold' }));
      P.push(
        t(mx, my + r * 0.05, Math.round(r * 0.3), String(s.showYear), { font: 'DejaVu Sans', fill: '#3b2b00', weight: 'bold' }),
      );
      P.push(t(mx, my + r * 0.38, Math.round(r * 0.15), s.show, { font: 'DejaVu Sans', fill: '#3b2b00' }));
    }
  }
  P.push(t(cx, H * 0.92, 18, fine, { font, fill: c.soft }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${P.join('')}</svg>`;
}

/** A back label: a paragraph full of years that are not the vintage, a barcode. */
function backSvg(w, region, s) {
  const W = Math.round(s.W * 0.8);
  const H = Math.round(s.H * 0.9);
  const lines = [
    `${w.producer} was established in ${s.est}`,
    `by the family that still farms it. Our`,
    `${w.wineName} comes from vines planted`,
    `in ${s.planted} on the red soils of ${region}.`,
    `Enjoy now or cellar until ${s.bestBy}.`,
    `Contains sulphites. Product of Australia.`,
  ];
  const P = [`<rect width="${W}" height="${H}" fill="#fbfaf6"/>`];
  lines.forEach((l, k) =>
    P.push(t(W * 0.08, H * 0.14 + k * 34, 21, l, { font: 'Liberation Sans', fill: '#333', anchor: 'start' })),
  );
  P.push(t(W * 0.08, H * 0.62, 19, `Winemaker: ${s.maker}`, { font: 'Liberation Sans', fill: '#333', anchor: 'start' }));
  const bars = Array.from(
    { length: 44 },
    (_, k) => `<rect x="${W * 0.3 + k * 6}" y="${H * 0.7}" width="${k % 3 ? 2 : 4}" height="${H * 0.14}" fill="#111"/>`,
  );
  P.push(...bars, t(W * 0.3 + 132, H * 0.89, 18, s.barcode, { font: 'DejaVu Sans Mono', fill: '#111' }));
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${P.join('')}</svg>`, W, H };
}

/**
 * The third set's label photos: `catalogue` catalogue wines and as many not in it, designs and
 * photos cycled. Yields { name, image, truth: { wineId, producer, wineName, vintage, kind }, design, photo }.
 */
export async function* renderThirdLabels(wines, regionName, { catalogue = 54, seed = 40304, only = null } = {}) {
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const placeWines = placeProducers(wines);
  const fakes = {};
  for (const k of [...KINDS, 'place-name']) fakes[k] = notInCatalogue(wines, k, rand, catalogue);
  const used = { 'shared-producer-word': 0, 'shared-wine-name': 0, 'same-producer': 0, 'place-name': 0 };
  const regions = [...new Set(wines.map((w) => regionName(w.regionId)))];
  for (let i = 0; i < catalogue * 2; i++) {
    const design = THIRD_LABEL_DESIGNS[i % THIRD_LABEL_DESIGNS.length];
    const photo = THIRD_LABEL_PHOTOS[(i + Math.floor(i / 12)) % THIRD_LABEL_PHOTOS.length];
    // half in the catalogue, alternating within each round of designs so every design has both
    const inCat = (i + Math.floor(i / THIRD_LABEL_DESIGNS.length)) % 2 === 0;
    let wine;
    if (inCat) wine = design === 'place-name' ? placeWines[(i * 7) % placeWines.length] : wines[(i * 29 + 11) % wines.length];
    else {
      const kind = design === 'place-name' ? 'place-name' : KINDS[Math.floor(i / 2) % KINDS.length];
      wine = fakes[kind][used[kind]++ % fakes[kind].length];
    }
    const nv = wine.wineType === 'Sparkling Wine' || wine.wineType === 'Fortified Wine' ? rand() < 0.6 : false;
    const W = 620 + Math.round(rand() * 200);
    const s = {
      W,
      H: Math.round(W * (1.22 + rand() * 0.2)),
      design,
      variant: Math.floor(rand() * 100),
      c: pick(INKS),
      font: pick(['Liberation Serif', 'DejaVu Serif', 'Liberation Sans', 'DejaVu Sans', 'DejaVu Sans Condensed']),
      year: nv ? null : 2009 + Math.floor(rand() * 15),
      showYear: 2018 + Math.floor(rand() * 8),
      show: pick(['Royal Melbourne Wine Awards', 'Royal Adelaide Wine Show', 'Sydney Royal Wine Show']),
      est: 1840 + Math.floor(rand() * 150),
      planted: 1900 + Math.floor(rand() * 80),
      bestBy: 2026 + Math.floor(rand() * 12),
      maker: pick(['Sarah Nguyen', 'Tom Brennan', 'Ana Ferreira', 'James Kirby']),
      barcode: `9 3${String(Math.floor(rand() * 1e5)).padStart(5, '0')} ${String(Math.floor(rand() * 1e6)).padStart(6, '0')}`,
    };
    const next = Math.floor(rand() * 2 ** 31);
    const neighbour = wines[(i * 53 + 17) % wines.length];
    if (only && !only(i)) continue;
    const region = wine.region ?? (wine.regionId ? regionName(wine.regionId) : pick(regions));
    const front = await sharp(Buffer.from(frontSvg(wine, region, s)))
      .png()
      .toBuffer();
    const back = design === 'back-label' ? backSvg(wine, region, s) : null;
    const other = await sharp(
      Buffer.from(
        frontSvg(neighbour, regionName(neighbour.regionId), {
          ...s,
          design: 'medal-sticker',
          c: INKS[(i + 1) % 4],
          year: 2016 + (i % 8),
          showYear: 2020,
        }),
      ),
    )
      .png()
      .toBuffer();
    const image = await photographBottle(front, s.W, s.H, photo, rng(next), {
      foil: design === 'neck-foil' ? (s.year ? String(s.year) : null) : undefined,
      back: back && (await sharp(Buffer.from(back.svg)).png().toBuffer()),
      other,
    });
    yield {
      name: `${String(i).padStart(3, '0')}-${design}-${photo}-${wine.id ?? wine.kind}`,
      image,
      truth: {
        wineId: wine.id,
        producer: wine.producer,
        wineName: wine.wineName,
        vintage: s.year,
        kind: wine.id ? 'catalogue' : wine.kind,
      },
      design,
      photo,
    };
  }
}
