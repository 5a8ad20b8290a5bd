// How the held-out wine lists are photographed: flat, at an angle (a projective view with the
// page slightly bent), turned in the hand, a hand or a glass of wine over part of the page, low
// light, a 12 MP phone JPEG, blur. Pure pixel work with sharp; every draw from the given PRNG.
import sharp from 'sharp';

export const PHOTOS = ['flat', 'angle', 'turned', 'hand', 'wine-glass', 'low-light', 'phone-12mp', 'blur-jpeg'];

/** The 3×3 homography taking the four `from` points to the four `to` points. */
function homography(from, to) {
  const A = [];
  const b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  // Gaussian elimination with partial pivoting
  const n = 8;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[piv][c])) piv = r;
    [A[c], A[piv]] = [A[piv], A[c]];
    [b[c], b[piv]] = [b[piv], b[c]];
    for (let r = c + 1; r < n; r++) {
      const f = A[r][c] / A[c][c];
      for (let k = c; k < n; k++) A[r][k] -= f * A[c][k];
      b[r] -= f * b[c];
    }
  }
  const h = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let k = r + 1; k < n; k++) s -= A[r][k] * h[k];
    h[r] = s / A[r][r];
  }
  return [...h, 1];
}

const apply = (h, x, y) => {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
};

/**
 * The page seen through `corners` (where its four corners land, clockwise from top left) on a
 * table of OW×OH, bent by `bend` px at its middle: every output pixel mapped back to the page.
 */
async function warp(page, W, H, corners, OW, OH, bend, rand) {
  const { data: src } = await sharp(page).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const back = homography(corners, [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ]);
  const out = Buffer.alloc(OW * OH * 3);
  const wood = [96 + rand() * 40, 70 + rand() * 25, 46 + rand() * 20];
  for (let Y = 0; Y < OH; Y++) {
    for (let X = 0; X < OW; X++) {
      const o = (Y * OW + X) * 3;
      let [u, v] = apply(back, X, Y);
      // the page bows: its middle rows sit lower than its edges
      const t = u / W - 0.5;
      v -= bend * (1 - 4 * t * t);
      if (u < 0 || v < 0 || u >= W - 1 || v >= H - 1) {
        const grain = 10 * Math.sin(Y * 0.05 + Math.sin(X * 0.01) * 3);
        out[o] = wood[0] + grain;
        out[o + 1] = wood[1] + grain;
        out[o + 2] = wood[2] + grain * 0.5;
        continue;
      }
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      const du = u - u0;
      const dv = v - v0;
      const i00 = (v0 * W + u0) * 3;
      const i01 = i00 + 3;
      const i10 = i00 + W * 3;
      const i11 = i10 + 3;
      for (let c = 0; c < 3; c++)
        out[o + c] =
          src[i00 + c] * (1 - du) * (1 - dv) +
          src[i01 + c] * du * (1 - dv) +
          src[i10 + c] * (1 - du) * dv +
          src[i11 + c] * du * dv;
    }
  }
  return sharp(out, { raw: { width: OW, height: OH, channels: 3 } });
}

/** A view at an angle: the far edge narrower, the page turned a little, bent. */
async function atAngle(page, W, H, rand, strength = 1) {
  const m = 0.08;
  const OW = Math.round(W * (1 + 2 * m));
  const OH = Math.round(H * (1 + 2 * m));
  const k = (0.06 + rand() * 0.08) * strength; // how much narrower the far edge is
  const side = rand() < 0.5 ? -1 : 1;
  const turn = (((rand() - 0.5) * 6 * Math.PI) / 180) * strength;
  const cx = OW / 2;
  const cy = OH / 2;
  const rot = ([x, y]) => [
    cx + (x - cx) * Math.cos(turn) - (y - cy) * Math.sin(turn),
    cy + (x - cx) * Math.sin(turn) + (y - cy) * Math.cos(turn),
  ];
  const x0 = W * m;
  const y0 = H * m;
  // the top edge further away (narrower), and one side further than the other
  const corners = [
    [x0 + W * k + (side > 0 ? W * k * 0.5 : 0), y0 + H * 0.02],
    [x0 + W - W * k + (side < 0 ? -W * k * 0.5 : 0), y0 + H * 0.02 * (1 + side)],
    [x0 + W, y0 + H],
    [x0, y0 + H],
  ].map(rot);
  return warp(page, W, H, corners, OW, OH, H * (0.004 + rand() * 0.008) * strength, rand);
}

async function addNoise(img, amount, rand) {
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + (rand() - 0.5) * 2 * amount));
  return sharp(data, { raw: info });
}

