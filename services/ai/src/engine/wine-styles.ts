import { WINE_STYLE_TAGS } from '@wine/contracts';
import type { Wine } from '@wine/wine-knowledge';

// Styles a request can ask for that are not a type, grape or structure: skin contact, natural,
// pét-nat, Moscato, alcohol-free, certified vegan or organic (docs/product-rules.md#recommendations).
// The catalogue says them in `styleTags` and `method`; an older record without those fields is read
// from its name and variety, never guessed beyond that.

// the catalogue's own style tags, and two styles read from a wine's variety or name
// kosher is asked for but never held: we have no certification data, so the answer says so
export const STYLE_TAGS = [...WINE_STYLE_TAGS, 'moscato', 'prosecco', 'kosher'] as const;
export type StyleTag = (typeof STYLE_TAGS)[number];
export type SparklingMethod = 'traditional' | 'tank' | 'ancestral' | 'transfer';

/** The fields the catalogue is gaining (packages/contracts knowledge.ts), read when present. */
type WithStyle = Wine & { method?: SparklingMethod; styleTags?: string[] };

/** What each style is called when we say we have none of it. */
export const STYLE_NAMES: Record<StyleTag, string> = {
  'skin-contact': 'skin-contact (orange) wines',
  natural: 'natural wines',
  'pet-nat': 'pét-nats',
  'alcohol-free': 'alcohol-free wines',
  'vegan-certified': 'certified vegan wines',
  'organic-certified': 'certified organic wines',
  botrytis: 'botrytis wines',
  fortified: 'fortified wines',
  'sparkling-red': 'sparkling reds',
  'late-harvest': 'late-harvest wines',
  moscato: 'Moscatos',
  prosecco: 'Proseccos',
  kosher: 'kosher wines',
};

/** The words people type for each style (normalised, longest first when read). */
export const STYLE_TAG_WORDS: Record<StyleTag, string[]> = {
  'skin-contact': ['orange wine', 'orange wines', 'skin contact', 'amber wine', 'ramato', 'skinsy', 'skin fermented'],
  natural: [
    'natural wine',
    'natural wines',
    'natural',
    'natty',
    'natty wine',
    'low intervention',
    'minimal intervention',
    'zero zero',
  ],
  'pet-nat': ['pet nat', 'pet nats', 'petnat', 'petillant naturel', 'pet nat wine', 'ancestral method'],
  'alcohol-free': [
    'alcohol free',
    'non alcoholic',
    'nonalcoholic',
    'zero alcohol',
    'no alcohol',
    'dealcoholised',
    'dealcoholized',
    'alcohol removed',
    '0 alcohol',
    'zero percent',
    '0%',
    '0.0%',
    '0.0',
    '0 0',
    '0% alcohol',
    'zero alc',
    'zero alcohol wine',
    'no alc',
    'non alc',
    'alc free',
    'alcohol free wine',
    'booze free',
    'no booze',
    'without alcohol',
    'dry july',
    'sober october',
    'staying sober',
    'pregnant',
    'designated driver',
    'de alcoholised',
    'dealc',
    'mocktail',
  ],
  'vegan-certified': ['vegan wine', 'vegan wines', 'vegan friendly', 'vegan certified', 'certified vegan', 'suitable for vegans'],
  'organic-certified': ['organic', 'organic wine', 'certified organic', 'biodynamic', 'organically grown'],
  botrytis: ['botrytis', 'botrytised', 'noble rot', 'cordon cut'],
  fortified: [],
  'sparkling-red': ['sparkling red', 'sparkling shiraz', 'red bubbles', 'sparkling reds'],
  'late-harvest': ['late harvest', 'late picked'],
  moscato: ['moscato', 'moscatos', 'moscato d asti'],
  prosecco: ['prosecco', 'proseccos', 'glera'],
  kosher: ['kosher', 'kosher wine', 'kosher wines', 'mevushal', 'kosher for passover'],
};

// styles a request is filtered on; botrytis, late harvest and sparkling reds are types and grapes
// the parser reads already, so they only tag wines, never filter
export const ASKABLE: StyleTag[] = [
  'skin-contact',
  'natural',
  'pet-nat',
  'alcohol-free',
  'vegan-certified',
  'organic-certified',
  'moscato',
  'prosecco',
  'kosher',
];

/** The wine's sparkling method: the record's, else Prosecco is tank-made, else null (unknown). */
export function methodOf(wine: Wine): SparklingMethod | null {
  const w = wine as WithStyle;
  if (w.method) return w.method;
  if (wine.wineType !== 'Sparkling Wine') return null;
  if (/prosecco|glera/i.test(`${wine.variety} ${wine.wineName}`)) return 'tank';
  if (/pet ?nat|p[ée]tillant/i.test(wine.wineName)) return 'ancestral';
  return null;
}

// computed once per wine: every candidate is checked on every search
const TAGS = new WeakMap<Wine, Set<string>>();

