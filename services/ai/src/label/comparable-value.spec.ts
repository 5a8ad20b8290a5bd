import { WINES } from '@wine/wine-knowledge';
import { comparableValue, comparableWines, priceOf } from './comparable-value';

describe('comparable value of a label not in the catalogue', () => {
  it('reads the catalogue price ranges', () => {
    expect(priceOf('$25-35')).toEqual({ low: 25, high: 35 });
    expect(priceOf('$150+')).toEqual({ low: 150, high: 150 });
    expect(priceOf('$15-$800+')).toEqual({ low: 15, high: 800 });
    expect(priceOf('about thirty')).toBeNull();
  });

  it('compares only the same grape and type from the same region when the label names one', () => {
    const barossa = comparableWines({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: 'barossa-valley' });
    expect(barossa.length).toBeGreaterThan(2);
    for (const w of barossa) expect([w.varietyIds[0], w.wineType, w.regionId]).toEqual(['shiraz', 'Red Wine', 'barossa-valley']);
    const anywhere = comparableWines({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: null });
    expect(anywhere.length).toBeGreaterThan(barossa.length);
  });

  it('gives the middle third of their prices in whole $5, within what they cost', () => {
    const value = comparableValue({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: 'barossa-valley' })!;
    expect(value.text).toMatch(/^\$\d+-\d+$/);
    expect(value.range.low % 5).toBe(0);
    expect(value.range.high % 5).toBe(0);
    expect(value.range.high).toBeGreaterThan(value.range.low);
    const middles = comparableWines({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: 'barossa-valley' }).map((w) => {
      const p = priceOf(w.priceRange)!;
      return (p.low + p.high) / 2;
    });
    expect(value.range.low).toBeGreaterThanOrEqual(Math.floor(Math.min(...middles) / 5) * 5);
    expect(value.range.high).toBeLessThanOrEqual(Math.ceil(Math.max(...middles) / 5) * 5);
  });

  it('computes the range from the prices it is given', () => {
    const wine = (id: string, priceRange: string) => ({
      ...WINES[0],
      id,
      varietyIds: ['fiano'],
      wineType: 'White Wine' as const,
      regionId: 'riverland',
      priceRange,
    });
    const wines = [wine('a', '$20-24'), wine('b', '$24-28'), wine('c', '$28-32'), wine('d', '$60-70')];
    expect(comparableValue({ varietyId: 'fiano', wineType: 'White Wine', regionId: 'riverland' }, wines)?.text).toBe('$25-30');
  });

  it('gives no value when too few wines compare, or the label says too little to compare', () => {
    const one = [
      { ...WINES[0], varietyIds: ['fiano'], wineType: 'White Wine' as const, regionId: 'riverland', priceRange: '$22-28' },
    ];
    expect(comparableValue({ varietyId: 'fiano', wineType: 'White Wine', regionId: 'riverland' }, one)).toBeNull();
    // a red with no grape read is no style to price
    expect(comparableValue({ varietyId: null, wineType: 'Red Wine', regionId: 'barossa-valley' })).toBeNull();
    expect(comparableValue({ varietyId: null, wineType: 'Unknown', regionId: null })).toBeNull();
  });
});
