// How the fourth label set's bottles are photographed (render-fourth-labels.mjs), written apart from
// photo.mjs and third-photo.mjs: the label round a bottle of its own shape, a neck label on the neck
// when the design has one, and five photos: nearly straight on, a strongly curved bottle lit from
// the side, a second bottle partly in the frame, a shop shelf with price tags, warm dim light.
import sharp from 'sharp';

export const FOURTH_PHOTOS = ['straight', 'curved', 'second-bottle', 'shelf-tags', 'warm-dim'];

/** The label round a cylinder: `arc` radians of it face the camera, lit from `light` (-1 left .. 1 right). */
async function onCylinder(png, arc, light) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = info;
  const R = W / arc;
  const OW = Math.round(2 * R * Math.sin(arc / 2));
  const out = Buffer.alloc(OW * H * 3);
  for (let x = 0; x < OW; x++) {
    const s = (x - OW / 2) / R;
    const th = Math.asin(Math.max(-1, Math.min(1, s)));
    const u = Math.min(W - 1, Math.max(0, Math.round((th / arc + 0.5) * (W - 1))));
    const shade = Math.max(0.3, 0.5 + 0.42 * Math.cos(th) + 0.12 * light * s);
    for (let y = 0; y < H; y++) {
      const o = (y * OW + x) * 3;
      const i = (y * W + u) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = Math.min(255, data[i + c] * shade);
    }
  }
  return {
    png: await sharp(out, { raw: { width: OW, height: H, channels: 3 } })
      .png()
      .toBuffer(),
    width: OW,
    height: H,
  };
}

/** A bottle (PNG) carrying the label, and the neck label when given; `glass` its colour. */
export async function bottle(label, { arc = 1.5, light = 0, neck = null, glass = '#213526' } = {}) {
  const body = await onCylinder(label, arc, light);
  const BW = Math.round(body.width * 1.12);
  const NW = Math.round(BW * 0.34);
  const neckH = Math.round(body.height * 0.95);
  const shoulder = Math.round(body.height * 0.22);
  const top = neckH + shoulder;
  const BH = top + Math.round(body.height * 1.18);
  const x0 = (BW - NW) / 2;
  const shape = `M ${x0} ${neckH} C ${x0} ${neckH + shoulder * 0.6} 0 ${neckH + shoulder * 0.4} 0 ${top} L 0 ${BH} L ${BW} ${BH} L ${BW} ${top} C ${BW} ${neckH + shoulder * 0.4} ${x0 + NW} ${neckH + shoulder * 0.6} ${x0 + NW} ${neckH} Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BW}" height="${BH}"><defs>
    <linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.7" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>
    <rect x="${x0}" y="0" width="${NW}" height="${neckH + 4}" fill="${glass}"/>
    <rect x="${x0 - 3}" y="0" width="${NW + 6}" height="${Math.round(neckH * 0.3)}" fill="#5a1420"/>
    <path d="${shape}" fill="${glass}"/><path d="${shape}" fill="url(#s)"/><rect x="${x0}" y="0" width="${NW}" height="${neckH}" fill="url(#s)"/></svg>`;
  const layers = [{ input: body.png, left: Math.round((BW - body.width) / 2), top: top + Math.round(body.height * 0.08) }];
  if (neck) {
    const n = await sharp(neck)
      .resize({ width: Math.round(NW * 1.15) })
      .png()
      .toBuffer();
    const wrapped = await onCylinder(n, 2.2, light);
    layers.push({ input: wrapped.png, left: Math.round((BW - wrapped.width) / 2), top: Math.round(neckH * 0.42) });
  }
  const png = await sharp(Buffer.from(svg)).composite(layers).png().toBuffer();
  // where the label sits, as a share of the bottle's height (the frame is cut to it)
  return { png, BW, BH, labelTop: (top + body.height * 0.08) / BH, labelBottom: (top + body.height * 1.08) / BH };
}

/** Items (bottle PNGs with a centre x, a top y and a height in canvas pixels) on a backdrop, cut by the frame. */
async function compose(CW, CH, backdrop, items, overlay = '') {
  const layers = [];
  for (const it of items) {
    const img = await sharp(it.png)
      .resize({ height: Math.round(it.h) })
      .png()
      .toBuffer();
    const { width, height } = await sharp(img).metadata();
    const left = Math.round(it.x - width / 2);
    const top = Math.round(it.y);
    const cutL = Math.max(0, -left);
    const cutT = Math.max(0, -top);
    const w = Math.min(width - cutL, CW - Math.max(0, left));
    const h = Math.min(height - cutT, CH - Math.max(0, top));
    if (w <= 0 || h <= 0) continue;
    layers.push({
      input: await sharp(img).extract({ left: cutL, top: cutT, width: w, height: h }).toBuffer(),
      left: Math.max(0, left),
      top: Math.max(0, top),
    });
  }
  if (overlay)
    layers.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}">${overlay}</svg>`),
      left: 0,
      top: 0,
    });
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}">${backdrop}</svg>`))
    .composite(layers)
    .png()
    .toBuffer();
}

