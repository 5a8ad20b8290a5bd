// How the third held-out set's bottles are photographed (chosen apart from photo.mjs): the label
// wrapped round a glass cylinder with its own shading, a foil capsule that may carry the year, and
// the frame around it: a hand, a phone's sideways JPEG with an EXIF tag, tungsten light, a view
// from above, a second bottle beside it, a shelf with a shelf talker. Pure pixel work with sharp.
import sharp from 'sharp';
import { project } from '../menus/third-photo.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The label as a cylinder shows it: compressed and darker towards both edges. */
async function cylinder(png, W, H) {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const A = 1.7; // the arc the label covers, in radians
  const R = W / A;
  const OW = Math.round(2 * R * Math.sin(A / 2));
  const out = Buffer.alloc(OW * H * 3);
  for (let x = 0; x < OW; x++) {
    const th = Math.asin(Math.max(-1, Math.min(1, (x - OW / 2) / R)));
    const u = Math.min(W - 1, Math.max(0, Math.round((th + A / 2) * R)));
    const shade = 0.62 + 0.38 * Math.cos(th);
    for (let y = 0; y < H; y++) {
      const o = (y * OW + x) * 3;
      const i = (y * W + u) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = data[i + c] * shade;
    }
  }
  return {
    png: await sharp(out, { raw: { width: OW, height: H, channels: 3 } })
      .png()
      .toBuffer(),
    width: OW,
  };
}

/** A bottle with the label on it; `foil` a year on the capsule (null: 'NV'; undefined: a plain capsule). */
async function bottle(label, W, H, foil, glass = '#1f3324') {
  const { png, width } = await cylinder(label, W, H);
  const BW = Math.round(width * 1.14);
  const neckW = Math.round(BW * 0.36);
  const top = Math.round(H * 1.05);
  const BH = top + Math.round(H * 1.2);
  const body = `M ${(BW - neckW) / 2} ${top * 0.85} Q 0 ${top * 0.95} 0 ${top + H * 0.15} L 0 ${BH} L ${BW} ${BH} L ${BW} ${top + H * 0.15} Q ${BW} ${top * 0.95} ${(BW + neckW) / 2} ${top * 0.85} Z`;
  const foilText =
    foil === undefined
      ? ''
      : `<text x="${BW / 2}" y="${Math.round(top * 0.2)}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(neckW * 0.24)}" text-anchor="middle" fill="#e8c872">${esc(foil ?? 'NV')}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BW}" height="${BH}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient><linearGradient id="f" x1="0" x2="1"><stop offset="0" stop-color="#2a0d12"/><stop offset="0.4" stop-color="#6e2431"/><stop offset="1" stop-color="#1c070b"/></linearGradient></defs>
  <rect x="${(BW - neckW) / 2}" y="0" width="${neckW}" height="${top}" fill="${glass}"/>
  <rect x="${(BW - neckW) / 2 - 2}" y="0" width="${neckW + 4}" height="${Math.round(top * 0.34)}" fill="url(#f)"/>${foilText}
  <path d="${body}" fill="${glass}"/><path d="${body}" fill="url(#g)"/>
  <rect x="${(BW - neckW) / 2}" y="${Math.round(top * 0.34)}" width="${neckW}" height="${top}" fill="url(#g)"/></svg>`;
  const img = await sharp(Buffer.from(svg))
    .composite([{ input: png, left: Math.round((BW - width) / 2), top: top + Math.round(H * 0.1) }])
    .png()
    .toBuffer();
  return { png: img, BW, BH };
}

/** Places bottles (scaled) on a backdrop; answers the PNG. */
async function scene(CW, CH, bg, items, extra = '') {
  const layers = [];
  for (const it of items) {
    const h = Math.round(CH * it.scale);
    let img = await sharp(it.png).resize({ height: h }).png().toBuffer();
    if (it.blur) img = await sharp(img).blur(it.blur).png().toBuffer();
    const m = await sharp(img).metadata();
    const left = Math.round(it.x - m.width / 2);
    const cropL = Math.max(0, -left);
    const visW = Math.min(m.width - cropL, CW - Math.max(0, left));
    const topY = Math.round(it.y);
    const cropT = Math.max(0, -topY);
    const visH = Math.min(m.height - cropT, CH - Math.max(0, topY));
    if (visW <= 0 || visH <= 0) continue;
    layers.push({
      input: await sharp(img).extract({ left: cropL, top: cropT, width: visW, height: visH }).toBuffer(),
      left: Math.max(0, left),
      top: Math.max(0, topY),
    });
  }
  const base = `<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}"><rect width="${CW}" height="${CH}" fill="${bg}"/></svg>`;
  if (extra)
    layers.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}">${extra}</svg>`),
      left: 0,
      top: 0,
    });
  return sharp(Buffer.from(base)).composite(layers).png().toBuffer();
}

/**
 * Photographs one label: `front` on a bottle (with `foil`), the back label's bottle beside it when
 * given, `other` a neighbour's label for the photos that show one. Answers the JPEG.
 */
