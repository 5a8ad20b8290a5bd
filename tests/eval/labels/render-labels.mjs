// Renders bottle-label photos from catalogue wines, so the label eval needs no image files:
// SVG labels (several fonts and layouts, dark and light, small print) turned into PNG by sharp,
// then the photo treatments of real life: rotation up to ±10°, blur, noise, JPEG compression,
// and a bottle-shaped crop. Deterministic: the same seed gives the same set.
import sharp from 'sharp';

const FONTS = [
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
];
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

function text(x, y, size, content, { font, fill, anchor = 'middle', weight = 'normal', spacing = 0, italic = false }) {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ''} letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(content)}</text>`;
}

/** One label as SVG, in one of four layouts. */
function labelSvg(wine, region, spec) {
  const { W, H, layout, font, font2, palette: p, vintage, est, abv } = spec;
  const producer = layout === 2 ? wine.producer : wine.producer.toUpperCase();
  const cx = W / 2;
  const parts = [`<rect width="${W}" height="${H}" fill="${p.bg}"/>`];
  // producer size fitted to the label's width (about 0.6 em per letter)
  const fit = (s, max, share = 0.86) => Math.min(max, Math.floor((W * share) / Math.max(4, s.length * 0.62)));
  const small = Math.max(15, Math.round(W / 38));
  const smallPrint = [`${abv}% alc/vol`, '750 mL'];
  if (layout === 0) {
    parts.push(`<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${p.accent}" stroke-width="3"/>`);
    parts.push(text(cx, H * 0.2, fit(producer, 86), producer, { font, fill: p.ink, weight: 'bold', spacing: 2 }));
    if (est) parts.push(text(cx, H * 0.27, small + 2, `Est. ${est}`, { font: font2, fill: p.accent, italic: true }));
    parts.push(text(cx, H * 0.42, fit(wine.wineName, 54), wine.wineName, { font, fill: p.ink }));
    if (vintage) parts.push(text(cx, H * 0.56, Math.round(W / 11), vintage, { font, fill: p.accent, weight: 'bold' }));
    parts.push(text(cx, H * 0.68, small + 6, region, { font: font2, fill: p.ink }));
    parts.push(text(cx, H * 0.74, small, 'Product of Australia', { font: font2, fill: p.ink }));
    parts.push(text(W * 0.25, H * 0.9, small, smallPrint[0], { font: font2, fill: p.ink }));
    parts.push(text(W * 0.75, H * 0.9, small, smallPrint[1], { font: font2, fill: p.ink }));
  } else if (layout === 1) {
    parts.push(`<rect x="0" y="0" width="${W}" height="${H * 0.08}" fill="${p.accent}"/>`);
    if (vintage)
      parts.push(
        text(W * 0.08, H * 0.2, Math.round(W / 12), vintage, { font: font2, fill: p.accent, anchor: 'start', weight: 'bold' }),
      );
    parts.push(text(W * 0.08, H * 0.36, fit(producer, 80), producer, { font, fill: p.ink, anchor: 'start', weight: 'bold' }));
    parts.push(text(W * 0.08, H * 0.47, fit(wine.wineName, 48), wine.wineName, { font: font2, fill: p.ink, anchor: 'start' }));
    parts.push(`<rect x="${W * 0.08}" y="${H * 0.52}" width="${W * 0.3}" height="4" fill="${p.accent}"/>`);
    parts.push(
      text(W * 0.08, H * 0.62, small + 6, region.toUpperCase(), { font: font2, fill: p.ink, anchor: 'start', spacing: 2 }),
    );
    if (est) parts.push(text(W * 0.08, H * 0.8, small, `Established ${est}`, { font: font2, fill: p.ink, anchor: 'start' }));
    parts.push(
      text(W * 0.08, H * 0.88, small, `${smallPrint[0]}   ${smallPrint[1]}`, { font: font2, fill: p.ink, anchor: 'start' }),
    );
  } else if (layout === 2) {
    // a brand-led label: the wine's name is the largest print, the producer smaller above it
    parts.push(`<circle cx="${cx}" cy="${H * 0.17}" r="${W * 0.09}" fill="none" stroke="${p.accent}" stroke-width="4"/>`);
    parts.push(text(cx, H * 0.355, fit(producer, 50), producer, { font: font2, fill: p.accent, spacing: 1 }));
    parts.push(text(cx, H * 0.5, fit(wine.wineName, 74), wine.wineName, { font, fill: p.ink, weight: 'bold' }));
    parts.push(text(cx, H * 0.6, small + 8, region, { font: font2, fill: p.ink, italic: true }));
    if (vintage) parts.push(text(cx, H * 0.74, Math.round(W / 13), `Vintage ${vintage}`, { font, fill: p.ink }));
    if (est) parts.push(text(cx, H * 0.82, small, `Family owned since ${est}`, { font: font2, fill: p.ink }));
    parts.push(text(cx, H * 0.92, small, `${smallPrint[1]}  ·  ${smallPrint[0]}`, { font: font2, fill: p.ink }));
  } else {
    // banner: producer on a band, vintage in a box
    parts.push(`<rect x="0" y="${H * 0.1}" width="${W}" height="${H * 0.16}" fill="${p.accent}"/>`);
    parts.push(text(cx, H * 0.215, fit(producer, 70), producer, { font, fill: p.bg, weight: 'bold', spacing: 1 }));
    parts.push(text(cx, H * 0.4, fit(wine.wineName, 52), wine.wineName, { font, fill: p.ink }));
    if (vintage) {
      parts.push(
        `<rect x="${cx - W * 0.16}" y="${H * 0.46}" width="${W * 0.32}" height="${H * 0.11}" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
      );
      parts.push(text(cx, H * 0.54, Math.round(W / 13), vintage, { font: font2, fill: p.ink, weight: 'bold' }));
    }
    parts.push(
      text(cx, H * 0.67, small + 4, `${region} · South-eastern Australia`.replace(' · South-eastern Australia', ''), {
        font: font2,
        fill: p.ink,
      }),
    );
    if (est) parts.push(text(cx, H * 0.76, small + 2, `EST ${est}`, { font: font2, fill: p.accent, spacing: 3 }));
    parts.push(
      text(cx, H * 0.9, small - 1, `Wine of Australia  ${smallPrint[0]}  ${smallPrint[1]}`, { font: font2, fill: p.ink }),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

async function addNoise(png, amount, rand) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + (rand() - 0.5) * 2 * amount));
  return sharp(data, { raw: info }).png().toBuffer();
}

/** The label on a dark glass bottle, cropped to the bottle's shape. */
async function onBottle(label, W, H) {
  const BW = Math.round(W * 1.25);
  const BH = Math.round(H * 1.5);
  const bottle = `<svg xmlns="http://www.w3.org/2000/svg" width="${BW}" height="${BH}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0d1a10"/><stop offset="0.45" stop-color="#2c4a31"/><stop offset="1" stop-color="#0a140c"/></linearGradient></defs>
    <rect width="${BW}" height="${BH}" fill="#b9b2a6"/>
    <path d="M ${BW * 0.38} 0 L ${BW * 0.62} 0 L ${BW * 0.62} ${BH * 0.1} Q ${BW} ${BH * 0.16} ${BW} ${BH * 0.3} L ${BW} ${BH} L 0 ${BH} L 0 ${BH * 0.3} Q 0 ${BH * 0.16} ${BW * 0.38} ${BH * 0.1} Z" fill="url(#g)"/>
  </svg>`;
  return sharp(Buffer.from(bottle))
    .composite([{ input: label, left: Math.round((BW - W) / 2), top: Math.round(BH * 0.34) }])
    .png()
    .toBuffer();
}

/**
 * The label wrapped round a bottle seen head-on: equal arcs of the label project to strips
 * narrowing towards the edges (width ∝ cos θ), and the glass's curve darkens the sides.
 */
async function wrapOnCylinder(label, W, H, maxAngle = 1.0) {
  const STRIPS = 28;
  const arc = W / STRIPS;
  const pieces = [];
  let x = 0;
  for (let i = 0; i < STRIPS; i++) {
    const theta = -maxAngle + ((i + 0.5) / STRIPS) * 2 * maxAngle;
    const width = Math.max(1, Math.round(arc * Math.cos(theta)));
    const strip = await sharp(label)
      .extract({ left: Math.round(i * arc), top: 0, width: Math.min(Math.round(arc), W - Math.round(i * arc)), height: H })
      .resize({ width, height: H, fit: 'fill' })
      .toBuffer();
    pieces.push({ input: strip, left: x, top: 0 });
    x += width;
  }
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${x}" height="${H}"><defs><linearGradient id="s" x1="0" x2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#000" stop-opacity="0.08"/>
    <stop offset="0.45" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.7" stop-color="#000" stop-opacity="0.1"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs><rect width="${x}" height="${H}" fill="url(#s)"/></svg>`;
  pieces.push({ input: Buffer.from(shade), left: 0, top: 0 });
  return sharp({ create: { width: x, height: H, channels: 3, background: '#000' } })
    .composite(pieces)
    .png()
    .toBuffer();
}

/**
 * A phone photo of a bottle on a table: the wrapped label on dark glass in a 1600 px frame with a
 * cluttered warm background, dim light (lower contrast, colour cast) and sensor noise.
 */
async function inScene(label, W, H, rand) {
  const wrapped = await wrapOnCylinder(label, W, H, 0.8 + rand() * 0.4);
  const { width: LW } = await sharp(wrapped).metadata();
  const SW = 1600;
  const SH = 1200;
  // the label fills 35-55% of the frame's width, as in a photo taken across a table
  const scale = Math.min((SW * (0.35 + rand() * 0.2)) / LW, (SH * 0.9) / H);
  const lw = Math.round(LW * scale);
  const lh = Math.round(H * scale);
  const labelImg = await sharp(wrapped).resize({ width: lw, height: lh, fit: 'fill' }).toBuffer();
  const bx = Math.round((SW - lw) / 2 + (rand() - 0.5) * 200);
  const by = Math.round(Math.max(20, (SH - lh) / 2 + (rand() - 0.5) * 120));
  const clutter = Array.from({ length: 14 }, () => {
    const cx = Math.round(rand() * SW);
    const cy = Math.round(rand() * SH);
    const r = Math.round(30 + rand() * 160);
    const tone = Math.round(60 + rand() * 120);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="rgb(${tone + 30},${tone},${tone - 30})" opacity="0.5"/>`;
  }).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${SH}">
    <defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2f25"/><stop offset="0.62" stop-color="#5a4636"/><stop offset="0.63" stop-color="#8b6b4a"/><stop offset="1" stop-color="#6e5238"/></linearGradient></defs>
    <rect width="${SW}" height="${SH}" fill="url(#t)"/>${clutter}
    <rect x="${bx - lw * 0.12}" y="0" width="${lw * 1.24}" height="${SH}" rx="${lw * 0.3}" fill="#0f1f14"/>
  </svg>`;
  const photo = await sharp(Buffer.from(scene))
    .composite([{ input: labelImg, left: bx, top: by }])
    // dim, warm indoor light: lower contrast and a yellow cast
    .linear([0.78, 0.72, 0.6], [18, 14, 6])
    .png()
    .toBuffer();
  return photo;
}

/**
 * Renders `count` labels from `wines` (catalogue entries) and `regionName(id)`.
 * Returns [{ name, image (Buffer), truth: { wineId, producer, vintage|null }, treatments }].
 */
export async function renderLabels(wines, regionName, { count = 44, seed = 20261123, scene = false } = {}) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const step = Math.max(1, Math.floor(wines.length / count));
  const out = [];
  for (let i = 0; i < count; i++) {
    const wine = wines[(i * step + Math.floor(rand() * step)) % wines.length];
    const dark = i % 3 === 2;
    const W = 560 + Math.round(rand() * 340);
    const spec = {
      W,
      H: Math.round(W * (1.15 + rand() * 0.3)),
      layout: i % 4,
      font: pick(FONTS),
      font2: pick(FONTS),
      palette: pick(dark ? DARK : LIGHT),
      // most labels print a vintage; fortified and NV ones often do not
      vintage: i % 9 === 4 ? null : String(2004 + Math.floor(rand() * 20)),
      est: rand() < 0.45 ? String(1837 + Math.floor(rand() * 150)) : null,
      abv: wine.abv,
    };
    let png = await sharp(Buffer.from(labelSvg(wine, regionName(wine.regionId), spec)))
      .png()
      .toBuffer();
    const treatments = [dark ? 'dark' : 'light', `layout${spec.layout}`, spec.font];
    if (scene) {
      // real-looking photos: every label wrapped on a bottle in a dim, cluttered scene
      png = await inScene(png, spec.W, spec.H, rand);
      treatments.push('scene');
      const angle = Math.round((rand() * 16 - 8) * 10) / 10;
      if (angle) {
        png = await sharp(png).rotate(angle, { background: '#3b2f25' }).png().toBuffer();
        treatments.push(`rot${angle}`);
      }
      if (i % 2 === 0) {
        const sigma = 0.8 + rand() * 0.8;
        png = await sharp(png).blur(sigma).png().toBuffer();
        treatments.push(`blur${sigma.toFixed(1)}`);
      }
      png = await addNoise(png, 10, rand);
      const quality = 55 + Math.round(rand() * 30);
      out.push({
        name: `scene-${String(i).padStart(2, '0')}-${wine.id}`,
        image: await sharp(png).jpeg({ quality }).toBuffer(),
        truth: { wineId: wine.id, producer: wine.producer, vintage: spec.vintage ? Number(spec.vintage) : null },
        treatments: [...treatments, 'noise', `jpeg${quality}`],
      });
      continue;
    }
    if (i % 5 === 3) {
      png = await onBottle(png, spec.W, spec.H);
      treatments.push('bottle');
    }
    const angle = Math.round((rand() * 20 - 10) * 10) / 10;
    if (i % 2 === 0 && angle) {
      png = await sharp(png).rotate(angle, { background: '#8a8275' }).png().toBuffer();
      treatments.push(`rot${angle}`);
    }
    if (i % 4 === 1) {
      const sigma = 0.6 + rand() * 0.8;
      png = await sharp(png).blur(sigma).png().toBuffer();
      treatments.push(`blur${sigma.toFixed(1)}`);
    }
    if (i % 3 === 1) {
      png = await addNoise(png, 18, rand);
      treatments.push('noise');
    }
    let image = png;
    if (i % 2 === 1) {
      const quality = 35 + Math.round(rand() * 50);
      image = await sharp(png).jpeg({ quality }).toBuffer();
      treatments.push(`jpeg${quality}`);
    }
    out.push({
      name: `label-${String(i).padStart(2, '0')}-${wine.id}`,
      image,
      truth: { wineId: wine.id, producer: wine.producer, vintage: spec.vintage ? Number(spec.vintage) : null },
      treatments,
    });
  }
  return out;
}

export { labelSvg };
