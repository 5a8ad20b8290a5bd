// Photo treatments for rendered labels: the label wrapped on a bottle seen at a yaw and pitch,
// in a scene, then what phones and hands do to it (glare, shadow, a thumb, dim light and sensor
// noise, motion blur, a second bottle, 12 MP JPEG, EXIF rotation). Pure pixel work with sharp.
import sharp from 'sharp';

/**
 * The label on a cylinder: it spans ±`span` radians of the bottle, the bottle is turned by `yaw`
 * and tilted by `pitch` (radians). Orthographic view plus a mild perspective (nearer = larger)
 * and Lambert shading, by inverse mapping every output pixel to the flat label (bilinear).
 */
export async function wrapOnBottle(label, { yaw = 0, pitch = 0, span = 0.9 } = {}) {
  const { data: src, info } = await sharp(label).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = info;
  const R = W / (2 * span);
  const OW = Math.round(2 * R);
  const dropY = Math.abs(Math.sin(pitch)) * R;
  const OH = Math.round(H * Math.cos(pitch) + 2 * dropY);
  const out = Buffer.alloc(OW * OH * 4);
  const f = 6 * R; // camera distance: a phone about three bottle-widths away
  for (let x = 0; x < OW; x++) {
    const xs = (x - OW / 2) / R;
    if (Math.abs(xs) >= 1) continue;
    const facing = Math.asin(xs); // angle on the cylinder facing the camera at this column
    const theta = facing - yaw;
    if (Math.abs(theta) > span) continue;
    const u = ((theta + span) / (2 * span)) * (W - 1);
    const depth = Math.cos(facing);
    const scale = f / (f - R * depth);
    const shade = 0.35 + 0.65 * Math.pow(depth, 0.7);
    for (let y = 0; y < OH; y++) {
      const ys = (y - OH / 2) / scale;
      const v = (ys - Math.sin(pitch) * R * depth) / Math.cos(pitch) + H / 2;
      if (v < 0 || v > H - 1) continue;
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      const du = u - u0;
      const dv = v - v0;
      const u1 = Math.min(W - 1, u0 + 1);
      const v1 = Math.min(H - 1, v0 + 1);
      const o = (y * OW + x) * 4;
      for (let c = 0; c < 3; c++) {
        const p =
          src[(v0 * W + u0) * 4 + c] * (1 - du) * (1 - dv) +
          src[(v0 * W + u1) * 4 + c] * du * (1 - dv) +
          src[(v1 * W + u0) * 4 + c] * (1 - du) * dv +
          src[(v1 * W + u1) * 4 + c] * du * dv;
        out[o + c] = Math.min(255, p * shade);
      }
      out[o + 3] = 255;
    }
  }
  return sharp(out, { raw: { width: OW, height: OH, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function addNoise(image, amount, rand) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + (rand() - 0.5) * 2 * amount));
  return sharp(data, { raw: info }).png({ compressionLevel: 0 }).toBuffer();
}

const svg = (w, h, body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

/** A table-top scene of size SW×SH with a bottle whose label is `wrapped`, centred at (cx, cy). */
async function scene(SW, SH, bottles, rand) {
  const clutter = Array.from({ length: 12 }, () => {
    const tone = Math.round(60 + rand() * 120);
    return `<circle cx="${Math.round(rand() * SW)}" cy="${Math.round(rand() * SH)}" r="${Math.round((30 + rand() * 160) * (SW / 1600))}" fill="rgb(${tone + 30},${tone},${tone - 30})" opacity="0.5"/>`;
  }).join('');
  const glass = bottles
    .map((b) => `<rect x="${b.x - b.w * 0.1}" y="0" width="${b.w * 1.2}" height="${SH}" rx="${b.w * 0.3}" fill="#0f1f14"/>`)
    .join('');
  const base = svg(
    SW,
    SH,
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2f25"/><stop offset="0.62" stop-color="#5a4636"/><stop offset="0.63" stop-color="#8b6b4a"/><stop offset="1" stop-color="#6e5238"/></linearGradient></defs><rect width="${SW}" height="${SH}" fill="url(#t)"/>${clutter}${glass}`,
  );
  const layers = [];
  for (const b of bottles) {
    const left = Math.round(Math.max(-b.w + 40, Math.min(SW - 40, b.x)));
    const cropL = Math.max(0, -left);
    const visW = Math.min(b.w - cropL, SW - Math.max(0, left));
    const top = Math.round(Math.max(0, Math.min(SH - b.h, b.y)));
    let img = await sharp(b.label).resize({ width: b.w, height: b.h, fit: 'fill' }).toBuffer();
    if (cropL || visW < b.w) img = await sharp(img).extract({ left: cropL, top: 0, width: visW, height: b.h }).toBuffer();
    layers.push({ input: img, left: Math.max(0, left), top });
  }
  return sharp(base).composite(layers).png({ compressionLevel: 0 }).toBuffer();
}

/** Overlays for one treatment, in the label's rectangle (lx, ly, lw, lh) of an SW×SH frame. */
function overlay(kind, SW, SH, { lx, ly, lw, lh }, rand) {
  if (kind === 'glare') {
    // a specular streak down the glass plus a bright bloom, over part of the print
    const x = lx + lw * (0.3 + rand() * 0.4);
    const y = ly + lh * (0.25 + rand() * 0.5);
    return svg(
      SW,
      SH,
      `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.92"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
      <ellipse cx="${x}" cy="${y}" rx="${lw * 0.1}" ry="${lh * 0.22}" fill="url(#g)"/>
      <rect x="${x - lw * 0.03}" y="${ly}" width="${lw * 0.05}" height="${lh}" fill="#fff" opacity="0.45"/>`,
    );
  }
  if (kind === 'shadow') {
    const dir = rand() < 0.5 ? ['0', '1'] : ['1', '0'];
    return svg(
      SW,
      SH,
      `<defs><linearGradient id="s" x1="${dir[0]}" y1="0" x2="${dir[1]}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.78"/><stop offset="0.55" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="${SW}" height="${SH}" fill="url(#s)"/>`,
    );
  }
  if (kind === 'thumb') {
    // a thumb over one lower or upper corner of the label
    const right = rand() < 0.5;
    const low = rand() < 0.7;
    const cx = right ? lx + lw * 0.95 : lx + lw * 0.05;
    const cy = low ? ly + lh * 0.92 : ly + lh * 0.1;
    const angle = right ? -35 : 35;
    return svg(
      SW,
      SH,
      `<defs><radialGradient id="k" cx="0.4" cy="0.35"><stop offset="0" stop-color="#e8b896"/><stop offset="1" stop-color="#a86d4f"/></radialGradient></defs>
      <ellipse cx="${cx}" cy="${cy}" rx="${lw * 0.17}" ry="${lh * 0.2}" transform="rotate(${angle} ${cx} ${cy})" fill="url(#k)"/>`,
    );
  }
  return null;
}

/**
 * A phone photo of `label` (a flat PNG of size W×H) with one main treatment. `other` is a second
 * label for the two-bottle frame. Returns { image, extras } with the JPEG (or EXIF-rotated JPEG).
 */
export async function photograph(label, W, H, treatment, rand, other = null) {
  if (treatment === 'flat') {
    // a flat label (a scan, or a label lying on a table) slightly tilted, on a neutral ground
    const angle = Math.round((rand() - 0.5) * 16);
    const quality = 60 + Math.round(rand() * 25);
    const image = await sharp(label).rotate(angle, { background: '#8a8275' }).jpeg({ quality }).toBuffer();
    return { image, extras: [`rot${angle}`, `q${quality}`] };
  }
  const yaw = treatment === 'cylinder' ? (rand() < 0.5 ? -1 : 1) * (0.3 + rand() * 0.22) : (rand() - 0.5) * 0.5;
  const pitch = treatment === 'cylinder' ? (rand() < 0.5 ? -1 : 1) * (0.12 + rand() * 0.14) : (rand() - 0.5) * 0.2;
  const extras = [`yaw${Math.round((yaw * 180) / Math.PI)}`, `pitch${Math.round((pitch * 180) / Math.PI)}`];
  const wrapped = await wrapOnBottle(label, { yaw, pitch });
  const meta = await sharp(wrapped).metadata();
  const big = treatment === 'phone-12mp';
  const [SW, SH] = big ? [4000, 3000] : [1600, 1200];
  // the label fills 35-55% of the frame's width (a photo across a table), less with two bottles
  const share = treatment === 'two-bottles' ? 0.3 + rand() * 0.08 : 0.38 + rand() * 0.17;
  const scale = Math.min((SW * share) / meta.width, (SH * 0.88) / meta.height);
  const lw = Math.round(meta.width * scale);
  const lh = Math.round(meta.height * scale);
  let lx = Math.round((SW - lw) / 2 + (rand() - 0.5) * SW * 0.1);
  const ly = Math.round(Math.max(10, (SH - lh) / 2 + (rand() - 0.5) * SH * 0.08));
  const bottles = [];
  if (treatment === 'two-bottles' && other) {
    // off-centre framing: the wine is left or right of centre, a smaller bottle behind it, cut by the frame
    const leftSide = rand() < 0.5;
    lx = leftSide ? Math.round(SW * 0.1) : Math.round(SW * 0.9 - lw);
    const otherWrapped = await wrapOnBottle(other, { yaw: (rand() - 0.5) * 0.6 });
    const om = await sharp(otherWrapped).metadata();
    const ow = Math.round(lw * 0.7);
    const oh = Math.round((om.height * ow) / om.width);
    bottles.push({ label: otherWrapped, w: ow, h: oh, x: leftSide ? SW - ow * 0.75 : -ow * 0.25, y: ly + lh * 0.1 });
    extras.push(leftSide ? 'left' : 'right');
  }
  bottles.push({ label: wrapped, w: lw, h: lh, x: lx, y: ly });
  let photo = await scene(SW, SH, bottles, rand);
  const cover = overlay(treatment, SW, SH, { lx, ly, lw, lh }, rand);
  if (cover)
    photo = await sharp(photo)
      .composite([{ input: cover }])
      .png({ compressionLevel: 0 })
      .toBuffer();
  // indoor light: a little warm and flat everywhere, much darker for 'dim-noise'
  photo = await sharp(photo)
    .linear(
      treatment === 'dim-noise' ? [0.42, 0.4, 0.34] : [0.86, 0.82, 0.74],
      treatment === 'dim-noise' ? [6, 5, 3] : [14, 12, 6],
    )
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (treatment === 'motion-blur') {
    const n = 7 + 2 * Math.floor(rand() * 3);
    photo = await sharp(photo)
      .convolve({ width: n, height: 3, kernel: [...Array(n).fill(0), ...Array(n).fill(1), ...Array(n).fill(0)] })
      .png({ compressionLevel: 0 })
      .toBuffer();
    extras.push(`blur${n}px`);
  }
  photo = await addNoise(photo, treatment === 'dim-noise' ? 16 : 5, rand);
  const quality = 60 + Math.round(rand() * 25);
  extras.push(`q${quality}`);
  if (treatment === 'exif-rotation') {
    // the sensor's pixels are sideways; the EXIF orientation says how to show them
    const orientation = rand() < 0.5 ? 6 : 8;
    extras.push(`exif${orientation}`);
    const image = await sharp(photo)
      .rotate(orientation === 6 ? 270 : 90)
      .jpeg({ quality })
      .withMetadata({ orientation })
      .toBuffer();
    return { image, extras };
  }
  return { image: await sharp(photo).jpeg({ quality }).toBuffer(), extras };
}
