// Renders the label eval's photos from catalogue wines (and invented ones), so it needs no image
// files: SVG labels in eight layouts (classic, a producer name wrapped over 2-3 lines, brand-led
// with the wine's name biggest, script, small caps, vertical producer, back label, decorative
// words) turned into PNG by sharp, then one photo treatment each (photo.mjs).
// Deterministic: the same seed gives the same set.
import sharp from 'sharp';
import { photograph } from './photo.mjs';

export const LAYOUTS = ['classic', 'wrapped', 'brand', 'script', 'smallcaps', 'vertical', 'back', 'decorative'];
export const TREATMENTS = [
  'flat',
  'cylinder',
  'glare',
  'shadow',
  'thumb',
  'dim-noise',
  'motion-blur',
  'two-bottles',
  'phone-12mp',
  'exif-rotation',
];

const SERIF = ['DejaVu Serif', 'Liberation Serif'];
const SANS = ['DejaVu Sans', 'Liberation Sans'];
const CONDENSED = ['Liberation Sans Narrow', 'DejaVu Sans Condensed', 'DejaVu Serif Condensed'];
const LIGHT = [
  { bg: '#f6f1e4', ink: '#1d1d1d', accent: '#7a1f2b' },
  { bg: '#ffffff', ink: '#222222', accent: '#2f4f2f' },
  { bg: '#efe6cf', ink: '#3a2a1a', accent: '#8a6d1d' },
];
const DARK = [
  { bg: '#151515', ink: '#f2e6c9', accent: '#d4af37' },
  { bg: '#4a0f1a', ink: '#fbeee0', accent: '#e9c46a' },
  { bg: '#13294b', ink: '#ffffff', accent: '#c9d6ea' },
];
const DECOR = ['Single Vineyard', 'Old Vine', 'Reserve', 'Estate Grown', 'Hand Picked', 'Limited Release', 'Cellar Selection'];

/** Small deterministic PRNG (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

function text(x, y, size, content, o) {
  const { font, fill, anchor = 'middle', weight = 'normal', spacing = 0, italic = false, transform = '' } = o;
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ''} ${transform ? `transform="${transform}"` : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text>`;
}

/** Words split into `n` lines of about equal length: 'Yangarra Estate Vineyard' → ['Yangarra', 'Estate Vineyard']. */
export function wrapWords(s, n) {
  const words = s.split(' ');
  if (words.length < 2) return [s];
  n = Math.min(n, words.length);
  const lines = [];
  let rest = words;
  for (let k = n; k > 0; k--) {
    const target = rest.join(' ').length / k;
    let take = 1;
    while (take < rest.length - (k - 1) && rest.slice(0, take + 1).join(' ').length <= target + 3) take++;
    lines.push(rest.slice(0, take).join(' '));
    rest = rest.slice(take);
  }
  return lines.filter(Boolean);
}

function wrapParagraph(s, perLine) {
  const out = [];
  let line = '';
  for (const w of s.split(/\s+/)) {
    if ((line + ' ' + w).trim().length > perLine) {
      out.push(line.trim());
      line = w;
    } else line += ' ' + w;
  }
  if (line.trim()) out.push(line.trim());
  return out;
}

