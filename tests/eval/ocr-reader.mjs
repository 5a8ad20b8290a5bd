// The OCR reader the eval runners read with: the worker's PP-OCR models, on EVAL_OCR_THREADS
// threads (onnxruntime's and sharp's). The eval tier sets 1 (run-eval-script.js) and runs two
// runners at once, as the worker reads its photos by default (one job per CPU, one thread each:
// no CPU spent synchronising threads over a photo's small tensors). Unset: every core, for a
// runner run on its own.
import os from 'node:os';
import path from 'node:path';

export const modelDir =
  process.env.OCR_MODELS_DIR ?? path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'ocr-models');

/** `PaddleLabelReader`: the class from the build under test (services/ai/dist or AI_DIST). */
export function loadReader(PaddleLabelReader) {
  return PaddleLabelReader.load(modelDir, Number(process.env.EVAL_OCR_THREADS) || undefined);
}
