// Text helpers for label reading: OCR output is upper/lower case at random, with stray
// punctuation and the odd misread letter, so everything is compared in a folded form.

/** Levenshtein distance with an early exit once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (cur[j] < rowMin) rowMin = cur[j];
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