/** A hand coming in from the right edge, or a glass of red set on the page: SVG and its box. */
function occluder(kind, W, H, rand) {
  if (kind === 'hand') {
    const r = W * (0.06 + rand() * 0.02);
    const cx = W - r * 0.3;
    const cy = H * (0.45 + rand() * 0.35);
    const skin = ['#e0b08f', '#c68e6a', '#8d5a3b', '#f1c7a5'][Math.floor(rand() * 4)];
    const fingers = [0, 1, 2, 3]
      .map(
        (f) =>
          `<rect x="${cx - r * 2.1}" y="${cy - r * 0.75 + f * r * 0.42}" width="${r * 1.6}" height="${r * 0.34}" rx="${r * 0.17}" fill="${skin}"/>`,
      )
      .join('');
    const svg = `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 1.05}" fill="${skin}"/>${fingers}<rect x="${cx - r * 1.2}" y="${cy + r * 0.55}" width="${r * 0.9}" height="${r * 0.3}" rx="${r * 0.15}" fill="${skin}" transform="rotate(-25 ${cx - r * 0.8} ${cy + r * 0.7})"/>`;
    return { svg, box: { x0: cx - r * 2.15, x1: W, y0: cy - r * 1.05, y1: cy + r * 1.05 } };
  }
  const r = W * (0.045 + rand() * 0.02);
  const cx = W * (0.55 + rand() * 0.35);
  const cy = H * (0.3 + rand() * 0.5);
  const svg = `<circle cx="${cx + r * 0.15}" cy="${cy + r * 0.15}" r="${r * 1.08}" fill="#000" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#5b0f1e" opacity="0.93"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#d8d8d8" stroke-width="${r * 0.08}" opacity="0.8"/><ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${r * 0.25}" ry="${r * 0.12}" fill="#fff" opacity="0.5"/>`;
  return { svg, box: { x0: cx - r * 1.1, x1: cx + r * 1.25, y0: cy - r * 1.1, y1: cy + r * 1.25 } };
}

const overlaps = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Photographs a rendered page; returns the image and the printed entries it hides. */
export async function photographPage(page, W, H, entries, photo, rand, { size = null, truthOnly = false } = {}) {
  const hidden = new Set();
  let img;
  if (photo === 'hand' || photo === 'wine-glass') {
    const o = occluder(photo === 'hand' ? 'hand' : 'glass', W, H, rand);
    for (const e of entries) if (overlaps(e.box, o.box)) hidden.add(e);
    // the truth alone (a run reading pages it read before): no pixels
    if (truthOnly) return { image: null, hidden };
    const over = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${o.svg}</svg>`);
    const covered = await sharp(page)
      .composite([{ input: over }])
      .png()
      .toBuffer();
    img = await atAngle(covered, W, H, rand, 0.4);
  } else if (truthOnly) return { image: null, hidden };
  else if (photo === 'angle') img = await atAngle(page, W, H, rand, 1);
  else if (photo === 'turned') {
    const angle = (rand() < 0.5 ? -1 : 1) * (2.5 + rand() * 3.5);
    img = sharp(await sharp(page).rotate(angle, { background: '#7d6a55' }).png().toBuffer());
  } else if (photo === 'low-light') {
    const dim = await atAngle(page, W, H, rand, 0.3);
    const buf = await dim
      .linear(0.32 + rand() * 0.12, 0)
      .modulate({ saturation: 0.8 })
      .tint('#ffd9a0')
      .png()
      .toBuffer();
    img = await addNoise(sharp(buf), 16, rand);
  } else if (photo === 'phone-12mp') {
    img = await atAngle(page, W, H, rand, 0.5);
  } else if (photo === 'blur-jpeg') img = sharp(await sharp(page).blur(1.1).png().toBuffer());
  else img = sharp(page);
  const png = await img.png({ compressionLevel: 1 }).toBuffer();
  if (photo === 'phone-12mp' || size) {
    // 12 MP: 4000 × 3000 in the page's orientation
    const meta = await sharp(png).metadata();
    const landscape = meta.width >= meta.height;
    const [w, h] = size ?? (landscape ? [4000, 3000] : [3000, 4000]);
    const image = await sharp(png).resize(w, h, { fit: 'contain', background: '#6e5a44' }).jpeg({ quality: 88 }).toBuffer();
    return { image, hidden };
  }
  const quality = photo === 'blur-jpeg' ? 60 : photo === 'low-light' ? 72 : 88;
  return { image: await sharp(png).jpeg({ quality }).toBuffer(), hidden };
}