/** The wine's style tags: the record's, plus what its type, name and variety say plainly. */
export function styleTagsOf(wine: Wine): Set<string> {
  let tags = TAGS.get(wine);
  if (!tags) TAGS.set(wine, (tags = readTags(wine)));
  return tags;
}

function readTags(wine: Wine): Set<string> {
  const tags = new Set((wine as WithStyle).styleTags ?? []);
  const text = `${wine.wineName} ${wine.variety}`;
  if (wine.wineType === 'Fortified Wine') tags.add('fortified');
  if (/botrytis|noble|cordon cut/i.test(text)) tags.add('botrytis');
  if (/late harvest/i.test(text)) tags.add('late-harvest');
  if (wine.wineType === 'Sparkling Wine' && /shiraz|sparkling red|cabernet|merlot|durif/i.test(text)) tags.add('sparkling-red');
  if (/prosecco|glera/i.test(text)) tags.add('prosecco');
  if (/moscato/i.test(text) && wine.wineType !== 'Fortified Wine') tags.add('moscato');
  if (methodOf(wine) === 'ancestral') tags.add('pet-nat');
  if (wine.abv < 0.6) tags.add('alcohol-free');
  return tags;
}

export function hasStyle(wine: Wine, tag: string): boolean {
  return styleTagsOf(wine).has(tag);
}

/**
 * A red wine as a sweet red is made: a sparkling red (its dosage leaves it off-dry or sweeter) or a
 * vintage fortified of red grapes. A tawny, aged to amber, or a Muscat is no longer red.
 */
export function isSweetRedStyle(wine: Wine): boolean {
  if (hasStyle(wine, 'sparkling-red')) return wine.structure.sweetness >= 2;
  return (
    wine.wineType === 'Fortified Wine' &&
    /shiraz|touriga|grenache|durif|cabernet|mataro|mourv/i.test(wine.variety) &&
    !/tawny|muscat|topaque|muscadelle|apera|sherry/i.test(`${wine.wineName} ${wine.variety}`)
  );
}

/**
 * The closest honest alternative to a style the catalogue has none of (0-1), said of the wine's own
 * structure: a textured, aromatic white for skin contact; the lightest in alcohol for alcohol-free;
 * a fresh, inexpensive sparkling for pét-nat or Prosecco; a sweet, light, low-alcohol white for Moscato.
 */
export function alternativeFit(wine: Wine, tag: StyleTag): number {
  const s = wine.structure;
  switch (tag) {
    case 'skin-contact':
      if (wine.wineType !== 'White Wine') return wine.wineType === 'Rosé Wine' ? 0.4 : 0;
      return (
        (['pinot-gris', 'gewurztraminer', 'viognier', 'fiano', 'vermentino', 'marsanne'].includes(wine.varietyIds[0])
          ? 0.6
          : 0.2) +
        (s.body >= 3 ? 0.2 : 0) +
        (s.oak <= 2 ? 0.2 : 0)
      );
    case 'alcohol-free':
      return wine.abv <= 10 && wine.wineType !== 'Dessert Wine' ? 1 - (wine.abv - 6) / 8 : wine.abv <= 11 ? 0.3 : 0;
    case 'pet-nat':
    case 'prosecco':
      return wine.wineType === 'Sparkling Wine' && s.sweetness <= 2 && !hasStyle(wine, 'sparkling-red')
        ? 0.6 + (s.oak <= 1 ? 0.2 : 0) + (s.body <= 2 ? 0.2 : 0)
        : 0;
    case 'moscato':
      return s.sweetness >= 3 && wine.abv <= 11 && wine.wineType !== 'Fortified Wine' ? 0.7 + (wine.abv <= 10 ? 0.3 : 0) : 0;
    case 'natural':
      return wine.wineType !== 'Fortified Wine' && s.oak <= 2 ? 0.5 + (s.body <= 3 ? 0.2 : 0) : 0;
    case 'vegan-certified':
    case 'kosher':
    case 'organic-certified':
    case 'botrytis':
    case 'fortified':
    case 'sparkling-red':
    case 'late-harvest':
      return 0;
  }
}

/** What a closest alternative is, in a few words ('a textured white with no skin contact'). */
export const ALTERNATIVE_WORDS: Partial<Record<StyleTag, string>> = {
  'skin-contact': 'textured, aromatic whites made without skin contact',
  natural: 'fresh, lightly handled wines with little or no oak, not made as natural wines',
  'pet-nat': 'fresh, dry sparkling wines made by other methods',
  prosecco: 'fresh, dry sparkling wines made from other grapes',
  'alcohol-free': 'the lowest-alcohol wines we list, none of them alcohol-free',
  moscato: 'sweet, light, low-alcohol whites that are not Moscato',
  'vegan-certified': 'wines we cannot confirm are vegan: we do not hold certification data',
  'organic-certified': 'wines we cannot confirm are organic: we do not hold certification data',
  kosher: 'wines we cannot confirm are kosher: we do not hold certification data',
};
