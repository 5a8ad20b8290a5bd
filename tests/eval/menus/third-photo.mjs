// How the third held-out set's lists are photographed (chosen apart from wild-photo.mjs): a 12 MP
// phone photo flat on a table, a board shot from below (keystone: the near, lower edge wider), a
// phone JPEG stored on its side with an EXIF orientation tag, candle light (warm, dim, a vignette
// and a hot spot), a page folded across the middle, a shaken hand (motion blur). Pure pixel work.
import sharp from 'sharp';

export const THIRD_PHOTOS = ['flat-phone', 'from-below', 'exif-rotated', 'candle-light', 'folded', 'shaken'];

/** Solves the 8 unknowns of the projective map taking `src` corners to `dst` corners. */
function solveProjective(src, dst) {
  const M = [];
  for (let k = 0; k < 4; k++) {
    const [x, y] = src[k];
    const [u, v] = dst[k];
    M.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    M.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let best = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(M[r][c]) > Math.abs(M[best][c])) best = r;
    [M[c], M[best]] = [M[best], M[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let k = c; k < 9; k++) M[r][k] -= f * M[c][k];
    }
  }
  return [...M.map((row, i) => row[8] / row[i]), 1];
}

/** The page seen with its corners at `corners` (TL, TR, BR, BL) on an OW × OH frame of `backdrop`. */
export async function project(png, W, H, corners, OW, OH, backdrop) {
  const { data: src } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // from the frame back to the page
  const h = solveProjective(corners, [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ]);
  const out = Buffer.alloc(OW * OH * 3);
  for (let Y = 0; Y < OH; Y++)
    for (let X = 0; X < OW; X++) {
      const d = h[6] * X + h[7] * Y + 1;
      const u = (h[0] * X + h[1] * Y + h[2]) / d;
      const v = (h[3] * X + h[4] * Y + h[5]) / d;
      const o = (Y * OW + X) * 3;
      if (u < 0 || v < 0 || u >= W - 1 || v >= H - 1) {
        out[o] = backdrop[0];
        out[o + 1] = backdrop[1];
        out[o + 2] = backdrop[2];
        continue;
      }
      const iu = u | 0;
      const iv = v | 0;
      const fu = u - iu;
      const fv = v - iv;
      const a = (iv * W + iu) * 3;
      const b = a + W * 3;
      for (let c = 0; c < 3; c++)
        out[o + c] =
          (src[a + c] * (1 - fu) + src[a + 3 + c] * fu) * (1 - fv) + (src[b + c] * (1 - fu) + src[b + 3 + c] * fu) * fv;
    }
  return sharp(out, { raw: { width: OW, height: OH, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Multiplies the picture by a warm tint, a vignette and a hot spot, and adds sensor noise. */
async function candle(png, rand) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const hx = w * (0.3 + rand() * 0.4);
  const hy = h * (0.2 + rand() * 0.5);
  const gain = 0.45 + rand() * 0.15;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const dx = (x - w / 2) / (w / 2);
      const dy = (y - h / 2) / (h / 2);
      const vignette = Math.max(0.35, 1 - 0.45 * (dx * dx + dy * dy));
      const spot = 0.35 * Math.exp(-(((x - hx) / (w * 0.18)) ** 2 + ((y - hy) / (h * 0.12)) ** 2));
      const f = gain * vignette + spot;
      const o = (y * w + x) * 3;
      const n = (rand() - 0.5) * 22;
      data[o] = Math.max(0, Math.min(255, data[o] * f * 1.12 + n));
      data[o + 1] = Math.max(0, Math.min(255, data[o + 1] * f * 0.92 + n));
      data[o + 2] = Math.max(0, Math.min(255, data[o + 2] * f * 0.62 + n));
    }
  return sharp(data, { raw: info }).png({ compressionLevel: 1 }).toBuffer();
}

/** Folded across the middle: the lower half turned a little, a shadow along the crease. */
async function folded(png, W, H, rand) {
  const crease = Math.round(H * (0.45 + rand() * 0.1));
  const top = await sharp(png).extract({ left: 0, top: 0, width: W, height: crease }).toBuffer();
  const lowerH = H - crease;
  const angle = (rand() < 0.5 ? -1 : 1) * (0.5 + rand() * 0.7);
  const lower = await sharp(png)
    .extract({ left: 0, top: crease, width: W, height: lowerH })
    .rotate(angle, { background: '#5d4a38' })
    .resize(W, Math.round(lowerH * 0.93), { fit: 'fill' })
    .toBuffer();
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect x="0" y="${crease - 18}" width="${W}" height="36" fill="url(#g)"/></svg>`,
  );
  return sharp({ create: { width: W, height: H, channels: 3, background: '#5d4a38' } })
    .composite([
      { input: top, left: 0, top: 0 },
      { input: lower, left: 0, top: crease },
      { input: shadow, left: 0, top: 0 },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Photographs one rendered page; answers the JPEG a member would upload. */
export async function photographThird(png, W, H, photo, rand) {
  const table = [70 + rand() * 50, 58 + rand() * 30, 44 + rand() * 20].map(Math.round);
  if (photo === 'flat-phone') {
    const pad = Math.round(W * 0.06);
    const turned = await sharp(png)
      .rotate((rand() - 0.5) * 2.4, { background: { r: table[0], g: table[1], b: table[2] } })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: table[0], g: table[1], b: table[2] } })
      .toBuffer();
    const portrait = H >= W;
    return sharp(turned)
      .resize(portrait ? 3000 : 4000, portrait ? 4000 : 3000, {
        fit: 'contain',
        background: { r: table[0], g: table[1], b: table[2] },
      })
      .jpeg({ quality: 86 })
      .toBuffer();
  }
  if (photo === 'from-below') {
    // looking up: the top edge further away (narrower), the page leaning a little
    const m = 0.07;
    const OW = Math.round(W * (1 + 2 * m));
    const OH = Math.round(H * (1 + 2 * m));
    const k = 0.08 + rand() * 0.08;
    const lean = (rand() - 0.5) * W * 0.05;
    const x0 = W * m;
    const y0 = H * m;
    const corners = [
      [x0 + W * k + lean, y0 + H * 0.05],
      [x0 + W * (1 - k) + lean, y0 + H * 0.05 + (rand() - 0.5) * H * 0.02],
      [x0 + W, y0 + H],
      [x0, y0 + H],
    ];
    const shot = await project(png, W, H, corners, OW, OH, table);
    return sharp(shot).jpeg({ quality: 84 }).toBuffer();
  }
  if (photo === 'exif-rotated') {
    // a phone held upright stores the picture on its side and says so in EXIF (orientation 6)
    const big = await sharp(png)
      .resize({ height: H >= W ? 3600 : 2700 })
      .toBuffer();
    return sharp(big).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
  }
  if (photo === 'candle-light')
    return sharp(await candle(png, rand))
      .jpeg({ quality: 72 })
      .toBuffer();
  if (photo === 'folded')
    return sharp(await folded(png, W, H, rand))
      .jpeg({ quality: 82 })
      .toBuffer();
  // shaken: a short diagonal smear
  const len = 5 + Math.floor(rand() * 3);
  const kernel = new Array(len * len).fill(0);
  for (let k = 0; k < len; k++) kernel[k * len + Math.min(len - 1, Math.round(k * 0.4 + len * 0.3))] = 1;
  return sharp(png).convolve({ width: len, height: len, kernel, scale: len }).jpeg({ quality: 78 }).toBuffer();
}
