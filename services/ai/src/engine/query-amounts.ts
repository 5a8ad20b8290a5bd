import { NUMBER_WORDS } from './vocabulary';

// Amounts in a query: the budget ('under $20', 'around forty dollars', 'cheap') and how long to cellar.

export interface Budget {
  min?: number;
  max?: number;
  around?: number;
  label: string; // 'under $20', 'around $40', 'over $100', '$20-$40'
  fromWords?: boolean; // 'cheap', 'something special': a softer reading than a number
  bare?: number; // a number with no $ or 'dollars' ('about 12'): it may count people, not dollars
}

function parseNumberAt(tokens: string[], i: number): { value: number; next: number } | null {
  const t = tokens[i];
  if (t === undefined) return null;
  const m = /^\$?(\d+(?:\.\d+)?)(k)?\$?$/.exec(t);
  if (m) return { value: Number(m[1]) * (m[2] ? 1000 : 1), next: i + 1 };
  const two = `${t} ${tokens[i + 1] ?? ''}`;
  if (NUMBER_WORDS[two] !== undefined) return { value: NUMBER_WORDS[two], next: i + 2 };
  if (NUMBER_WORDS[t] !== undefined && t !== 'decade') return { value: NUMBER_WORDS[t], next: i + 1 };
  return null;
}

const MONEY_AFTER = new Set(['dollars', 'dollar', 'bucks', 'aud', 'a', 'bottle', 'per', 'each']);
const MAX_CUES = [
  // 'nothing over $35' caps the price: read before 'over' alone, which sets a floor
  'nothing over',
  'nothing above',
  'not above',
  'never over',
  'none over',
  'nothing more than',
  'no more',
  'nothing dearer than',
  'under',
  'below',
  'less than',
  'max',
  'maximum',
  'up to',
  'no more than',
  'not more than',
  'cheaper than',
  'within',
  'at most',
  'budget of',
  'budget is',
  'budget',
  'less then',
  'sub',
  'lower than',
  'no more then',
  'not over',
  'no higher than',
  'tops',
];
const MIN_CUES = [
  'over',
  'above',
  'more than',
  'at least',
  'minimum',
  'upwards of',
  'higher than',
  'north of',
  'starting at',
  'from',
  'plus',
];
// money in hand is a ceiling even when said as 'about': 'we've pooled about 150', 'I have about $40 to spend'
const HAND_CUES = [
  'pooled',
  'pooled about',
  'pooled around',
  'we have',
  'weve got',
  'i have',
  'ive got',
  'got about',
  'have about',
  'kitty of',
  'collected',
];
// people counted after a number ('about 12 of us', '30 guests'): never a price
const PEOPLE_AFTER =
  /^(people|person|guests|guest|persons|pax|ppl|adults|friends|mates|colleagues|staff|folks|heads|attendees|diners|couples|kids|us)$/;
const AROUND_CUES = ['around', 'about', 'roughly', 'approximately', 'approx', 'circa', 'near', 'close to', 'round', 'ish'];

