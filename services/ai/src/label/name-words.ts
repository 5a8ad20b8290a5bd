import { fold, GRAPE_VARIETIES, WINE_REGIONS, wineNames, WINES } from '@wine/wine-knowledge';
import { similarity, similarityAtLeast } from './text';

// The words of the catalogue's names, as the label matcher (match-wine.ts) and its refusals
// (other-wine.ts) weigh them: how rare each is, which are places, grapes and a label's own words.

export const tokensOf = (s: string) => [...new Set(fold(s).split(' ').filter(Boolean))];

/**
 * Inverse document frequency over the catalogue's producer and wine names: 'Estate', 'Vineyard'
 * and 'Shiraz' are on many names and weigh little, 'Yangarra' or '389' on one and weigh a lot.
 */
export const NAMES = [...new Set(WINES.flatMap((w) => [w.producer, ...wineNames(w)]))];
export const DF = new Map<string, number>();
for (const name of NAMES) for (const t of tokensOf(name)) DF.set(t, (DF.get(t) ?? 0) + 1);
export const PLACE_AND_GRAPE = new Set(
  [...WINE_REGIONS.map((r) => r.name), ...GRAPE_VARIETIES.map((v) => v.name)].flatMap(tokensOf),
);

/** Whether a word is in any catalogue producer or wine name. */
export const isCatalogueWord = (token: string) => DF.has(token);
// worked out once per catalogue word (an import matches thousands of rows against the same names)
export const IDF = new Map([...DF].map(([token, n]) => [token, Math.log(1 + NAMES.length / (1 + n))]));
export const UNKNOWN_IDF = Math.log(1 + NAMES.length / 1);
export const idf = (token: string) => IDF.get(token) ?? UNKNOWN_IDF;
export const NAME_TOKENS = new Map(NAMES.map((name) => [name, tokensOf(name)]));
/** A catalogue name's tokens, worked out once; any other text's each time. */
export const nameTokens = (name: string): readonly string[] => NAME_TOKENS.get(name) ?? tokensOf(name);

export const REGION_NAMES = WINE_REGIONS.map((r) => fold(r.name));
/** The words of the regions' names ('heathcote', 'yarra', 'valley'). */
export const REGION_WORDS = new Set(REGION_NAMES.flatMap((r) => r.split(' ')));
export const isRegionLine = (text: string) => {
  const f = fold(text);
  // a misread region line ('ba ssa valley') still is one
  return f.length >= 4 && REGION_NAMES.some((r) => similarity(r.replace(/ /g, ''), f.replace(/ /g, '')) >= 0.75);
};

// Words a label prints around its producer's name that do not make it another producer's name.
export const LABEL_WORDS = new Set(
  (
    'estate wines wine vineyard vineyards family cellars cellar winery reserve limited release selection single hand picked ' +
    'old vine vines established since produced bottled product australia with from vintage sparkling brut wild ferment ' +
    'grown made'
  ).split(' '),
);
// Style words a wine's name shares with many wines: no evidence of one wine on their own. Nor are
// the little words between them: 'de' is rare among the catalogue's names, yet 'Blanc de Blancs'
// printed alone is any house's (a label naming no producer is not House of Arras's).
const STYLE_WORDS =
  'blanc blancs noirs brut rose reserve cuvee vintage tawny old vine vines estate sparkling late harvest single vineyard';
export const GENERIC = new Set(`${STYLE_WORDS} de des du di da la le les el of the and`.split(' '));

/** A back label's sentence ('Alkoomi pioneered Frankland River; its…'), not a name: many words, or a clause's punctuation. */
export const isSentence = (text: string) => text.split(/\s+/).length > 5 || /[,;:]\s/.test(text);

export const SPELLED = [...PLACE_AND_GRAPE, ...LABEL_WORDS, ...STYLE_WORDS.split(' ')];
/** A word OCR misread from one of `own` or from a grape, place, label or style word. */
export const misreadOf = (word: string, own: Set<string>) =>
  [...own, ...SPELLED].some((t) => Math.abs(t.length - word.length) <= 2 && similarityAtLeast(t, word, 0.75) >= 0.75);

export const GRAPE_WORDS = new Map<string, string>(
  GRAPE_VARIETIES.flatMap((v) => tokensOf(v.name).map((t): [string, string] => [t, v.id])),
);
