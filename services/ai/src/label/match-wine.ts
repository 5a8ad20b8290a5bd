import { fold, type Wine, wineNames, WINES } from '@wine/wine-knowledge';
import { DECIDE, MatchEvidence, topIsRight } from './calibration';
import { DF, GENERIC, idf, isRegionLine, nameTokens, PLACE_AND_GRAPE, tokensOf } from './name-words';
import { anotherWineOf, otherProducerPrinted, placeNamedOnly, producerExtended } from './other-wine';
import { LabelFacts } from './parse-label';
import { similarityAtLeast } from './text';

export { idf, isCatalogueWord } from './name-words';
export { producerExtended } from './other-wine';

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
  /** the lead of the top candidate over the runner-up (0 when there is none) */
  margin: number;
  /** the top candidate's wine name alone is rare enough to identify it */
  rareName: boolean;
  /** how likely the top candidate is the wine on the label (calibration.ts) */
  topRight: number;
}

// Joint evidence (tuned on tests/eval/labels): the producer's name, the wine's name, the label's
// name-like words the candidate leaves unexplained, and whether the variety and region read agree.
const WEIGHTS = { producer: 0.42, wine: 0.32, unexplained: 0.16, variety: 0.05, region: 0.05 };
// Floors for a wine list's entries (menus/match-entry.ts); a label's match needs the producer's
// floor too, and is decided by the calibrated probability of its evidence (calibration.ts).
export const MATCH_THRESHOLD = 0.55;
export const PRODUCER_THRESHOLD = 0.6;

interface LabelToken {
  token: string;
  /** height of the tallest line it is on, relative to the label's tallest */
  prominence: number;
  /** only printed as the label's region line ('Barossa Valley') */
  regionLine: boolean;
}

/** Whether `whole` is `token` run together with other names' words or a stray letter or two. */
function joinedWith(whole: string, token: string): boolean {
  const at = whole.indexOf(token);
  return [whole.slice(0, at), whole.slice(at + token.length)].every((rest) => rest.length <= 2 || DF.has(rest));
}

/**
 * How well one catalogue token is printed on the label, 0..1 (best over the label's tokens); print
 * that is only the label's region line counts `regionLine` of its weight.
 */
function tokenMatcher(label: LabelToken[], regionLine = 1) {
  const memo = new Map<string, number>();
  return (token: string): number => {
    const known = memo.get(token);
    if (known !== undefined) return known;
    let best = 0;
    const exactOnly = token.length <= 3 || /^\d+$/.test(token);
    for (const l of label) {
      let sim = 0;
      if (l.token === token) sim = 1;
      else if (!exactOnly) {
        // OCR joins words ('yangarraestate'): a long token inside a label token counts nearly whole,
        // when what is left of it is another name's word or a stray letter ('karrawirra' is not 'wirra')
        if (token.length >= 4 && l.token.length > token.length && l.token.includes(token) && joinedWith(l.token, token))
          sim = 0.95;
        else if (Math.abs(l.token.length - token.length) <= Math.max(2, token.length * 0.4))
          sim = similarityAtLeast(token, l.token, 0.75);
        if (sim < 0.75) sim = 0;
      }
      const weighted = sim * (0.85 + 0.15 * l.prominence) * (l.regionLine ? regionLine : 1);
      if (weighted > best) best = weighted;
    }
    memo.set(token, best);
    return best;
  };
}

/** IDF-weighted share of a name's tokens printed on the label. */
function nameScore(name: string, printed: (t: string) => number): { score: number; mass: number } {
  const tokens = nameTokens(name);
  let got = 0;
  let total = 0;
  for (const t of tokens) {
    const w = idf(t);
    got += w * printed(t);
    total += w;
  }
  return { score: total ? got / total : 0, mass: got };
}

/**
 * A name of two or more words OCR read run together ('ALSAINTSESTATE' for 'All Saints Estate',
 * letter-spaced capitals lose their spaces): the name without spaces against the label's long
 * tokens, 0..1 (0 below 0.85 similar). Catches what the word-by-word score cannot: a short word
 * misread inside the run ('al' for 'all').
 */
function joinedMatcher(label: LabelToken[], regionLine = 1) {
  const long = label.filter((l) => l.token.length >= 8);
  const memo = new Map<string, number>();
  return (name: string): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const tokens = nameTokens(name);
    let best = 0;
    if (tokens.length >= 2) {
      const joined = tokens.join('');
      for (const l of long) {
        if (Math.abs(l.token.length - joined.length) > 2) continue;
        const sim = similarityAtLeast(joined, l.token, 0.85);
        const weighted = sim * (0.85 + 0.15 * l.prominence) * (l.regionLine ? regionLine : 1);
        if (weighted > best) best = weighted;
      }
    }
    memo.set(name, best);
    return best;
  };
}

