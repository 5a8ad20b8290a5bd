import { Wine, wineNames } from '@wine/wine-knowledge';
import { fold } from '@wine/wine-knowledge';
import {
  DF,
  GENERIC,
  GRAPE_WORDS,
  idf,
  isRegionLine,
  isSentence,
  LABEL_WORDS,
  misreadOf,
  nameTokens,
  PLACE_AND_GRAPE,
  REGION_WORDS,
  tokensOf,
} from './name-words';
import { LabelFacts } from './parse-label';

// docs/product-rules.md (bottle labels not in the catalogue): the label matches the top candidate
// only in part, so the answer is 'not in our catalogue'.

/**
 * The label prints the candidate's producer inside a longer name ('Quenda Wendouree Estate',
 * 'Brolga Tellurian', 'Taylors Creek'): another producer, not this one. A word beside it that
 * other catalogue names have ('Creek' of Jacob's Creek) makes another name as much as an unknown
 * one; the candidate's own wine names, label words ('Estate', 'Wines'), style, place and grape
 * words do not. Only name-sized print counts, at least 0.7 of the label's largest: a back label's
 * sentences name the producer among other words ('produced and bottled by Coriole'). Neither does
 * a misread of the producer's own words ('IOUNT LANGI GHIRA'), nor the wine's name run together ('LaZona').
 */
export function producerExtended(facts: LabelFacts, producer: string, wine?: Wine): boolean {
  const own = nameTokens(producer);
  const ownSet = new Set(own);
  const wineWords = wine ? wineNames(wine).map(nameTokens) : [];
  // the wine's name words, and each pair of them run together
  const named = new Set(wineWords.flatMap((ws) => [...ws, ...ws.slice(1).map((w, i) => ws[i] + w)]));
  const extends_ = (w: string) =>
    /^[a-z]{4,}$/.test(w) &&
    !GENERIC.has(w) &&
    !PLACE_AND_GRAPE.has(w) &&
    !LABEL_WORDS.has(w) &&
    !named.has(w) &&
    !misreadOf(w, ownSet);
  // the largest word print (a large year is not the name's print)
  const tallest = Math.max(1, ...facts.lines.filter((l) => /[a-z]{3}/i.test(l.text)).map((l) => l.height));
  for (const line of facts.lines) {
    if (line.height < 0.7 * tallest || isSentence(line.text)) continue;
    const words = fold(line.text).split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      if (!own.includes(words[i]) || own.includes(words[i - 1] ?? '')) continue;
      let end = i;
      while (own.includes(words[end + 1] ?? '')) end++;
      const around = [words[i - 1], words[end + 1]].filter((w): w is string => Boolean(w));
      if (around.some(extends_)) return true;
    }
  }
  return false;
}

/**
 * The producer's other wine, not this one: the label names grapes and none is the candidate's
 * ('Y Series Riesling' is not 'Y Series Viognier'), or the candidate's own name words (not its
 * producer's, a grape's, a place's or a style's) are mostly missing ('Silver Label' is not 'Yellow
 * Label', 'Louis Semillon' is not 'Cyril Henschke').
 */
export function anotherWineOf(facts: LabelFacts, wine: Wine, printed: (t: string) => number): boolean {
  if (facts.varietyIds.length && !facts.varietyIds.some((v) => wine.varietyIds.includes(v))) return true;
  if (nameLineSaysMore(facts, wine)) return true;
  const own = new Set(nameTokens(wine.producer));
  const joinedText = facts.lines.map((l) => fold(l.text).replace(/ /g, '')).join('|');
  let best = 1;
  for (const name of wineNames(wine)) {
    const words = nameTokens(name).filter(
      (t) => !own.has(t) && !PLACE_AND_GRAPE.has(t) && !GENERIC.has(t) && !LABEL_WORDS.has(t),
    );
    if (!words.length) return false;
    // the name's own words printed run together ('MrsWigley') are printed
    if (joinedText.includes(words.join(''))) return false;
    const total = words.reduce((s, t) => s + idf(t), 0);
    const got = words.reduce((s, t) => s + idf(t) * printed(t), 0);
    best = Math.min(best, 1 - got / total);
  }
  // more than half of the name's own weight missing (an OCR slip in a short word is not)
  return best > 0.5;
}