export async function photographBottle(front, W, H, photo, rand, { foil, back = null, other }) {
  const main = await bottle(front, W, H, foil);
  const CW = Math.round(main.BW * (back ? 3.2 : 2.2));
  // the label, not the whole bottle, fills most of the frame: the neck's top is cut off, unless
  // the year is on the capsule
  const keep = foil === undefined ? 0.78 : 1;
  const CH = Math.round(main.BH * keep);
  const y = -main.BH * (1 - keep) - (foil === undefined ? main.BH * 0.06 : 0);
  const items = [{ png: main.png, scale: 1.0 / keep, x: back ? CW * 0.33 : CW / 2, y }];
  if (back) {
    const bm = await sharp(back).metadata();
    const b = await bottle(back, bm.width, bm.height, undefined);
    items.push({ png: b.png, scale: 0.95 / keep, x: CW * 0.74, y: y + CH * 0.04 });
  }
  let extra = '';
  let bg = ['#e9e4da', '#cfd6d8', '#d8cbb5'][Math.floor(rand() * 3)];
  if (photo === 'beside-bottle' || photo === 'shelf-talker') {
    const om = await sharp(other).metadata();
    const o = await bottle(other, om.width, om.height, undefined, '#2b1a12');
    const side = back ? CW * 0.02 : rand() < 0.5 ? CW * 0.1 : CW * 0.9;
    items.unshift(
      photo === 'beside-bottle'
        ? { png: o.png, scale: 0.8 / keep, x: side, y: y + CH * 0.12, blur: 1.2 }
        : { png: o.png, scale: 1.0 / keep, x: side < CW / 2 ? -CW * 0.02 : CW * 1.02, y },
    );
    if (photo === 'shelf-talker') {
      bg = '#d9d2c3';
      const tx = back ? CW * 0.55 : CW * (side < CW / 2 ? 0.72 : 0.06);
      const tw = CW * 0.22;
      const ty = CH * 0.66;
      extra = `<rect x="0" y="${CH * 0.9}" width="${CW}" height="${CH * 0.1}" fill="#7d6a50"/><rect x="${tx}" y="${ty}" width="${tw}" height="${CH * 0.22}" fill="#fff8c4" stroke="#c22" stroke-width="4"/>
        <text x="${tx + tw / 2}" y="${ty + CH * 0.05}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(tw * 0.11)}" text-anchor="middle" fill="#c22">STAFF PICK</text>
        <text x="${tx + tw / 2}" y="${ty + CH * 0.1}" font-family="DejaVu Sans" font-size="${Math.round(tw * 0.08)}" text-anchor="middle" fill="#222">Great with lamb</text>
        <text x="${tx + tw / 2}" y="${ty + CH * 0.16}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(tw * 0.13)}" text-anchor="middle" fill="#222">$24.99</text>
        <text x="${tx + tw / 2}" y="${ty + CH * 0.2}" font-family="DejaVu Sans" font-size="${Math.round(tw * 0.075)}" text-anchor="middle" fill="#c22">2 for $45 · Best Buy 2024</text>`;
    }
  }
  if (photo === 'hand-held') {
    // fingers across the label's lower left, a thumb on the right
    const cx = items[0].x;
    const lw = CH * 0.5;
    const skin = ['#e2b393', '#c48a66', '#8a5a3c'][Math.floor(rand() * 3)];
    extra = [0, 1, 2, 3]
      .map(
        (f) =>
          `<rect x="${cx - lw * 0.75}" y="${CH * (0.8 + f * 0.045)}" width="${lw * 0.55}" height="${CH * 0.038}" rx="${CH * 0.019}" fill="${skin}"/>`,
      )
      .join('');
    extra += `<ellipse cx="${cx + lw * 0.5}" cy="${CH * 0.86}" rx="${lw * 0.09}" ry="${CH * 0.06}" fill="${skin}"/>`;
  }
  let png = await scene(CW, CH, bg, items, extra);
  if (photo === 'tungsten') {
    png = await sharp(png).linear([0.62, 0.5, 0.32], [14, 8, 0]).png().toBuffer();
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let k = 0; k < data.length; k++) data[k] = Math.max(0, Math.min(255, data[k] + (rand() - 0.5) * 26));
    return sharp(data, { raw: info }).jpeg({ quality: 76 }).toBuffer();
  }
  if (photo === 'from-above') {
    // the camera above the bottle: the label's top nearer (wider) than its bottom
    const k = 0.07 + rand() * 0.05;
    const shot = await project(
      png,
      CW,
      CH,
      [
        [0, 0],
        [CW, 0],
        [CW * (1 - k), CH * 0.9],
        [CW * k, CH * 0.9],
      ],
      CW,
      Math.round(CH * 0.9),
      [200, 196, 188],
    );
    return sharp(shot).jpeg({ quality: 84 }).toBuffer();
  }
  if (photo === 'exif-rotated') {
    const turn = rand() < 0.5 ? [270, 6] : [90, 8];
    return sharp(png).rotate(turn[0]).withMetadata({ orientation: turn[1] }).jpeg({ quality: 85 }).toBuffer();
  }
  return sharp(png).jpeg({ quality: 86 }).toBuffer();
}
