import { LabelAnalysis, MAX_IMAGE_PIXELS } from '@wine/contracts';
import { analyseLabel } from './analyse-label';
import { LabelReader } from './label-ocr';
import { subjectBottle } from './label-layout';
import { OcrLine } from './ocr-line';
import { prepareLabel } from './preprocess';

// a label's words are a space or two apart; a wider gap in a row is a second bottle beside it
const READ = { rowGap: 3 };

export type BottleStage = 'reading' | 'matching';

export interface BottleReading {
  analysis: LabelAnalysis;
  lines: OcrLine[];
  width: number;
  height: number;
  passes: number;
  /** the top candidate's evidence (for the label eval's calibration) */
  evidence: { score: number; margin: number; producerScore: number; wineScore: number } | null;
}

function strip(result: ReturnType<typeof analyseLabel>): LabelAnalysis {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { facts, match, ...analysis } = result;
  return analysis;
}

/**
 * Photo → analysis: prepare, OCR, parse, match. A second OCR pass on the contrast-stretched
 * grayscale runs only when the first did not give a confident match (dark, faded or blurred labels).
 */
export async function readBottle(
  bytes: Buffer,
  reader: LabelReader,
  onStage: (stage: BottleStage) => Promise<void> | void = () => undefined,
  thisYear = new Date().getFullYear(),
): Promise<BottleReading> {
  const prepared = await prepareLabel(bytes, MAX_IMAGE_PIXELS);
  await onStage('reading');
  let lines = subjectBottle(await reader.read(prepared.image, READ), prepared.width);
  let result = analyseLabel(lines, thisYear);
  let passes = 1;
  if (!result.match.best || result.confidence.producer < 0.85) {
    const more = subjectBottle(await reader.read(await prepared.contrast(), READ), prepared.width);
    passes = 2;
    const merged = [...lines, ...more.filter((m) => !lines.some((l) => l.text === m.text))];
    const second = analyseLabel(merged, thisYear);
    if ((second.match.top?.score ?? 0) >= (result.match.top?.score ?? 0)) {
      result = second;
      lines = merged;
    }
  }
  await onStage('matching');
  const top = result.match.top;
  const evidence = top
    ? { score: top.score, margin: result.match.margin, producerScore: top.producerScore, wineScore: top.wineScore }
    : null;
  return { analysis: strip(result), lines, width: prepared.width, height: prepared.height, passes, evidence };
}