/**
 * The label's wine-name line (print with a word of the candidate's wine name) says more than the
 * candidate's name: another grape the wine is not made of ('Grenache Shiraz Mourvèdre' is not the
 * producer's 'Shiraz'; print at least 0.4 of the label's largest), or two or more name words no
 * catalogue name has, in name-sized print (0.7): 'Pietra Rossa Sangiovese' is not its
 * 'Sangiovese'. A back label's sentences, a misread word ('Shira', 'Biena') or the wine's own
 * words run together ('MrsWigley') say nothing.
 */
export function nameLineSaysMore(facts: LabelFacts, wine: Wine): boolean {
  const names = [wine.producer, ...wineNames(wine)].map(nameTokens);
  const own = new Set(names.flatMap((ws) => [...ws, ...ws.slice(1).map((w, i) => ws[i] + w)]));
  const nameWords = new Set(wineNames(wine).flatMap(nameTokens));
  // the wine name's own words: not its producer's, a grape's, a place's or a style's
  const producerWords = new Set(nameTokens(wine.producer));
  const distinct = new Set(
    nameTokens(wine.wineName).filter(
      (w) => w.length >= 3 && !producerWords.has(w) && !PLACE_AND_GRAPE.has(w) && !GENERIC.has(w) && !LABEL_WORDS.has(w),
    ),
  );
  const wordy = facts.lines.filter((l) => /[a-z]{3}/i.test(l.text));
  const tallest = Math.max(1, ...wordy.map((l) => l.height));
  return wordy.some((line) => {
    if (line.height < 0.4 * tallest || isRegionLine(line.text) || isSentence(line.text)) return false;
    const words = tokensOf(line.text).filter((w) => !own.has(w) && w.length >= 4 && !LABEL_WORDS.has(w) && !GENERIC.has(w));
    if (!tokensOf(line.text).some((w) => nameWords.has(w))) return false;
    if (words.some((w) => GRAPE_WORDS.has(w) && !wine.varietyIds.includes(GRAPE_WORDS.get(w)!))) return true;
    // one of the name's own words swapped for another word ('Silver Label Shiraz' is not
    // 'Gold Label Shiraz', whatever a gold medal sticker prints)
    const onLine = new Set(tokensOf(line.text));
    const missing = [...distinct].filter((w) => !onLine.has(w));
    const swapped = words.some((w) => /^[a-z]+$/.test(w) && !PLACE_AND_GRAPE.has(w) && !misreadOf(w, own));
    if (missing.length && missing.length < distinct.size && swapped) return true;
    if (line.height < 0.7 * tallest) return false;
    const unknown = words.filter(
      (w) => /^[a-z]+$/.test(w) && !GRAPE_WORDS.has(w) && !DF.has(w) && !PLACE_AND_GRAPE.has(w) && !misreadOf(w, own),
    );
    return unknown.length >= 2;
  });
}

/**
 * A producer other than the candidate's printed on the label: a line at least half the height of
 * its largest word print made of words no catalogue name has ('Quoll Hill', 'Tarrawong'), so a
 * catalogue wine's name on it ('Velvet Glove Shiraz') is another producer's wine.
 */
export function otherProducerPrinted(facts: LabelFacts, wine: Wine): boolean {
  const own = new Set([...nameTokens(wine.producer), ...wineNames(wine).flatMap(nameTokens)]);
  const wordy = facts.lines.filter((l) => /[a-z]{3}/i.test(l.text));
  const tallest = Math.max(1, ...wordy.map((l) => l.height));
  return wordy.some((line) => {
    if (line.height < 0.5 * tallest || isRegionLine(line.text) || /\d/.test(line.text)) return false;
    const words = fold(line.text)
      .split(' ')
      .filter((w) => w.length >= 4);
    return (
      words.length > 0 &&
      words.length <= 3 &&
      !words.some((w) => own.has(w)) &&
      words.some((w) => !DF.has(w) && !PLACE_AND_GRAPE.has(w) && !LABEL_WORDS.has(w))
    );
  });
}

/**
 * A producer named after a place ('Heathcote Estate'): its place word is printed on every label of
 * that region ('HEATHCOTE', 'Heathcote Hills'), so the producer is read only when its other words
 * are printed too.
 */
export function placeNamedOnly(producer: string, printed: (t: string) => number): boolean {
  const words = nameTokens(producer);
  const others = words.filter((t) => !REGION_WORDS.has(t));
  return others.length < words.length && others.some((t) => printed(t) < 0.75);
}