/** One label as SVG. `wine` is { producer, wineName, abv, tastingNotes? }; `region` its region's name. */
export function labelSvg(wine, region, spec) {
  const { W, H, layout, font, font2, palette: p, vintage, est, caps } = spec;
  const cx = W / 2;
  const parts = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  // size fitted to the label's width (about 0.6 em per letter)
  const fit = (s, max, share = 0.86) => Math.min(max, Math.floor((W * share) / Math.max(4, s.length * 0.62)));
  const small = Math.max(15, Math.round(W / 38));
  const ink = { font, fill: p.ink };
  const fine = { font: font2, fill: p.ink };
  const producer = caps ? wine.producer.toUpperCase() : wine.producer;
  const smallPrint = `${wine.abv}% alc/vol   750 mL`;
  const vintageText = vintage ?? 'NV';
  if (layout === 'classic') {
    parts.push(`<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${p.accent}" stroke-width="3"/>`);
    parts.push(text(cx, H * 0.2, fit(producer, 86), producer, { ...ink, weight: 'bold', spacing: 2 }));
    if (est) parts.push(text(cx, H * 0.27, small + 2, `Est. ${est}`, { ...fine, fill: p.accent, italic: true }));
    parts.push(text(cx, H * 0.42, fit(wine.wineName, 54), wine.wineName, ink));
    parts.push(text(cx, H * 0.56, Math.round(W / 11), vintageText, { ...ink, fill: p.accent, weight: 'bold' }));
    parts.push(text(cx, H * 0.68, small + 6, region, fine));
    parts.push(text(cx, H * 0.88, small, smallPrint, fine));
  } else if (layout === 'wrapped') {
    // a long producer name over two or three lines above a short wine name
    const lines = wrapWords(producer, producer.split(' ').length >= 3 ? 2 + (spec.variant % 2) : 2);
    const size = Math.min(...lines.map((l) => fit(l, 84)));
    lines.forEach((l, i) => parts.push(text(cx, H * 0.16 + i * size * 1.12, size, l, { ...ink, weight: 'bold', spacing: 1 })));
    const y = H * 0.16 + lines.length * size * 1.12 + H * 0.06;
    parts.push(text(cx, y, fit(wine.wineName, 46), wine.wineName, { ...fine, fill: p.accent }));
    parts.push(text(cx, y + H * 0.12, Math.round(W / 12), vintageText, ink));
    parts.push(text(cx, H * 0.8, small + 4, region, fine));
    parts.push(text(cx, H * 0.9, small, smallPrint, fine));
  } else if (layout === 'brand') {
    // brand-led: a small producer line, the wine's name the biggest print
    parts.push(`<circle cx="${cx}" cy="${H * 0.15}" r="${W * 0.08}" fill="none" stroke="${p.accent}" stroke-width="4"/>`);
    parts.push(text(cx, H * 0.32, Math.min(fit(producer, 34), 34), producer, { ...fine, fill: p.accent, spacing: 2 }));
    const nameLines = wine.wineName.length > 16 ? wrapWords(wine.wineName, 2) : [wine.wineName];
    const size = Math.min(...nameLines.map((l) => fit(l, 88)));
    nameLines.forEach((l, i) => parts.push(text(cx, H * 0.46 + i * size * 1.1, size, l, { ...ink, weight: 'bold' })));
    parts.push(text(cx, H * 0.72, small + 6, region, { ...fine, italic: true }));
    parts.push(text(cx, H * 0.8, Math.round(W / 14), vintage ? `Vintage ${vintage}` : 'Non Vintage', ink));
    parts.push(text(cx, H * 0.92, small, smallPrint, fine));
  } else if (layout === 'script') {
    // no script font ships here: an oblique serif, slanted further, stands in for a hand-lettered name
    const size = fit(wine.producer, 80, 0.8);
    parts.push(
      text(cx, H * 0.24, size, wine.producer, { ...ink, italic: true, transform: `skewX(-12) translate(${H * 0.05} 0)` }),
    );
    parts.push(
      `<path d="M ${W * 0.25} ${H * 0.3} Q ${cx} ${H * 0.34} ${W * 0.75} ${H * 0.3}" stroke="${p.accent}" fill="none" stroke-width="3"/>`,
    );
    parts.push(text(cx, H * 0.45, fit(wine.wineName, 50), wine.wineName, { ...ink, italic: true }));
    parts.push(text(cx, H * 0.58, Math.round(W / 12), vintageText, { ...fine, fill: p.accent }));
    parts.push(text(cx, H * 0.7, small + 4, region, fine));
    parts.push(text(cx, H * 0.9, small, smallPrint, fine));
  } else if (layout === 'smallcaps') {
    // small caps: the first letter of each word full size, the rest at 70%, widely spaced
    const size = fit(wine.producer, 72, 0.78);
    const spans = wine.producer
      .split(' ')
      .map(
        (w) =>
          `<tspan font-size="${size}">${esc(w[0].toUpperCase())}</tspan><tspan font-size="${Math.round(size * 0.72)}">${esc(w.slice(1).toUpperCase())}</tspan>`,
      )
      .join('<tspan> </tspan>');
    parts.push(
      `<text x="${cx}" y="${H * 0.22}" font-family="${font}" letter-spacing="3" text-anchor="middle" fill="${p.ink}">${spans}</text>`,
    );
    parts.push(`<rect x="${W * 0.3}" y="${H * 0.27}" width="${W * 0.4}" height="2" fill="${p.accent}"/>`);
    parts.push(text(cx, H * 0.4, fit(wine.wineName.toUpperCase(), 44), wine.wineName.toUpperCase(), { ...fine, spacing: 2 }));
    parts.push(text(cx, H * 0.54, Math.round(W / 12), vintageText, ink));
    parts.push(text(cx, H * 0.68, small + 4, region.toUpperCase(), { ...fine, spacing: 2 }));
    parts.push(text(cx, H * 0.9, small, smallPrint, fine));
  } else if (layout === 'vertical') {
    // the producer runs up the label's left side; the wine's name across
    const size = Math.min(fit(producer, 70, (H / W) * 0.8), Math.round(W * 0.1));
    parts.push(`<rect x="0" y="0" width="${W * 0.2}" height="${H}" fill="${p.accent}"/>`);
    parts.push(
      text(W * 0.13, H / 2, size, producer, {
        ...ink,
        fill: p.bg,
        weight: 'bold',
        spacing: 2,
        transform: `rotate(-90 ${W * 0.13} ${H / 2})`,
      }),
    );
    const x = W * 0.6;
    parts.push(text(x, H * 0.35, Math.min(fit(wine.wineName, 50, 0.7), 50), wine.wineName, ink));
    parts.push(text(x, H * 0.5, Math.round(W / 12), vintageText, { ...ink, fill: p.accent }));
    parts.push(text(x, H * 0.65, small + 4, region, fine));
    parts.push(text(x, H * 0.88, small, smallPrint, fine));
  } else if (layout === 'back') {
    // a back label: small print only, the name in a heading line and in the bottler's statement
    const lines = wrapParagraph(wine.tastingNotes ?? '', Math.floor(W / (small * 0.62)));
    parts.push(text(cx, H * 0.1, small + 6, `${wine.producer} ${wine.wineName} ${vintageText}`, { ...ink, weight: 'bold' }));
    lines
      .slice(0, 8)
      .forEach((l, i) => parts.push(text(W * 0.06, H * 0.2 + i * (small + 8), small, l, { ...fine, anchor: 'start' })));
    const y = H * 0.2 + Math.min(8, lines.length) * (small + 8) + H * 0.05;
    parts.push(text(W * 0.06, y, small, `Produced and bottled by ${wine.producer}, ${region}`, { ...fine, anchor: 'start' }));
    parts.push(text(W * 0.06, y + small + 10, small, 'Contains sulphites. Product of Australia', { ...fine, anchor: 'start' }));
    parts.push(text(W * 0.06, y + 2 * (small + 10), small, smallPrint, { ...fine, anchor: 'start' }));
  } else {
    // decorative words all round the names
    const d = (i) => DECOR[(spec.variant + i) % DECOR.length];
    parts.push(`<rect x="0" y="${H * 0.05}" width="${W}" height="${H * 0.06}" fill="${p.accent}"/>`);
    parts.push(text(cx, H * 0.095, small + 2, d(0).toUpperCase(), { ...fine, fill: p.bg, spacing: 4 }));
    parts.push(text(cx, H * 0.24, fit(producer, 74), producer, { ...ink, weight: 'bold' }));
    parts.push(text(cx, H * 0.31, small + 4, d(1), { ...fine, italic: true, fill: p.accent }));
    parts.push(text(cx, H * 0.43, fit(wine.wineName, 52), wine.wineName, ink));
    parts.push(text(cx, H * 0.52, small + 4, `${d(2)} · ${d(3)}`, { ...fine, fill: p.accent }));
    parts.push(text(cx, H * 0.64, Math.round(W / 12), vintageText, ink));
    parts.push(text(cx, H * 0.74, small + 4, region, fine));
    parts.push(text(cx, H * 0.82, small, 'Product of Australia', fine));
    parts.push(text(cx, H * 0.9, small, smallPrint, fine));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

// Invented producers and wine names (none is in the catalogue; run-eval checks)
const INVENTED_FIRST = [
  'Kestrel',
  'Marrow',
  'Saltbush',
  'Tallowwood',
  'Quenda',
  'Ironbark',
  'Bilby',
  'Corella',
  'Wattlebird',
  'Mallee',
  'Currawong',
  'Gidgee',
  'Brolga',
  'Numbat',
  'Karri',
];
const INVENTED_SECOND = ['Ridge', 'Creek', 'Flat', 'Gully', 'Hollow', 'Springs', 'Downs', 'Point'];
const INVENTED_SUFFIX = ['Estate Vineyard', 'Family Wines', 'Vineyards', 'Wine Co', 'Estate', 'Cellars', ''];
const INVENTED_NAME = [
  'Red Dirt',
  'Lantern',
  'Night Heron',
  'Granite Row',
  'Three Chains',
  'Slow Burn',
  'Paddock Block',
  'Dry Creek Bed',
  'Firetail',
  'Long Shadow',
];
const INVENTED_VARIETY = [
  'Shiraz',
  'Riesling',
  'Chardonnay',
  'Grenache',
  'Cabernet Sauvignon',
  'Pinot Noir',
  'Fiano',
  'Tempranillo',
  '',
];

export function inventedWines(n, rand, isCatalogueProducer) {
  const out = [];
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  while (out.length < n) {
    const producer = [pick(INVENTED_FIRST), pick(INVENTED_SECOND), pick(INVENTED_SUFFIX)].join(' ').trim();
    const wineName = [pick(INVENTED_NAME), pick(INVENTED_VARIETY)].join(' ').trim();
    if (isCatalogueProducer(producer) || out.some((w) => w.producer === producer)) continue;
    out.push({ id: null, producer, wineName, abv: 12 + Math.round(rand() * 30) / 10, regionId: null });
  }
  return out;
}

/**
 * The label eval's photos: `perWine` photos of each of `wines` (catalogue entries) plus `invented`
 * labels of wines not in the catalogue. Layout and treatment cycle so every pair occurs.
 * Returns [{ name, image, truth: { wineId, producer, wineName, vintage|null }, layout, treatment, tags }].
 */
export async function* renderLabels(wines, regionName, { perWine = 2, invented = 44, seed = 20261125, only = null } = {}) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const catalogueProducers = new Set(wines.map((w) => w.producer.toLowerCase()));
  const items = [
    ...wines.flatMap((w) => Array.from({ length: perWine }, () => w)),
    ...inventedWines(invented, rand, (p) => catalogueProducers.has(p.toLowerCase())),
  ];
  const regions = [...new Set(wines.map((w) => regionName(w.regionId)))];
  for (let i = 0; i < items.length; i++) {
    const wine = items[i];
    // the draws happen for every item so a subset (`only`) renders exactly the same photos
    const layout = LAYOUTS[i % LAYOUTS.length];
    const treatment = TREATMENTS[Math.floor(i / LAYOUTS.length + i) % TREATMENTS.length];
    const dark = rand() < 0.3;
    const W = 600 + Math.round(rand() * 300);
    const spec = {
      W,
      H: Math.round(W * (1.2 + rand() * 0.25)),
      layout,
      variant: Math.floor(rand() * 100),
      font: pick(layout === 'script' ? SERIF : rand() < 0.3 ? CONDENSED : [...SERIF, ...SANS]),
      font2: pick([...SERIF, ...SANS, ...CONDENSED]),
      palette: pick(dark ? DARK : LIGHT),
      caps: rand() < 0.5,
      // sparkling and fortified wines often print no vintage: 'NV' then
      vintage: rand() < 0.1 ? null : String(2004 + Math.floor(rand() * 20)),
      est: rand() < 0.4 ? String(1837 + Math.floor(rand() * 150)) : null,
    };
    const other = items[(i * 7 + 3) % items.length];
    const seedNext = Math.floor(rand() * 2 ** 31);
    if (only && !only(i)) continue;
    const region = wine.regionId ? regionName(wine.regionId) : regions[i % regions.length];
    const png = await sharp(Buffer.from(labelSvg(wine, region, spec)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    let otherPng = null;
    if (treatment === 'two-bottles') {
      const os = { ...spec, layout: 'classic', palette: LIGHT[i % LIGHT.length] };
      otherPng = await sharp(Buffer.from(labelSvg(other, regionName(other.regionId) ?? region, os)))
        .png({ compressionLevel: 0 })
        .toBuffer();
    }
    const { image, extras } = await photograph(png, spec.W, spec.H, treatment, rng(seedNext), otherPng);
    yield {
      name: `${String(i).padStart(3, '0')}-${layout}-${treatment}-${wine.id ?? 'invented'}`,
      image,
      truth: {
        wineId: wine.id,
        producer: wine.producer,
        wineName: wine.wineName,
        vintage: spec.vintage ? Number(spec.vintage) : null,
      },
      layout,
      treatment,
      tags: [spec.caps ? 'caps' : 'mixed', dark ? 'dark' : 'light', spec.font, ...extras],
    };
  }
}
