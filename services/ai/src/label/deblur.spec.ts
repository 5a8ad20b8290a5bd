import { fft, findMotionBlur, GrayImage, removeMotionBlur } from './deblur';

/** A page of 'print': dark strokes 2-3 px wide at random on light paper (deterministic). */
function print(width = 240, height = 200, seed = 7): GrayImage {
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  const data = new Uint8Array(width * height).fill(230);
  for (let n = 0; n < 900; n++) {
    const x0 = Math.floor(rand() * (width - 12));
    const y0 = Math.floor(rand() * (height - 12));
    const vertical = rand() < 0.5;
    const long = 4 + Math.floor(rand() * 8);
    const thick = 2 + Math.floor(rand() * 2);
    for (let a = 0; a < long; a++)
      for (let b = 0; b < thick; b++) data[(vertical ? y0 + a : y0 + b) * width + (vertical ? x0 + b : x0 + a)] = 30;
  }
  return { data, width, height };
}

/** The image smeared over `length` px along one axis (a box blur, as a moving camera makes). */
function smear(image: GrayImage, axis: 'x' | 'y', length: number): GrayImage {
  const { data, width, height } = image;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0; k < length; k++) {
        const xx = axis === 'x' ? Math.min(width - 1, Math.max(0, x + k - (length >> 1))) : x;
        const yy = axis === 'y' ? Math.min(height - 1, Math.max(0, y + k - (length >> 1))) : y;
        sum += data[yy * width + xx];
      }
      out[y * width + x] = Math.round(sum / length);
    }
  return { data: out, width, height };
}

const meanError = (a: GrayImage, b: GrayImage) => {
  let sum = 0;
  // the borders are padded by mirroring: judged inside them
  for (let y = 20; y < a.height - 20; y++)
    for (let x = 20; x < a.width - 20; x++) sum += Math.abs(a.data[y * a.width + x] - b.data[y * a.width + x]);
  return sum / ((a.width - 40) * (a.height - 40));
};

describe('motion blur', () => {
  it('finds no blur in sharp print', () => {
    expect(findMotionBlur(print())).toBeNull();
  });

  it('finds the direction and length of a smear', () => {
    expect(findMotionBlur(smear(print(), 'x', 9))).toEqual({ axis: 'x', length: 9 });
    expect(findMotionBlur(smear(print(), 'y', 7))).toEqual({ axis: 'y', length: 7 });
  });

  it('takes a smear out: the print comes back far closer to the sharp original', () => {
    const sharp = print();
    const blurred = smear(sharp, 'x', 9);
    const restored = removeMotionBlur(blurred, { axis: 'x', length: 9 });
    expect(meanError(restored, sharp)).toBeLessThan(0.6 * meanError(blurred, sharp));
  });

  it('leaves an image of one tone as it is', () => {
    const flat: GrayImage = { data: new Uint8Array(160 * 160).fill(200), width: 160, height: 160 };
    expect(findMotionBlur(flat)).toBeNull();
    expect([...new Set(removeMotionBlur(flat, { axis: 'y', length: 5 }).data)]).toEqual([200]);
  });

  it('fft and its inverse give the signal back', () => {
    const signal = [1, 2, 3, 4, 0, -1, 5, 2];
    const re = Float64Array.from(signal);
    const im = new Float64Array(8);
    fft(re, im);
    expect(re[0]).toBeCloseTo(16);
    fft(re, im, true);
    signal.forEach((v, i) => expect(re[i]).toBeCloseTo(v));
  });
});
