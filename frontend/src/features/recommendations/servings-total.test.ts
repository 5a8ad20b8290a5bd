import { describe, expect, it } from 'vitest';
import { servingsFor, servingsLine } from './servings-total';

describe('servingsLine', () => {
  it('multiplies the bottles by both ends of the price range', () => {
    expect(servingsLine({ people: 20, bottles: 4, basis: 'a toast' }, '$25-32')).toBe('4 bottles × $25-32 ≈ $100-128');
  });
  it('keeps an open-ended price open and says one bottle', () => {
    expect(servingsLine({ people: null, bottles: 1, basis: '' }, '$900+')).toBe('1 bottle × $900+ ≈ $900+');
  });
  it('says who it is for', () => {
    expect(servingsFor({ people: 20, bottles: 4, basis: '' })).toBe('For 20 people');
    expect(servingsFor({ people: null, bottles: 12, basis: 'a case is 12 bottles' })).toBe('As asked');
  });
});
