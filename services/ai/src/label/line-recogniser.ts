/**
 * What PP-OCR's text recogniser gives back, made into text. @gutenye/ocr-common decodes each
 * time step by copying its 18,000-class row into a new array and reducing it with a callback:
 * 10.7 ms for a 60-step line here, against 1.5 ms for the argmax in place below (a 40-line wine
 * list saves ~0.4 s). Batching lines of similar width into one model run was tried and dropped:
 * the recogniser reads padded lines differently (6 to 33 of 261 menu lines changed, '/' read as
 * '1' in prices) for no clear gain on 2 cores.
 */

/** A corner list as the detector gives it: top-left, top-right, bottom-right, bottom-left. */
export type Box = [number, number][];

export interface RecognisedText {
  text: string;
  /** mean probability of the kept characters, 0..1 */
  mean: number;
}

export interface RecognisedLine extends RecognisedText {
  box: Box;
}

/** The recogniser's output for one line: [1, time steps, classes], softmax probabilities. */
export interface RecogniserOutput {
  data: Float32Array;
  dims: readonly number[];
}

/** CTC greedy decoding: the most likely class per time step, blanks (class 0) and repeats dropped. */
export function decodeLine(output: RecogniserOutput, dictionary: readonly string[]): RecognisedText {
  const [, timeSteps, classes] = output.dims;
  const chars: string[] = [];
  let sum = 0;
  let previous = -1;
  for (let t = 0; t < timeSteps; t++) {
    const row = t * classes;
    let best = 0;
    let bestP = output.data[row];
    for (let k = 1; k < classes; k++) {
      const p = output.data[row + k];
      if (p > bestP) {
        bestP = p;
        best = k;
      }
    }
    if (best !== 0 && best !== previous) {
      chars.push(dictionary[best - 1]);
      sum += bestP;
    }
    previous = best;
  }
  return { text: chars.join(''), mean: chars.length ? sum / chars.length : 0 };
}

/**
 * Pieces of one printed row joined left to right, as @gutenye/ocr-common does (a wine's name and
 * its price are one line): boxes whose midlines are within half the mean box height share a row.
 * Lines under 0.5 mean probability are dropped first. `maxGap` (in mean box heights) bounds the
 * space between joined pieces: a bottle photo's row crosses two bottles, a wine list's does not.
 */
export function mergeRowPieces(lines: readonly RecognisedLine[], maxGap = Infinity): RecognisedLine[] {
  // the library visits lines last to first; the order decides which row a borderline box joins
  const kept = lines.filter((l) => l.mean >= 0.5).reverse();
  if (!kept.length) return [];
  const top = (b: Box) => b[0][1];
  const bottom = (b: Box) => b[2][1];
  const mid = (b: Box) => (top(b) + bottom(b)) / 2;
  const averageHeight = kept.reduce((s, l) => s + bottom(l.box) - top(l.box), 0) / kept.length;
  const rows: RecognisedLine[][] = [];
  // a box much taller than wide is vertical print (up a label's side): a row of its own
  // (a single tall letter is not: a word read along a box's long side is)
  const upright = (l: RecognisedLine) =>
    l.text.length >= 3 && bottom(l.box) - top(l.box) >= 1.5 * Math.abs(l.box[1][0] - l.box[0][0]);
  const left = (b: Box) => Math.min(b[0][0], b[3][0]);
  const right = (b: Box) => Math.max(b[1][0], b[2][0]);
  const near = (r: RecognisedLine[], l: RecognisedLine) =>
    r.some((p) => Math.max(left(p.box) - right(l.box), left(l.box) - right(p.box)) <= maxGap * averageHeight);
  for (const line of kept) {
    const row = upright(line)
      ? undefined
      : rows.find((r) => !upright(r[0]) && Math.abs(mid(r[0].box) - mid(line.box)) < averageHeight / 2 && near(r, line));
    if (row) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => a.box[0][0] - b.box[0][0]);
  rows.sort((a, b) => a[0].box[0][1] - b[0].box[0][1]);
  return rows.map((row) => ({
    text: row.map((l) => l.text).join(' '),
    mean: row.reduce((s, l) => s + l.mean, 0) / row.length,
    box: [row[0].box[0], row.at(-1)!.box[1], row.at(-1)!.box[2], row[0].box[3]],
  }));
}

/**
 * The middle `share` of a line box's height: on a closely set back label the detector's box
 * (grown around the text) takes in the edges of the lines above and below, and the recogniser
 * reads those clipped letters as noise ('held by fine, lacy tannins' read as nothing at all).
 */
export function middleBand(box: Box, share: number): Box {
  const [tl, tr, br, bl] = box;
  const cut = (1 - share) / 2;
  const at = (a: [number, number], b: [number, number], t: number): [number, number] => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  return [at(tl, bl, cut), at(tr, br, cut), at(tr, br, 1 - cut), at(tl, bl, 1 - cut)];
}

// a band read is words, read fairly surely: a letter or two from a speck or a stroke of a shape
// (that the whole box read too unsurely to keep) stays dropped
const BAND_MIN_MEAN = 0.6;
const BAND_MIN_LETTERS = 3;

/**
 * Whether a read of a line's middle band is the better read: surer by a clear step, and not
 * much shorter (cutting the band can drop the print's tall letters and keep a sure fragment).
 */
export function bandReadsBetter(band: RecognisedText, whole: RecognisedText): boolean {
  const letters = band.text.trim().length;
  return (
    band.mean >= BAND_MIN_MEAN &&
    letters >= BAND_MIN_LETTERS &&
    band.mean >= whole.mean + 0.03 &&
    letters >= 0.6 * whole.text.trim().length
  );
}

const YEAR_READ = /(?<!\d)(19|20)\d\d(?!\d)/;
// a year read one way round is taken over another reading when it is read at least this surely
const YEAR_MIN_MEAN = 0.6;

/**
 * Of a tall box's two readings (turned a quarter one way, then turned over), whether the turned
 * over one is the right way round: the surer, unless only one of them reads a year. Digits read
 * upside down are digits still, read as surely ('2016' up a label's edge as '9102').
 */
export function turnedReadsBetter(read: RecognisedText, turned: RecognisedText): boolean {
  const [yearRead, yearTurned] = [YEAR_READ.test(read.text), YEAR_READ.test(turned.text)];
  if (yearTurned && !yearRead && turned.mean >= YEAR_MIN_MEAN) return true;
  if (yearRead && !yearTurned && read.mean >= YEAR_MIN_MEAN) return false;
  return turned.mean > read.mean;
}
