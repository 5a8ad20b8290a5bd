import { normalise } from '@wine/wine-knowledge';

// Text helpers shared by query understanding and winery search: accent- and case-free words,
// and one-edit typo tolerance (Damerau: insert, delete, substitute or swap two neighbours).

export function words(text: string): string[] {
  return normalise(text)
    .split(' ')
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** True when a and b are at most one Damerau edit apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    let first = -1;
    let diffs = 0;
    for (let i = 0; i < la; i++) {
      if (a[i] !== b[i]) {
        diffs++;
        if (first < 0) first = i;
        if (diffs > 2) return false;
      }
    }
    if (diffs === 1) return true;
    // a swap of two neighbours ('reisling' → 'riesling')
    return diffs === 2 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
  }
  const [short, long] = la < lb ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let skipped = false;
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i++;
      j++;
    } else {
      if (skipped) return false;
      skipped = true;
      j++;
    }
  }
  return true;
}

// Short words are too easily one edit from another real word ('red' ↔ 'bed', 'pie' ↔ 'pig').
export const MIN_TYPO_LENGTH = 5;

/**
 * Corrects each unknown word to a known one within one edit, longest known words first so
 * 'chardonay' becomes 'chardonnay'. Words already known, short words and numbers stay as they are.
 */
export class TypoCorrector {
  private readonly known: Set<string>;
  private readonly byLength = new Map<number, string[]>();

  constructor(vocabulary: Iterable<string>, targets: Iterable<string> = vocabulary) {
    this.known = new Set(vocabulary);
    for (const word of [...new Set(targets)].sort()) {
      if (word.length < MIN_TYPO_LENGTH - 1) continue;
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  isKnown(word: string): boolean {
    return this.known.has(word);
  }

  correct(word: string): string {
    if (word.length < MIN_TYPO_LENGTH - 1 || this.known.has(word) || /\d/.test(word)) return word;
    // a four-letter word may only have lost a letter ('yara' → 'yarra')
    const lengths = word.length < MIN_TYPO_LENGTH ? [word.length + 1] : [word.length, word.length + 1, word.length - 1];
    for (const length of lengths) {
      // a typo keeps its first letter: 'hates' is not 'dates', nor 'coffee' 'toffee'
      const match = this.byLength.get(length)?.find((candidate) => candidate[0] === word[0] && withinOneEdit(word, candidate));
      if (match) return match;
    }
    return word;
  }
}