/** Budget phrases: numbers with a cue, ranges, and words ('cheap', 'something special'). */
export function readBudget(text: string, tokens: string[]): Budget | null {
  // '$20-40', '$20 to $40', 'between 20 and 40 dollars'
  const range =
    /(?:between\s+)?\$\s?(\d+)\s*(?:-|to|and)\s*\$?\s?(\d+)|between\s+(\d+)\s+and\s+(\d+)\s*(?:dollars|bucks)?|(\d+)\s*(?:-|to)\s*(\d+)\s*(?:dollars|bucks)/.exec(
      text,
    );
  if (range) {
    const lo = Number(range[1] ?? range[3] ?? range[5]);
    const hi = Number(range[2] ?? range[4] ?? range[6]);
    if (hi > lo) return { min: lo, max: hi, label: `$${lo}-$${hi}` };
  }
  for (let i = 0; i < tokens.length; i++) {
    const num = parseNumberAt(tokens, i);
    if (!num) continue;
    const next = tokens[num.next] ?? '';
    if (PEOPLE_AFTER.test(next) || (next === 'of' && tokens[num.next + 1] === 'us')) continue;
    // 'ten to fifteen bucks', '20 to 30 dollars', 'between twenty and forty'
    const second = /^(to|and|-)$/.test(next) ? parseNumberAt(tokens, num.next + 1) : null;
    if (second && second.value > num.value) {
      const money =
        /^\$/.test(tokens[i]) || /^\$/.test(tokens[num.next + 1]) || /^(dollars?|bucks|aud)$/.test(tokens[second.next] ?? '');
      if (money || tokens[i - 1] === 'between')
        return { min: num.value, max: second.value, label: `$${num.value}-$${second.value}` };
    }
    const isMoney =
      tokens[i].includes('$') || (MONEY_AFTER.has(tokens[num.next] ?? '') && tokens[num.next] !== 'a') || /^\$/.test(tokens[i]);
    const before = tokens.slice(Math.max(0, i - 3), i).join(' ');
    const cue = (list: string[]) => list.some((c) => before.endsWith(c) || before.split(' ').includes(c));
    const after = tokens[num.next] ?? '';
    const yearsAfter = /^(years?|yrs?|decades?)$/.test(after);
    if (yearsAfter) continue;
    const looksLikeMoney =
      isMoney ||
      /(dollars?|bucks)/.test(after) ||
      ((cue(MAX_CUES) || cue(MIN_CUES) || cue(AROUND_CUES)) && num.value >= 8 && num.value < 2000 && !/%/.test(tokens[i]));
    if (!looksLikeMoney || num.value < 5 || num.value > 5000) continue;
    // a vintage ('from 2015') is not a price
    if (num.value >= 1900 && num.value <= 2100 && !tokens[i].includes('$')) continue;
    const value = num.value;
    const bare = isMoney || /(dollars?|bucks)/.test(after) ? undefined : value;
    if (cue(HAND_CUES)) return { max: Math.round(value * 1.05), label: `up to $${value}`, bare };
    if (cue(AROUND_CUES) || after === 'ish')
      return { around: value, min: Math.round(value * 0.75), max: Math.round(value * 1.25), label: `around $${value}`, bare };
    // 'no more than' before 'more than'
    if (cue(MAX_CUES)) return { max: value, label: `under $${value}`, bare };
    if (cue(MIN_CUES) || after === 'plus' || after === '+' || /\+$/.test(tokens[i]))
      return { min: value, label: `over $${value}` };
    // a bare '$30 bottle' reads as about that much
    return { around: value, min: Math.round(value * 0.75), max: Math.round(value * 1.25), label: `around $${value}`, bare };
  }
  const has = (phrase: string) => new RegExp(`(^| )${phrase}( |$)`).test(text);
  // 'nothing fancy', 'not too expensive', 'nothing special': an everyday bottle, never the top shelf
  if (
    /(^| )(nothing|not|no|dont need|doesnt need|dont want)( too| that| anything| something| very)? (fancy|special|expensive|pricey|flash|posh|premium|fancy pants)( |$)/.test(
      text,
    )
  )
    return { max: 30, label: 'under $30', fromWords: true };
  // no money at all: a student, skint, broke: the cheapest shelf
  if (['student', 'uni student', 'skint', 'broke', 'tight budget', 'goon', 'dirt cheap', 'bargain bin'].some(has))
    return { max: 15, label: 'under $15', fromWords: true };
  if (
    [
      'cheap',
      'cheapest',
      'cheapie',
      'bargain',
      'budget',
      'inexpensive',
      'cheap and cheerful',
      'on a budget',
      'low cost',
      'low price',
      'student',
      'uni student',
      // the everyday words for a cheap bottle
      'plonk',
      'cheapo',
      'cheapie',
      'cheapies',
      'cheap as chips',
      'on the cheap',
      'dirt cheap',
      'bargain bin',
      'skint',
      'broke',
      'tight budget',
      'goon',
    ].some(has)
  )
    return { max: 20, label: 'under $20', fromWords: true };
  if (
    [
      'affordable',
      'good value',
      'value for money',
      'reasonably priced',
      'not too expensive',
      'wont break the bank',
      'not expensive',
      'everyday',
      'well priced',
      'budget friendly',
      'bang for buck',
      'bang for your buck',
      'bang for my buck',
      'not too pricey',
      'not pricey',
      'easy on the wallet',
      'quaffer',
      'quaffing',
      'everyday drinking',
    ].some(has)
  )
    return { max: 30, label: 'under $30', fromWords: true };
  if (
    [
      'money no object',
      'no expense spared',
      'top shelf',
      'luxury',
      'luxurious',
      'iconic',
      'blue chip',
      'trophy',
      'the best money can buy',
      'splash out',
      'expensive',
    ].some(has)
  )
    return { min: 100, label: 'over $100', fromWords: true };
  if (
    [
      'something special',
      'special occasion',
      'splurge',
      'treat',
      'fancy',
      'special',
      'impressive',
      'premium',
      'high end',
      'top end',
    ].some(has)
  )
    return { min: 50, label: 'something special', fromWords: true };
  return null;
}

/** Cellaring intent: 'to cellar', 'for ageing', 'keep for 10 years', 'lay down for a decade'. */
export function readCellaring(text: string, tokens: string[]): number | null {
  if (/cellar door/.test(text)) text = text.replace(/cellar door/g, '');
  const intent =
    /(^| )(cellar|cellaring|to age|for ageing|for aging|ageworthy|age worthy|age well|ages well|cellar worthy|cellarworthy|lay down|laying down|keep for|keep it for|put away|long term|age it|hold for|to keep|investment)( |$)/.test(
      text,
    );
  let years: number | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const num = parseNumberAt(tokens, i);
    const after = num ? tokens[num.next] : undefined;
    if (num && after && /^(years?|yrs?)$/.test(after)) years = num.value;
    if (num && after && /^decades?$/.test(after)) years = num.value * 10;
    if (tokens[i] === 'decade' && (tokens[i - 1] === 'a' || tokens[i - 1] === 'for')) years = years ?? 10;
  }
  if (years !== null && (intent || /(age|keep|cellar|hold|lay)/.test(text))) return Math.min(years, 40);
  if (intent) return 8;
  return null;
}
