import { describe, expect, it } from 'vitest';
import { usagePercent } from './usage';

describe('usagePercent (count / limit, capped at 100%)', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 100 / 3],
    [3, 3, 100],
    [5, 3, 100],
    [2, 0, 0],
    [-1, 3, 0],
  ])('%i of %i is %f%%', (count, limit, expected) => {
    expect(usagePercent(count, limit)).toBeCloseTo(expected);
  });
});
