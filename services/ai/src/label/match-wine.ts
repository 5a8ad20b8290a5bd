import { Wine, wineNames, WINES } from '@wine/wine-knowledge';
import { LabelFacts } from './parse-label';
import { fold, phraseScore } from './text';

export interface WineMatch {
  wine: Wine;
  /** overall 0..1 */
  score: number;
  producerScore: number;
  wineScore: number;
  /** length of the wine name the label matched best (breaks ties towards the more specific name) */
  nameLength: number;
}

export interface MatchResult {
  best: WineMatch | null;
  /** the next best catalogue wines, best first, at most 3 */
  alternatives: WineMatch[];
  /** the best candidate even when it is not good enough to call a match */
  top: WineMatch | null;
}

// Weights of the evidence (tuned on tests/eval/labels): the producer's name is the most
// distinctive print on a label, the wine's name tells its range apart, the variety and region
// words confirm.
const WEIGHTS = { producer: 0.55, wine: 0.35, variety: 0.05, region: 0.05 };
// Below these the label is treated as unknown: fields read from it, low confidence, no catalogue id.
export const MATCH_THRESHOLD = 0.62;
export const PRODUCER_THRESHOLD = 0.72;

const PRODUCERS = [...new Set(WINES.map((w) => w.producer))].map((name) => ({ name, folded: fold(name) }));

/** Best similarity of the phrase to any line, larger text counting more (brands are printed big). */
function scoreByLines(phrase: string, facts: LabelFacts, tallest: number): number {
  let best = 0;
  for (const line of facts.lines) {
    const sim = phraseScore(phrase, fold(line.text));
    if (sim < 0.5) continue;
    const weighted = sim * (0.8 + 0.2 * (line.height / tallest));
    if (weighted > best) best = weighted;
  }
  return best;
}

/** Finds the catalogue wine a label shows, by fuzzy matching its text against producers and wine names. */
export function matchWine(facts: LabelFacts, catalogue: Wine[] = WINES): MatchResult {
  if (!facts.lines.length) return { best: null, alternatives: [], top: null };
  const tallest = Math.max(1, ...facts.lines.map((l) => l.height));
  const allText = fold(facts.lines.map((l) => l.text).join(' '));
  const producerScores = new Map<string, number>();
  for (const p of PRODUCERS) producerScores.set(p.name, scoreByLines(p.folded, facts, tallest));

  const scored: WineMatch[] = catalogue.map((wine) => {
    const producerScore = producerScores.get(wine.producer) ?? scoreByLines(fold(wine.producer), facts, tallest);
    // the wine's name, or a name it was sold under before (older bottles carry it)
    let wineScore = 0;
    let nameLength = 0;
    for (const n of wineNames(wine)) {
      const name = fold(n);
      const sim = Math.max(phraseScore(name, allText), scoreByLines(name, facts, tallest));
      if (sim > wineScore || (sim === wineScore && name.length > nameLength)) [wineScore, nameLength] = [sim, name.length];
    }
    const variety = facts.varietyIds.length ? (wine.varietyIds.some((v) => facts.varietyIds.includes(v)) ? 1 : 0) : 0.5;
    const region = facts.regionIds.length ? (facts.regionIds.includes(wine.regionId) ? 1 : 0) : 0.5;
    const score =
      WEIGHTS.producer * producerScore + WEIGHTS.wine * wineScore + WEIGHTS.variety * variety + WEIGHTS.region * region;
    return { wine, score: Number(score.toFixed(3)), producerScore, wineScore, nameLength };
  });
  // on a tie the longer name read on the label wins: 'Ice Riesling' says more than 'Riesling'
  scored.sort((a, b) => b.score - a.score || b.nameLength - a.nameLength);
  const top = scored[0] ?? null;
  const good = top && top.score >= MATCH_THRESHOLD && top.producerScore >= PRODUCER_THRESHOLD;
  const alternatives = scored.slice(good ? 1 : 0, (good ? 1 : 0) + 3).filter((m) => m.score >= 0.3);
  return { best: good ? top : null, alternatives, top };
}
