// Motion blur: a photo taken while the phone moved smears each point into a short line along the
// motion. Such a blur is found from the image itself and taken out again (Wiener deconvolution),
// so blurred small print can be read: 'Produced and bottled by Best's Great Western' comes back
// from a smear the recogniser reads as nothing.
//
// Finding it: the derivative of an image smeared over L pixels along one axis is the image's
// edge minus the same edge L pixels on (d/dx (f * box_L) = (f(x) - f(x - L)) / L), so the
// derivative's autocorrelation along that axis dips below zero at lag L, and stays high at lag 1
// (smeared edges are wide). Sharp print's dip is at its stroke width (2-3 px) and alike along
// both axes; a smear is along one. Horizontal and vertical motion are looked for (a hand turning
// the phone moves it along the frame's sides far more often than diagonally).

/** A grayscale image, one byte per pixel, row by row. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface MotionBlur {
  /** the motion's direction in the image: along its rows (x) or its columns (y) */
  axis: 'x' | 'y';
  /** how many pixels each point is smeared over */
  length: number;
}

// lags looked at: a smear shorter than 4 px costs the recogniser little, one longer than 40 px
// at the working resolution leaves too little to restore
const MIN_LENGTH = 4;
const MAX_LENGTH = 40;
// the derivative's autocorrelation at lag 1 of a smeared image (0.6-0.8 on the label eval's
// 7-11 px blurs) against sharp print's (0.1-0.45)
const SMEARED_AT_1 = 0.55;
// the other axis must be clearly sharper: a smear has a direction
const ANISOTROPY = 0.15;
// the dip at the smear's length
const DIP = -0.1;

/** The normalised autocorrelation of the image's derivative along one axis, lags 0..maxLag. */
export function gradientAutocorrelation(image: GrayImage, axis: 'x' | 'y', maxLag = MAX_LENGTH): number[] {
  const { data, width: W, height: H } = image;
  const ac = new Float64Array(maxLag + 1);
  const [dx, dy] = axis === 'x' ? [1, 0] : [0, 1];
  const step = dx + dy * W;
  // every second row or column is plenty (and halves the work)
  const rowStep = axis === 'x' ? 2 : 1;
  const colStep = axis === 'x' ? 1 : 2;
  const xEnd = W - 1 - dx * maxLag;
  const yEnd = H - 1 - dy * maxLag;
  for (let y = 0; y < yEnd; y += rowStep) {
    for (let x = 0; x < xEnd; x += colStep) {
      const p = y * W + x;
      const g = data[p + step] - data[p];
      if (!g) continue;
      for (let k = 0, q = p; k <= maxLag; k++, q += step) ac[k] += g * (data[q + step] - data[q]);
    }
  }
  const zero = ac[0] || 1;
  return Array.from(ac, (v) => v / zero);
}

/** The motion blur in an image, or null when it shows none (or too little of anything to tell). */
export function findMotionBlur(image: GrayImage): MotionBlur | null {
  if (image.width < 4 * MAX_LENGTH || image.height < 4 * MAX_LENGTH) return null;
  const along = { x: gradientAutocorrelation(image, 'x'), y: gradientAutocorrelation(image, 'y') };
  const axis = along.x[1] >= along.y[1] ? 'x' : 'y';
  const [ac, other] = axis === 'x' ? [along.x, along.y] : [along.y, along.x];
  if (ac[1] < SMEARED_AT_1 || ac[1] - other[1] < ANISOTROPY) return null;
  let length = 0;
  for (let k = MIN_LENGTH; k < ac.length; k++) if (!length || ac[k] < ac[length]) length = k;
  return ac[length] <= DIP ? { axis, length } : null;
}

/** In-place radix-2 FFT of (re, im); `inverse` scales by 1/n. */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((2 * Math.PI) / len) * (inverse ? 1 : -1);
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    const half = len >> 1;
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < half; k++) {
        const a = i + k;
        const b = a + half;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
  if (inverse)
    for (let i = 0; i < n; i++) {
      re[i] /= n;
      im[i] /= n;
    }
}

/**
 * The image with a motion blur taken out: each row (or column) Wiener-deconvolved with a box of
 * the blur's length. `noise` is the noise-to-signal ratio: it bounds the gain (1 / (2√noise),
 * 5 times at 0.01) so sensor noise and JPEG blocks are not blown up.
 */
export function removeMotionBlur(image: GrayImage, blur: MotionBlur, noise = 0.01): GrayImage {
  const { data, width: W, height: H } = image;
  const L = blur.length;
  const [size, count] = blur.axis === 'x' ? [W, H] : [H, W];
  // a pixel's neighbours along the motion: along a row, or down a column
  const [along, across] = blur.axis === 'x' ? [1, W] : [W, 1];
  // each line is padded by mirroring its ends (no wrap-around jump to ring), to a power of two
  const pad = 2 * L;
  let N = 1;
  while (N < size + 2 * pad) N <<= 1;
  const kernelRe = new Float64Array(N);
  const kernelIm = new Float64Array(N);
  for (let k = 0; k < L; k++) kernelRe[(k - Math.floor(L / 2) + N) % N] = 1 / L;
  fft(kernelRe, kernelIm);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  const out = new Uint8Array(W * H);
  const at = (line: number, i: number) => data[line * across + i * along];
  for (let line = 0; line < count; line++) {
    for (let i = 0; i < N; i++) {
      const x = i - pad;
      let v: number;
      if (x < 0) v = at(line, Math.min(size - 1, -x));
      else if (x < size) v = at(line, x);
      else if (x < size + pad) v = at(line, Math.max(0, 2 * size - 2 - x));
      else {
        // the rest of the padding ramps from the line's end back to its start
        const t = (x - size - pad) / Math.max(1, N - size - 2 * pad);
        v = at(line, Math.max(0, size - pad)) * (1 - t) + at(line, Math.min(size - 1, pad)) * t;
      }
      re[i] = v;
      im[i] = 0;
    }
    fft(re, im);
    for (let i = 0; i < N; i++) {
      const a = kernelRe[i];
      const b = kernelIm[i];
      // scaled so an even tone keeps its level (the Wiener filter's gain at 0 is 1 / (1 + noise))
      const d = (a * a + b * b + noise) / (1 + noise);
      const r = (re[i] * a + im[i] * b) / d;
      im[i] = (im[i] * a - re[i] * b) / d;
      re[i] = r;
    }
    fft(re, im, true);
    for (let x = 0; x < size; x++) {
      const v = Math.round(re[x + pad]);
      out[line * across + x * along] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { data: out, width: W, height: H };
}
