// The fourth held-out label set: designs taken from what bottles print, written before any reader
// change and apart from the reader's code and the three earlier sets. Designs:
//   edge-left, edge-right  the year set vertically along the label's left or right edge, turned
//                          either way (reading up or down), in a regular weight
//   neck-label             the year only on a neck label; the body label has none
//   tiny-corner            the year small in one of the four corners
//   huge-thin              a huge year in an extra-light weight or drawn in outline only
//   crest                  a crest with the producer's initials and 'Est. 18xx' (not the vintage),
//                          a cellar door phone number in the fine print
//   lowercase              a minimal label, all lowercase, small and left-aligned
// Photos (fourth-photo.mjs): straight on, a curved bottle lit from the side, a second bottle partly
// in the frame, a shop shelf with price tags, warm dim light. Half are wines not in the catalogue
// that share one word with catalogue wines (fourth-wines.mjs).
import sharp from 'sharp';
import { rng } from './render-labels.mjs';
import { bottle, FOURTH_PHOTOS, photograph } from './fourth-photo.mjs';
import { checkInvented, inventedWines } from './fourth-wines.mjs';

export const FOURTH_DESIGNS = ['edge-left', 'edge-right', 'neck-label', 'tiny-corner', 'huge-thin', 'crest', 'lowercase'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
function text(x, y, size, s, o = {}) {
  const {
    font = 'DejaVu Serif',
    fill = '#1c1c1c',
    anchor = 'middle',
    weight = 'normal',
    spacing = 0,
    rotate = 0,
    stroke = null,
  } = o;
  const paint = stroke ? `fill="none" stroke="${stroke}" stroke-width="${o.strokeWidth ?? 1.5}"` : `fill="${fill}"`;
  const turn = rotate ? ` transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})"` : '';
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${Math.round(size)}" font-weight="${weight}" letter-spacing="${spacing}" text-anchor="${anchor}" ${paint}${turn}>${esc(s)}</text>`;
}
const fit = (s, W, share, max) => Math.min(max, Math.floor((W * share) / Math.max(4, s.length * 0.6)));

const PAPERS = [
  { bg: '#f6f0e1', ink: '#1b1b1b', accent: '#862232', soft: '#9b9384' },
  { bg: '#ffffff', ink: '#121212', accent: '#24466e', soft: '#a2a2a2' },
  { bg: '#17191b', ink: '#efe7d2', accent: '#c8a44e', soft: '#8e8775' },
  { bg: '#dfe8df', ink: '#1e2a1f', accent: '#46703f', soft: '#8a958a' },
  { bg: '#efe3cf', ink: '#2c1f14', accent: '#7a4a1c', soft: '#a48f76' },
];
const FONTS = [
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Sans Condensed',
  'Liberation Sans Narrow',
];

/** The body label's SVG, and the neck label's for 'neck-label'. */
function labelSvgs(wine, region, s) {
  const { W, H, design, p, font, year } = s;
  const cx = W / 2;
  const y = year ? String(year) : 'NV';
  const fine = `${wine.abv.toFixed(1)}% alc/vol   750ml   Product of Australia`;
  const out = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  let neck = null;
  const names = (x, top, share, anchor = 'middle') => {
    out.push(text(x, H * top, fit(wine.producer, W, share, 66), wine.producer, { font, fill: p.ink, weight: 'bold', anchor }));
    out.push(text(x, H * (top + 0.15), fit(wine.wineName, W, share, 46), wine.wineName, { font, fill: p.accent, anchor }));
    out.push(text(x, H * (top + 0.27), W / 30, region, { font, fill: p.ink, anchor }));
  };
  if (design === 'edge-left' || design === 'edge-right') {
    const left = design === 'edge-left';
    names(left ? cx + W * 0.05 : cx - W * 0.05, 0.3, 0.7);
    const x = left ? W * (0.07 + s.r1 * 0.04) : W * (0.93 - s.r1 * 0.04);
    const size = W / (11 + s.r2 * 6);
    // reading up the label (-90) or down it (90); the text's middle on the label's middle or lower
    out.push(
      text(x, H * (0.45 + s.r3 * 0.2), size, y, {
        font,
        fill: p.accent,
        spacing: 2 + Math.round(s.r2 * 8),
        rotate: s.up ? -90 : 90,
      }),
    );
    out.push(
      `<line x1="${left ? W * 0.15 : W * 0.85}" y1="${H * 0.08}" x2="${left ? W * 0.15 : W * 0.85}" y2="${H * 0.92}" stroke="${p.soft}" stroke-width="1.5"/>`,
    );
  } else if (design === 'neck-label') {
    names(cx, 0.32, 0.8);
    const NW = 300;
    const NH = 130;
    neck = `<svg xmlns="http://www.w3.org/2000/svg" width="${NW}" height="${NH}"><rect width="${NW}" height="${NH}" fill="${p.bg}"/><rect x="6" y="6" width="${NW - 12}" height="${NH - 12}" fill="none" stroke="${p.accent}" stroke-width="3"/>${text(NW / 2, NH * 0.66, NH * 0.42, y, { font, fill: p.accent, weight: 'bold', spacing: 3 })}</svg>`;
  } else if (design === 'tiny-corner') {
    out.push(
      `<rect x="${W * 0.05}" y="${W * 0.05}" width="${W * 0.9}" height="${H - W * 0.1}" fill="none" stroke="${p.soft}" stroke-width="2"/>`,
    );
    names(cx, 0.32, 0.76);
    const right = s.corner % 2 === 1;
    const bottom = s.corner >= 2;
    const size = W / (34 + s.r2 * 10);
    out.push(
      text(right ? W * 0.89 : W * 0.11, bottom ? H * 0.955 - W * 0.03 : W * 0.09 + size, size, y, {
        font,
        fill: p.ink,
        anchor: right ? 'end' : 'start',
      }),
    );
  } else if (design === 'huge-thin') {
    const size = W / (2.7 + s.r2 * 0.5);
    const outline = s.r1 < 0.4;
    out.push(
      text(
        cx,
        H * 0.4,
        size,
        y,
        outline ? { font: 'DejaVu Sans', stroke: p.soft, strokeWidth: 1.4 } : { font: 'DejaVu Sans', fill: p.soft, weight: 200 },
      ),
    );
    out.push(text(cx, H * 0.58, fit(wine.producer, W, 0.7, 48), wine.producer.toUpperCase(), { font, fill: p.ink, spacing: 2 }));
    out.push(text(cx, H * 0.68, fit(wine.wineName, W, 0.7, 40), wine.wineName, { font, fill: p.accent }));
    out.push(text(cx, H * 0.77, W / 30, region, { font, fill: p.ink }));
  } else if (design === 'crest') {
    const initials = wine.producer
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const r = W * 0.14;
    const cy = H * 0.19;
    out.push(
      `<path d="M ${cx - r} ${cy - r} L ${cx + r} ${cy - r} L ${cx + r} ${cy + r * 0.2} Q ${cx + r} ${cy + r} ${cx} ${cy + r * 1.3} Q ${cx - r} ${cy + r} ${cx - r} ${cy + r * 0.2} Z" fill="none" stroke="${p.accent}" stroke-width="5"/>`,
    );
    out.push(text(cx, cy + r * 0.25, r * 0.8, initials, { font: 'DejaVu Serif', fill: p.accent, weight: 'bold' }));
    out.push(text(cx, cy + r * 1.62, W / 26, `${s.foundedWord} ${s.founded}`, { font, fill: p.soft, spacing: 3 }));
    names(cx, 0.47, 0.76);
    out.push(text(cx, H * 0.83, W / 17, y, { font, fill: p.ink, spacing: 3 }));
    out.push(text(cx, H * 0.9, W / 40, `Cellar door ${s.phone}`, { font, fill: p.soft }));
  } else {
    const x = W * 0.1;
    out.push(
      text(x, H * 0.4, W / 17, wine.producer.toLowerCase(), {
        font: 'DejaVu Sans',
        fill: p.ink,
        anchor: 'start',
        weight: s.r1 < 0.5 ? 200 : 'normal',
      }),
    );
    out.push(text(x, H * 0.47, W / 22, wine.wineName.toLowerCase(), { font: 'DejaVu Sans', fill: p.ink, anchor: 'start' }));
    out.push(text(x, H * 0.53, W / 22, y.toLowerCase(), { font: 'DejaVu Sans', fill: p.soft, anchor: 'start' }));
    out.push(
      text(x, H * 0.9, W / 40, `${region.toLowerCase()} — ${fine.toLowerCase()}`, {
        font: 'DejaVu Sans',
        fill: p.soft,
        anchor: 'start',
      }),
    );
    return { body: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${out.join('')}</svg>`, neck };
  }
  out.push(text(cx, H * 0.95, W / 40, fine, { font, fill: p.soft }));
  return { body: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${out.join('')}</svg>`, neck };
}

const png = (svg) => sharp(Buffer.from(svg)).png().toBuffer();

/**
 * The fourth set: `catalogue` catalogue wines and the invented ones (fourth-wines.mjs), designs and
 * photos cycled. Yields { name, image, truth: { wineId, producer, wineName, vintage, kind }, design, photo }.
 */
export async function* renderFourthLabels(wines, regionName, { catalogue = 36, seed = 40404, only = null } = {}) {
  checkInvented(wines);
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const invented = inventedWines(rand);
  const step = wines.length / catalogue;
  const chosen = Array.from({ length: catalogue }, (_, k) => wines[Math.floor(k * step + 5) % wines.length]);
  const regions = [...new Set(wines.map((w) => regionName(w.regionId)))];
  const total = catalogue + invented.length;
  let [c, n] = [0, 0];
  for (let i = 0; i < total; i++) {
    // alternate in pairs, so the fixed subset (every sixth) has both
    const inCat = n >= invented.length || (c < catalogue && Math.floor(i / 2) % 2 === 0);
    const wine = inCat ? chosen[c++] : invented[n++];
    const design = FOURTH_DESIGNS[i % FOURTH_DESIGNS.length];
    const photo = FOURTH_PHOTOS[(i + Math.floor(i / FOURTH_DESIGNS.length)) % FOURTH_PHOTOS.length];
    const W = 600 + Math.round(rand() * 240);
    const nv = /Sparkling|Fortified/.test(wine.wineType) && rand() < 0.5;
    const s = {
      W,
      H: Math.round(W * (1.2 + rand() * 0.25)),
      design,
      p: pick(PAPERS),
      font: pick(FONTS),
      year: nv ? null : 1998 + Math.floor(rand() * 27),
      up: rand() < 0.5,
      corner: Math.floor(rand() * 4),
      r1: rand(),
      r2: rand(),
      r3: rand(),
      founded: 1840 + Math.floor(rand() * 80),
      foundedWord: pick(['Est.', 'EST', 'Since', 'Founded']),
      phone: `(08) 85${Math.floor(10 + rand() * 89)} ${2000 + Math.floor(rand() * 25)}`,
    };
    const next = Math.floor(rand() * 2 ** 31);
    const neighbours = [1, 2, 3, 4].map((d) => wines[(i * 17 + d * 41) % wines.length]);
    if (only && !only(i)) continue;
    const r = rng(next);
    const region = wine.regionId ? regionName(wine.regionId) : regions[(i * 7) % regions.length];
    const svgs = labelSvgs(wine, region, s);
    const arc = photo === 'curved' ? 2.1 : 1.4;
    const light = photo === 'curved' ? (r() < 0.5 ? -1 : 1) : 0;
    const main = await bottle(await png(svgs.body), { arc, light, neck: svgs.neck && (await png(svgs.neck)) });
    const others = [];
    if (photo === 'second-bottle' || photo === 'shelf-tags')
      for (const [d, o] of neighbours.entries()) {
        const os = {
          ...s,
          design: FOURTH_DESIGNS[(i + d + 1) % FOURTH_DESIGNS.length],
          p: PAPERS[d % PAPERS.length],
          year: 2012 + d,
        };
        const ob = labelSvgs(o, regionName(o.regionId), os);
        others.push(await bottle(await png(ob.body), { arc: 1.4, glass: ['#2b1a12', '#1d2a3a', '#3a3a22', '#213526'][d] }));
      }
    const image = await photograph(main, others, photo, r, { showNeck: design === 'neck-label' });
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
