import { editDistance, similarity, similarityAtLeast } from './text';

// the plain Levenshtein table, to check the fast one against
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i ? (j ? 0 : i) : j)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

// a fixed pseudo-random stream, so a failure repeats
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const word = () => Array.from({ length: Math.floor(next() * 14) }, () => 'aeirstlnow'[Math.floor(next() * 10)]).join('');

describe('edit distance and similarity', () => {
  it('matches the plain table on known pairs', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('yangarra', 'yangara')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('penfolds', 'penfolds')).toBe(1);
    // long words grow the reused rows
    expect(editDistance('a'.repeat(200), 'b'.repeat(150))).toBe(200);
  });

  it('gives the exact distance up to max, and more than max beyond it; similarityAtLeast agrees with similarity', () => {
    for (let n = 0; n < 3000; n++) {
      const [a, b] = [word(), word()];
      const exact = reference(a, b);
      expect(editDistance(a, b)).toBe(exact);
      const max = Math.floor(next() * 6);
      const capped = editDistance(a, b, max);
      if (exact <= max) expect(capped).toBe(exact);
      else expect(capped).toBeGreaterThan(max);
      for (const floor of [0.75, 0.8]) {
        const sim = similarity(a, b);
        expect(similarityAtLeast(a, b, floor)).toBe(sim >= floor ? sim : 0);
      }
    }
  });
});
