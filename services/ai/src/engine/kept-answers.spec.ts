import { findPairingRule } from '@wine/wine-knowledge';
import { CATALOGUE, prepare } from './catalogue';
import { candidates } from './constraints';
import { understandQuery } from './query-understanding';
import { untrueOf } from './reason-truth';
import { pairingFit } from './scorers';

// What a search keeps between searches (docs/architecture.md, "What a search costs") answers as if
// worked out afresh: a kept answer is found only for the same reading, wine, rule or sentence.
describe('answers kept between searches', () => {
  it('keeps candidates per whole reading: a reading changed in any field gets its own', () => {
    const first = candidates(understandQuery('a Barossa Shiraz'));
    expect(candidates(understandQuery('a Barossa Shiraz'))).toBe(first);
    const cheaper = understandQuery('a Barossa Shiraz');
    cheaper.budget = { max: 20, label: 'under $20' };
    const under20 = candidates(cheaper);
    expect(under20).not.toBe(first);
    expect(under20.wines.every((e) => e.priceMax <= 20 * 1.3)).toBe(true);
    expect(first.wines.some((e) => e.priceMax > 26)).toBe(true);
  });

  it('checks a sentence against each wine it is said of, and hands out copies', () => {
    const shiraz = CATALOGUE.find((e) => e.wine.varietyIds[0] === 'shiraz' && e.wine.structure.body >= 4)!.wine;
    const riesling = CATALOGUE.find((e) => e.wine.varietyIds[0] === 'riesling' && e.wine.structure.body <= 2)!.wine;
    const sentence = 'A light-bodied wine.';
    expect(untrueOf(sentence, riesling)).toEqual([]);
    const verdict = untrueOf(sentence, shiraz);
    expect(verdict[0]).toMatch(/body word/);
    verdict.push('changed by a caller');
    expect(untrueOf(sentence, shiraz)).toHaveLength(1);
    // a wine described anew (a cellar bottle) is checked as itself
    const lighter = prepare({ ...shiraz, structure: { ...shiraz.structure, body: 2 } }).wine;
    expect(untrueOf(sentence, lighter)).toEqual([]);
  });

  it('keeps a pairing fit per wine and rule', () => {
    const lamb = findPairingRule('lamb')!;
    const oysters = findPairingRule('oysters')!;
    const shiraz = CATALOGUE.find((e) => e.wine.varietyIds[0] === 'shiraz' && e.wine.wineType === 'Red Wine')!;
    expect(pairingFit(shiraz, lamb)).toBeGreaterThan(pairingFit(shiraz, oysters));
    expect(pairingFit(shiraz, lamb)).toBe(pairingFit(shiraz, lamb));
    const asRose = prepare({ ...shiraz.wine, wineType: 'Rosé Wine' });
    expect(pairingFit(asRose, lamb)).toBeLessThan(pairingFit(shiraz, lamb));
  });
});
