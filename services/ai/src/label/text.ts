// Text helpers for label reading: OCR output is upper/lower case at random, with stray
// punctuation and the odd misread letter, so everything is compared in a folded form.

// two rows of the distance table, reused between calls (grown as needed): the matcher compares
// tens of thousands of word pairs per imported file
let prevRow = new Int32Array(64);
let curRow = new Int32Array(64);

/**
 * Levenshtein distance. With `max`, a distance above it may answer any number above `max`
 * (it stops as soon as the distance must exceed it); one at or below it is exact.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  // the distance is at least the difference in length
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (prevRow.length <= b.length) {
    prevRow = new Int32Array(b.length * 2);
    curRow = new Int32Array(b.length * 2);
  }
  let prev = prevRow;
  let cur = curRow;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitute = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const insertOrDelete = (prev[j] < cur[j - 1] ? prev[j] : cur[j - 1]) + 1;
      const d = substitute < insertOrDelete ? substitute : insertOrDelete;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/** 1 for equal strings, 0 for nothing in common (edit distance over the longer length). */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (!longest) return 1;
  return 1 - editDistance(a, b) / longest;
}

/**
 * similarity(a, b) when it is at least `floor`, else 0: the distance stops early once the
 * similarity cannot reach the floor (the same answer as comparing similarity() with it, faster).
 */
export function similarityAtLeast(a: string, b: string, floor: number): number {
  const longest = Math.max(a.length, b.length);
  if (!longest) return 1;
  // rounded up: a distance above this cannot reach the floor
  const max = Math.ceil((1 - floor) * longest);
  const sim = 1 - editDistance(a, b, max) / longest;
  return sim >= floor ? sim : 0;
}

/**
 * How well `phrase` appears inside `text`: the best similarity between the phrase and any run
 * of words in the text of about the same length, spaces ignored (OCR often drops or adds them).
 */
export function phraseScore(phrase: string, text: string): number {
  const target = phrase.replace(/ /g, '');
  if (!target) return 0;
  const words = text.split(' ').filter(Boolean);
  const n = phrase.split(' ').length;
  let best = 0;
  for (let size = Math.max(1, n - 1); size <= n + 1; size++) {
    for (let start = 0; start + size <= words.length; start++) {
      const window = words.slice(start, start + size).join('');
      if (Math.abs(window.length - target.length) > Math.max(2, target.length * 0.4)) continue;
      const score = similarity(target, window);
      if (score > best) best = score;
      if (best === 1) return 1;
    }
  }
  return best;
}
