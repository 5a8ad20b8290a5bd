import { LabelAnalysis, MAX_IMAGE_PIXELS } from '@wine/contracts';
import { analyseLabel, UNKNOWN } from './analyse-label';
import { Box, LabelReader } from './label-ocr';
import { mergeReadings, subjectBottle, textRegion, unturn, unzoom } from './label-layout';
import { OcrLine } from './ocr-line';
import { vintageOf } from './parse-label';
import { prepareLabel } from './preprocess';
import { cutLabel, labelBox, readFaintPrint, readYearPlaces } from './year-hunt';

// a label's words are a space or two apart; a wider gap in a row is a second bottle beside it;
// a line read unsurely is read again from its box's middle (small print set close)
const READ = { rowGap: 3, bandRetry: true };

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

type Analysis = ReturnType<typeof analyseLabel>;

/** A reading not good enough to stop at: no confident match, or its producer not read well. */
const weak = (result: Analysis) => !result.match.best || result.confidence.producer < 0.85;
/** No vintage read and no 'NV' either: the year may be in print the first pass could not read. */
const undated = (result: Analysis) => !result.facts.vintage && !result.facts.nonVintage;
const topScore = (result: Analysis) => result.match.top?.score ?? 0;
/** No catalogue wine named and at most one name read as printed (a producer or a wine's name alone). */
export const nameMissing = (result: Pick<LabelAnalysis, 'catalogueWineId' | 'producer' | 'wineName'>) =>
  !result.catalogueWineId && (result.producer === UNKNOWN || result.wineName === result.producer);

/**
 * Nothing a label prints read: no year or NV, strength, variety or region (print read upside down
 * comes back as words, 'abueln spiotuad' for 'GRANGE PENFOLDS', but none of these).
 */
export const unrecognised = (result: Pick<Analysis, 'facts'>) =>
  !result.facts.vintage &&
  !result.facts.nonVintage &&
  !result.facts.abv &&
  !result.facts.varietyIds.length &&
  !result.facts.regionIds.length;

/**
 * An undated reading with the line another pass read a year on (a vintage under glare or in small
 * print), as long as that line does not change which wine it names.
 */
export function withYearFrom(
  readings: { result: Analysis; lines: OcrLine[] }[],
  result: Analysis,
  lines: OcrLine[],
  thisYear: number,
): [Analysis, OcrLine[]] {
  const dated = readings
    .filter((r) => r.result.facts.vintage)
    .sort((a, b) => b.result.facts.vintage!.confidence - a.result.facts.vintage!.confidence);
  for (const r of dated) {
    const year = r.result.facts.vintage!.year;
    const yearLines = r.lines.filter((l) => vintageOf([l], thisYear)?.year === year);
    if (!yearLines.length) continue;
    const more = mergeReadings(lines, yearLines);
    const analysed = analyseLabel(more, thisYear);
    if (analysed.facts.vintage && analysed.catalogueWineId === result.catalogueWineId) return [analysed, more];
  }
  return [result, lines];
}

/**
 * Photo → analysis: prepare, OCR, parse, match. When the first pass gives no confident match, the
 * part of the photo the label's print covers is read again at a larger scale (small print and
 * blurred letters get more pixels; a motion blur found there is taken out first), then, if still
 * weak, the photo's contrast-stretched grayscale (dark, faded or glared labels), then, with a name
 * still missing, the photo turned a quarter (print up or down the label), each merged with what
 * was read before. The reading with the best top candidate is kept. A label read without a year is
 * zoomed into too, for its vintage, and, still undated, its edges, corners and faint print read
 * again (year-hunt.ts).
 */
export async function readBottle(
  bytes: Buffer,
  reader: LabelReader,
  onStage: (stage: BottleStage) => Promise<void> | void = () => undefined,
  thisYear = new Date().getFullYear(),
): Promise<BottleReading> {
  const prepared = await prepareLabel(bytes, MAX_IMAGE_PIXELS);
  await onStage('reading');
  const boxes: Box[] = [];
  let lines = subjectBottle(await reader.read(prepared.image, { ...READ, boxes }), prepared.width);
  let result = analyseLabel(lines, thisYear);
  let passes = 1;
  const readings = [{ result, lines }];
  const consider = (candidate: OcrLine[]) => {
    const analysed = analyseLabel(candidate, thisYear);
    readings.push({ result: analysed, lines: candidate });
    if (topScore(analysed) >= topScore(result)) [result, lines] = [analysed, candidate];
  };
  if (weak(result) || undated(result)) {
    const region = textRegion(boxes, lines, prepared.width, prepared.height);
    // a label that fills the frame has nothing to zoom into, but a motion blur can still be taken out
    const whole = { left: 0, top: 0, width: prepared.width, height: prepared.height };
    const zoomed = region ? await prepared.zoom(region, { deblur: true }) : weak(result) ? await prepared.deblurred(whole) : null;
    if (zoomed) {
      const read = unzoom(subjectBottle(await reader.read(zoomed.image, READ), zoomed.width), zoomed);
      passes++;
      const first = lines;
      consider(mergeReadings(first, read));
      consider(read);
    }
    if (weak(result)) {
      const more = subjectBottle(await reader.read(await prepared.contrast(), READ), prepared.width);
      passes++;
      consider(mergeReadings(lines, more));
    }
    // still no match, and one name at most or nothing a label prints: the other name may run up or
    // down the label, or the whole photo be upside down (its EXIF orientation lost), so the frame
    // is read turned a quarter, each line both ways round
    if (weak(result) && (nameMissing(result) || unrecognised(result))) {
      const turned = await reader.read(await prepared.turned(), { ...READ, bothWays: true });
      const more = subjectBottle(unturn(turned, prepared.height), prepared.width);
      passes++;
      consider(mergeReadings(lines, more));
    }
  }
  if (undated(result)) [result, lines] = withYearFrom(readings, result, lines, thisYear);
  // still no year: looked for where the passes over the whole label miss it (year-hunt.ts)
  const box = undated(result) ? labelBox(lines, prepared.width, prepared.height) : null;
  if (box) {
    const cut = await cutLabel(prepared, box);
    for (const hunt of [readYearPlaces, readFaintPrint]) {
      const found = await hunt(cut, reader, box, thisYear);
      passes++;
      if (!found.length) continue;
      const more = mergeReadings(lines, found);
      const analysed = analyseLabel(more, thisYear);
      // a year that changes which wine the label names is not this label's
      if (analysed.facts.vintage && analysed.catalogueWineId === result.catalogueWineId) {
        [result, lines] = [analysed, more];
        break;
      }
    }
  }
  await onStage('matching');
  const top = result.match.top;
  const evidence = top
    ? { score: top.score, margin: result.match.margin, producerScore: top.producerScore, wineScore: top.wineScore }
    : null;
  return { analysis: strip(result), lines, width: prepared.width, height: prepared.height, passes, evidence };
}