/** A shelf edge's price tag: a price, sometimes an offer or a was-price, and a barcode's digits. */
function priceTag(x, y, w, rand) {
  const dollars = 14 + Math.floor(rand() * 60);
  const offer = ['2 for $' + (dollars * 2 - 6), `WAS $${dollars + 6}.99`, 'SAVE $5', 'Member price'][Math.floor(rand() * 4)];
  const code = `9 3${String(Math.floor(rand() * 1e5)).padStart(5, '0')} ${String(Math.floor(rand() * 1e6)).padStart(6, '0')}`;
  return `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${w * 0.62}" fill="#fffbe6" stroke="#d33" stroke-width="3"/>
    <text x="${x}" y="${y + w * 0.25}" font-family="Liberation Sans" font-weight="bold" font-size="${w * 0.22}" text-anchor="middle" fill="#c00">$${dollars}.99</text>
    <text x="${x}" y="${y + w * 0.4}" font-family="Liberation Sans" font-size="${w * 0.1}" text-anchor="middle" fill="#333">${offer}</text>
    <text x="${x}" y="${y + w * 0.54}" font-family="DejaVu Sans Mono" font-size="${w * 0.075}" text-anchor="middle" fill="#333">${code}</text>`;
}

/**
 * One photo of `main` (a bottle()) with `others` (neighbour bottles) for the photos that show them.
 * `showNeck`: the frame takes in the neck (its label carries the year). Answers a JPEG.
 */
export async function photograph(main, others, photo, rand, { showNeck = false } = {}) {
  // the frame: the label (and the neck when it carries print) with a margin, the bottle 0.9-1.1 of its height
  const from = showNeck ? 0.04 : main.labelTop - 0.08;
  // (on a shelf, down to the shelf's edge and its tags under the label)
  const to = photo === 'shelf-tags' ? 1.13 : Math.min(1, main.labelBottom + 0.06);
  const CH = 1500;
  const h = CH / (to - from);
  const bw = (h * main.BW) / main.BH;
  const CW = Math.round(photo === 'shelf-tags' ? bw * 3.4 : bw * (1.7 + rand() * 0.4));
  const y = -from * h;
  const wall = ['#e4dfd4', '#cdd3d6', '#d9ccb4', '#3b3a38'][Math.floor(rand() * 4)];
  let backdrop = `<rect width="${CW}" height="${CH}" fill="${wall}"/>`;
  const items = [];
  let overlay = '';
  if (photo === 'second-bottle') {
    // a neighbour cut by the frame's edge, a little nearer the camera
    const side = rand() < 0.5 ? -1 : 1;
    const visible = 0.35 + rand() * 0.25;
    items.push({
      png: others[0].png,
      h: h * 1.04,
      x: side < 0 ? -bw * (0.5 - visible) : CW + bw * (0.5 - visible),
      y: y - h * 0.02,
    });
  }
  if (photo === 'shelf-tags') {
    // the shelf's edge along the frame's foot, its tags on it under the three nearest bottles
    backdrop += `<rect y="${y + h * 0.995}" width="${CW}" height="${CH}" fill="#6f5b43"/>`;
    const xs = [CW / 2 - bw * 1.08, CW / 2 + bw * 1.08, -bw * 0.1, CW + bw * 0.1];
    others.slice(0, 4).forEach((o, k) => {
      const oh = h * (0.96 + rand() * 0.05);
      items.push({ png: o.png, h: oh, x: xs[k], y: y + h - oh });
    });
    overlay = [CW / 2 - bw * 1.08, CW / 2, CW / 2 + bw * 1.08].map((x) => priceTag(x, y + h * 1.01, bw * 0.5, rand)).join('');
  }
  items.push({ png: main.png, h, x: CW / 2 + (rand() - 0.5) * bw * 0.1, y });
  let shot = sharp(await compose(CW, CH, backdrop, items, overlay));
  if (photo === 'straight') {
    const angle = (rand() - 0.5) * 8;
    shot = sharp(await shot.rotate(angle, { background: wall }).png().toBuffer());
  }
  if (photo === 'warm-dim') {
    const { data, info } = await shot
      .linear([0.55, 0.45, 0.3], [10, 6, 0])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let k = 0; k < data.length; k++) data[k] = Math.max(0, Math.min(255, data[k] + (rand() - 0.5) * 30));
    shot = sharp(data, { raw: info }).blur(0.8);
  }
  return shot.jpeg({ quality: 84 }).toBuffer();
}
