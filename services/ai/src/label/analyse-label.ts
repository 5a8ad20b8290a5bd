import { type LabelAlternative, type LabelAnalysis, VALUE_FROM_CATALOGUE, VALUE_FROM_COMPARABLE_WINES } from '@wine/contracts';
import { findRegion, findVariety, GRAPE_VARIETIES, regionIn, Wine } from '@wine/wine-knowledge';
import { readAsPrinted } from './as-printed';
import { comparableValue } from './comparable-value';
import { describeWine } from './describe-wine';
import { notInCatalogueIsRight } from './calibration';
import { windowFields, windowOfLabel } from './label-window';
import { matchWine, MatchResult, WineMatch } from './match-wine';
import { OcrLine } from './ocr-line';
import { LabelFacts, parseLabel } from './parse-label';
import { alternativesInBand, referencePriceOf } from './price-band';

export const UNKNOWN = 'Unknown';
export const NON_VINTAGE = 'NV';

const round2 = (n: number) => Number(Math.max(0, Math.min(1, n)).toFixed(2));

function regionName(id: string | null): string | null {
  return id ? (findRegion(id)?.name ?? null) : null;
}

function alternativeOf(m: WineMatch): LabelAlternative {
  return {
    catalogueWineId: m.wine.id,
    producer: m.wine.producer,
    wineName: `${m.wine.producer} ${m.wine.wineName}`,
    wineType: m.wine.wineType,
    region: regionName(m.wine.regionId) ?? UNKNOWN,
    abv: `${m.wine.abv}%`,
    estimatedValue: m.wine.priceRange,
    score: round2(m.score),
  };
}

/** A wine type from the varieties read when nothing matched: the first variety's colour. */
function typeFromVarieties(varietyIds: string[], text: string): string {
  if (/sparkling|brut|methode|traditional method/i.test(text)) return 'Sparkling Wine';
  if (/ros[eé]\b/i.test(text)) return 'Rosé Wine';
  if (/tawny|fortified|topaque|apera/i.test(text)) return 'Fortified Wine';
  if (/botrytis|noble|dessert/i.test(text)) return 'Dessert Wine';
  const variety = varietyIds.map((id) => GRAPE_VARIETIES.find((v) => v.id === id)).find(Boolean);
  if (!variety) return UNKNOWN;
  return variety.type === 'red' ? 'Red Wine' : variety.type === 'pink' ? 'Rosé Wine' : 'White Wine';
}

/** The analysis of one label: the best catalogue match, or what the label says with low confidence. */
export function analyseLabel(
  lines: OcrLine[],
  thisYear = new Date().getFullYear(),
): LabelAnalysis & { facts: LabelFacts; match: MatchResult } {
  const facts = parseLabel(lines, thisYear);
  const match = matchWine(facts);
  const wine: Wine | null = match.best?.wine ?? null;
  const vintage = facts.vintage?.year ?? null;
  const text = facts.lines.map((l) => l.text).join(' ');
  const varietyId = wine?.varietyIds[0] ?? facts.varietyIds[0] ?? null;
  // the region as printed: what the reader placed, else any guide region the label's words name
  const regionId = wine?.regionId ?? facts.regionIds[0] ?? regionIn(text)?.id ?? null;
  const wineType = wine?.wineType ?? typeFromVarieties(facts.varietyIds, text);
  // a wine not in the catalogue: its producer and name as the label prints them
  const printed = wine ? null : readAsPrinted(facts);
  const producer = wine?.producer ?? (printed?.producer || UNKNOWN);
  const wineName = wine
    ? `${wine.producer} ${wine.wineName}`
    : [printed?.producer, printed?.wineName].filter(Boolean).join(' ') || UNKNOWN;
  const window = windowOfLabel(wine, { vintage, varietyId, regionId, wineType }, thisYear);
  // a label we do not know: a value only from comparable catalogue wines, never a guess
  const comparable = wine ? null : comparableValue({ varietyId, wineType, regionId });
  // the band the alternatives keep to (price-band.ts); none when the label gives no price to band by
  const band = wine ? null : (comparable?.range ?? referencePriceOf({ varietyId, wineType, regionId }));
  const best = match.best;
  const sure = match.topRight;
  const confidence = {
    producer: round2(best ? Math.max(sure, Math.min(1, best.producerScore)) : printed ? 0.6 : 0),
    // the probability that the answer is right: the catalogue wine named, or 'not in our catalogue'
    wine: round2(best ? sure : notInCatalogueIsRight(sure, printed)),
    variety: round2(
      facts.varietyIds.length ? (wine && !wine.varietyIds.includes(facts.varietyIds[0]) ? 0.6 : 0.95) : wine ? 0.75 : 0,
    ),
    region: round2(facts.regionIds.length ? (wine && wine.regionId !== facts.regionIds[0] ? 0.6 : 0.95) : wine ? 0.75 : 0),
    vintage: round2(facts.vintage?.confidence ?? (facts.nonVintage ? 0.9 : 0)),
  };
  return {
    wineName,
    wineType,
    region: regionName(regionId) ?? UNKNOWN,
    vintage: vintage ? String(vintage) : facts.nonVintage ? NON_VINTAGE : UNKNOWN,
    ...windowFields(window.window),
    analysis: describeWine(wine, { wineName, wineType, varietyId, regionId, vintage }, window, thisYear),
    estimatedValue: wine ? wine.priceRange : (comparable?.text ?? ''),
    grape: varietyId ? (findVariety(varietyId)?.name ?? '') : '',
    windowBasis: window.basis,
    valueBasis: wine ? VALUE_FROM_CATALOGUE : comparable ? VALUE_FROM_COMPARABLE_WINES : null,
    abv: facts.abv ?? (wine ? `${wine.abv}%` : UNKNOWN),
    catalogueWineId: wine?.id ?? null,
    producer,
    confidence,
    // the catalogue's own order for a matched wine; for a label we do not know, only wines of about its price
    alternatives: wine ? match.alternatives.map(alternativeOf) : alternativesInBand(match.alternatives.map(alternativeOf), band),
    facts,
    match,
  };
}
