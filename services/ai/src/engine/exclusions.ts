// Negations and exclusions in a request (docs/product-rules.md#recommendations): 'anything but
// Chardonnay', 'not from South Australia', 'no Sauvignon Blanc or Pinot Gris', 'other than
// Shiraz', 'without oak'. A grape, type, region, state or producer named after one of these cues
// is excluded, never asked for; the cue reaches across a list ('not Chardonnay or Viognier').

export interface Exclusions {
  varieties: string[];
  types: string[];
  regions: string[];
  states: string[];
  producers: string[];
}

export const noExclusions = (): Exclusions => ({ varieties: [], types: [], regions: [], states: [], producers: [] });

const CUES = new Set([
  'not',
  'isnt',
  'arent',
  'wasnt',
  'dont',
  'doesnt',
  'no',
  'nothing',
  'without',
  'except',
  'excluding',
  'avoid',
  'avoiding',
  'hate',
  'never',
  'outside',
  'sans',
  'minus',
  'nor',
]);
// two-word cues, read as the word before and the cue word
const PAIRED: [string, string][] = [
  ['anything', 'but'],
  ['everything', 'but'],
  ['all', 'but'],
  ['any', 'but'],
  ['but', 'not'],
  ['other', 'than'],
  ['rather', 'than'],
  ['apart', 'from'],
  ['aside', 'from'],
  ['instead', 'of'],
  ['sick', 'of'],
  ['tired', 'of'],
  ['fan', 'of'],
  ['dont', 'like'],
  ['dont', 'want'],
  ['dislike', 'dislike'],
  ['cant', 'stand'],
  ['allergic', 'to'],
  ['skip', 'skip'],
  ['except', 'for'],
];
// words a cue reaches across before the thing it excludes
const BRIDGE = new Set([
  'from',
  'in',
  'a',
  'an',
  'the',
  'any',
  'or',
  'and',
  'too',
  'more',
  'made',
  'grown',
  'of',
  'wine',
  'wines',
  'please',
  'really',
  'just',
  'again',
  'another',
  'some',
  'anything',
  'something',
  'so',
  'very',
  'much',
]);
const CONJUNCTIONS = new Set(['or', 'and', 'nor']);

/**
 * True when the phrase at token `at` is excluded: a cue stands before it with only bridge words,
 * or other excluded phrases of the same list ('not X or Y'), in between.
 * `entity` marks the tokens of phrases already read (grapes, regions...), which a list reaches across.
 */
export function excludedAt(tokens: string[], at: number, entity: boolean[]): boolean {
  let joined = false; // a list word since the last phrase crossed: 'not X or Y'
  for (let j = at - 1; j >= 0 && j >= at - 8; j--) {
    const t = tokens[j];
    if (entity[j]) {
      if (!joined) return false;
      if (!entity[j - 1]) joined = false;
      continue;
    }
    if (CONJUNCTIONS.has(t)) joined = true;
    const prev = tokens[j - 1] ?? '';
    if (PAIRED.some(([a, b]) => (a === prev && b === t) || (a === b && a === t))) return true;
    if (CUES.has(t)) {
      // 'no more than $30' and 'not too sweet' are not exclusions of what follows
      if (t === 'no' && tokens[j + 1] === 'more' && tokens[j + 2] === 'than') return false;
      return true;
    }
    if (BRIDGE.has(t)) continue;
    return false;
  }
  return false;
}

// A style word is denied by a cue a few filler words before it: 'not a big red', 'anything but a big
// red', 'without much tannin', 'nothing too heavy' (the request then wants the opposite style).
const STYLE_NEGATIONS = new Set(['not', 'no', 'nothing', 'without', 'never', 'avoid', 'less', 'dont', 'isnt']);
const NEGATION_FILLERS = new Set(
  'a an the too so very overly much that as really super any of something anything one'.split(' '),
);

export function negatedStyle(tokens: string[], at: number): boolean {
  for (let j = at - 1; j >= 0 && j >= at - 4; j--) {
    const t = tokens[j];
    if (STYLE_NEGATIONS.has(t)) return true;
    if (t === 'but' && ['anything', 'everything', 'all'].includes(tokens[j - 1] ?? '')) return true;
    if (!NEGATION_FILLERS.has(t)) return false;
  }
  return false;
}