/** The label's tokens, each with the prominence of the tallest line it is on. */
function labelTokens(facts: LabelFacts): LabelToken[] {
  const tallest = Math.max(1, ...facts.lines.map((l) => l.height));
  const byToken = new Map<string, number>();
  const elsewhere = new Set<string>();
  const regionLine = new Set<string>();
  for (const line of facts.lines) {
    const inRegionLine = isRegionLine(line.text);
    // digits and letters run together apart too ('20YearOld' → '20', 'yearold')
    const words = fold(line.text)
      .replace(/(\d)(?=[a-z])|([a-z])(?=\d)/g, '$1$2 ')
      .split(' ')
      .filter(Boolean);
    // neighbours joined too: OCR splits words ('yan garra')
    const pieces = [...words, ...words.slice(1).map((w, i) => words[i] + w)];
    for (const token of pieces) {
      byToken.set(token, Math.max(byToken.get(token) ?? 0, line.height / tallest));
      (inRegionLine ? regionLine : elsewhere).add(token);
    }
  }
  return [...byToken].map(([token, prominence]) => ({
    token,
    prominence,
    regionLine: regionLine.has(token) && !elsewhere.has(token),
  }));
}

/** Finds the catalogue wine a label shows: producer and wine name scored jointly, decided by margin. */
export function matchWine(facts: LabelFacts, catalogue: Wine[] = WINES): MatchResult {
  if (!facts.lines.length) return { best: null, alternatives: [], top: null, margin: 0, rareName: false, topRight: 0 };
  const label = labelTokens(facts);
  const printed = tokenMatcher(label);
  // the region line says where the wine is from: no evidence for a producer named after the place
  // ('Barossa Valley Estate'), half for a wine named after it ('Eden Valley Viognier')
  const printedForProducer = tokenMatcher(label, 0);
  const printedForWine = tokenMatcher(label, 0.5);
  const joinedProducer = joinedMatcher(label, 0);
  const joinedWine = joinedMatcher(label, 0.5);
  // the label's name-like words: tokens of the catalogue's names read on the label, by weight
  // and the words of its largest print the catalogue does not know: a name not in the catalogue
  // ('Quenda Flat') is not 'Turkey Flat' because it shares 'Flat'
  const nameLike = label.filter(
    (l) => (DF.has(l.token) || (l.prominence >= 0.6 && /^[a-z]{4,}$/.test(l.token))) && !/^\d{4}$/.test(l.token),
  );
  const nameLikeMass = nameLike.reduce((s, l) => s + idf(l.token), 0);
  const producerScores = new Map<string, number>();
  // a wine name with a word of its producer's name ('Langi' of Mount Langi Ghiran's 'Langi Shiraz'):
  // that word counts only where printed apart from the producer's other words, or the producer's
  // own print would name the wine too ('Mount Langi Ghiran' over 'Cliff Edge Shiraz')
  const apartFrom = new Map<string, (t: string) => number>();
  const printedForWineOf = (producer: string, name: string): ((t: string) => number) => {
    const own = nameTokens(producer);
    const shared = nameTokens(name).filter((t) => own.includes(t));
    const others = own.filter((t) => !shared.includes(t));
    // a wine named for its producer alone ('Yeringberg'), or a one-word producer: as before
    if (!shared.length || !others.length || shared.length === nameTokens(name).length) return printedForWine;
    const key = others.join(' ');
    let apart = apartFrom.get(key);
    if (!apart) {
      const lines = facts.lines.filter((l) => !tokensOf(l.text).some((t) => others.includes(t)));
      apart = tokenMatcher(labelTokens({ ...facts, lines }), 0.5);
      apartFrom.set(key, apart);
    }
    const matcher = apart;
    return (t) => (shared.includes(t) ? matcher(t) : printedForWine(t));
  };

  const scored = catalogue.map((wine) => {
    let producerScore = producerScores.get(wine.producer);
    if (producerScore === undefined) {
      producerScore = Math.max(nameScore(wine.producer, printedForProducer).score, joinedProducer(wine.producer));
      producerScores.set(wine.producer, producerScore);
    }
    // the wine's name, or a name it was sold under before (older bottles carry it)
    let wineScore = 0;
    let nameLength = 0;
    for (const n of wineNames(wine)) {
      const score = Math.max(nameScore(n, printedForWineOf(wine.producer, n)).score, joinedWine(n));
      if (score > wineScore || (score === wineScore && n.length > nameLength)) [wineScore, nameLength] = [score, n.length];
    }
    const variety = facts.varietyIds.length ? (wine.varietyIds.some((v) => facts.varietyIds.includes(v)) ? 1 : 0) : 0.5;
    const region = facts.regionIds.length ? (facts.regionIds.includes(wine.regionId) ? 1 : 0) : 0.5;
    const base =
      WEIGHTS.producer * producerScore + WEIGHTS.wine * wineScore + WEIGHTS.variety * variety + WEIGHTS.region * region;
    return { wine, score: base, producerScore, wineScore, nameLength };
  });
  scored.sort((a, b) => b.score - a.score);
  // the leaders only: how much of the label's name-like print each leaves unexplained
  const leaders = scored.slice(0, 12).map((m) => {
    const own = new Set([...nameTokens(m.wine.producer), ...wineNames(m.wine).flatMap(nameTokens)]);
    // its names run together too ('allsaintsestate'), or a run of them ('rarerutherglen')
    const joined = [m.wine.producer, ...wineNames(m.wine)].map((n) => nameTokens(n).join(''));
    const explains = (token: string) =>
      [...own].some((t) => t === token || (t.length > 4 && similarityAtLeast(t, token, 0.8) >= 0.8)) ||
      (token.length >= 8 && joined.some((j) => j.includes(token) || similarityAtLeast(j, token, 0.85) >= 0.85));
    const unexplained = nameLike
      .filter((l) => !explains(l.token))
      .reduce((s, l) => s + idf(l.token) * (0.5 + 0.5 * l.prominence), 0);
    const explained = nameLikeMass ? 1 - Math.min(1, unexplained / nameLikeMass) : 1;
    return { ...m, score: Number((m.score + WEIGHTS.unexplained * explained).toFixed(3)) };
  });
  // on a tie the longer name read on the label wins: 'Ice Riesling' says more than 'Riesling'
  leaders.sort((a, b) => b.score - a.score || b.nameLength - a.nameLength);
  const top = leaders[0] ?? null;
  const margin = top ? top.score - (leaders[1]?.score ?? 0) : 0;
  // a wine name rare enough to stand for the wine alone (brand-led labels, a producer out of sight)
  // (its own words: region and variety words are printed on every label of that region or grape)
  const rareName = top
    ? top.wineScore >= 0.9 &&
      nameTokens(top.wine.wineName)
        .filter((t) => !PLACE_AND_GRAPE.has(t) && !GENERIC.has(t))
        .reduce((sum, t) => sum + idf(t) * printed(t), 0) >= 5
    : false;
  const result = { top, margin: Number(margin.toFixed(3)), rareName };
  const topRight = top ? topIsRight(evidenceOf(result)) : 0;
  // decided by the margin and the evidence together: two candidates close together are alternatives,
  // and a wine is named only when its producer (or a rare wine name) was read ('Flat' is not 'Turkey Flat')
  const good =
    top !== null &&
    margin > 0 &&
    topRight >= DECIDE &&
    evidenceOf(result).producer >= PRODUCER_THRESHOLD &&
    !producerExtended(facts, top.wine.producer, top.wine) &&
    // docs/product-rules.md (labels): a label that matches a catalogue wine only in part is 'not in
    // our catalogue': another wine of the producer, or the wine's name under another producer
    !anotherWineOf(facts, top.wine, printed) &&
    !placeNamedOnly(top.wine.producer, printed) &&
    !(top.producerScore < PRODUCER_THRESHOLD && otherProducerPrinted(facts, top.wine));
  const alternatives = leaders.slice(good ? 1 : 0, (good ? 1 : 0) + 3).filter((m) => m.score >= 0.3);
  return { ...result, best: good ? top : null, alternatives, topRight };
}

/** The top candidate's evidence, as the calibration reads it. */
export function evidenceOf(match: Pick<MatchResult, 'top' | 'margin' | 'rareName'>): MatchEvidence {
  const top = match.top;
  if (!top) return { score: 0, margin: 0, producer: 0 };
  // a rare wine name read whole stands in for most of the producer's evidence
  return { score: top.score, margin: match.margin, producer: Math.max(top.producerScore, match.rareName ? 0.85 : 0) };
}
