import type { LabelAlternative } from '@wine/contracts';
import { WINES } from '@wine/wine-knowledge';
import { comparableValue, middleThirdOf } from './comparable-value';
import { alternativesInBand, referencePriceOf, withinPriceBand } from './price-band';

const alternative = (catalogueWineId: string, estimatedValue: string): LabelAlternative => ({
  catalogueWineId,
  producer: 'P',
  wineName: `P ${catalogueWineId}`,
  wineType: 'Red Wine',
  region: 'Barossa Valley',
  abv: '14.5%',
  estimatedValue,
  score: 0.5,
});

describe('price band of the alternatives', () => {
  it('keeps prices from half the lowest to twice the highest of the reference', () => {
    const reference = { low: 20, high: 30 };
    expect(withinPriceBand({ low: 10, high: 10 }, reference)).toBe(true);
    expect(withinPriceBand({ low: 55, high: 65 }, reference)).toBe(true);
    expect(withinPriceBand({ low: 8, high: 10 }, reference)).toBe(false);
    expect(withinPriceBand({ low: 60, high: 70 }, reference)).toBe(false);
  });

  it('never offers a $900 wine for a $20-30 label', () => {
    const kept = alternativesInBand(
      [alternative('ringland', '$900+'), alternative('everyday', '$22-28'), alternative('dear', '$150-200')],
      { low: 20, high: 30 },
    );
    expect(kept.map((a) => a.catalogueWineId)).toEqual(['everyday']);
  });

  it('offers none when no price is known to band by, rather than unrelated wines', () => {
    const all = [alternative('ringland', '$900+'), alternative('everyday', '$22-28')];
    expect(alternativesInBand(all, null)).toEqual([]);
  });

  it('bands a label whatever it lacks: region, then grape, then all but its type', () => {
    const barossaShiraz = referencePriceOf({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: 'barossa-valley' });
    expect(barossaShiraz).toEqual(
      comparableValue({ varietyId: 'shiraz', wineType: 'Red Wine', regionId: 'barossa-valley' })!.range,
    );
    // a grape with too few catalogue wines anywhere: the price of its type of wine
    const rare = referencePriceOf({ varietyId: 'no-such-grape', wineType: 'White Wine', regionId: null })!;
    expect(rare).toEqual(middleThirdOf(WINES.filter((w) => w.wineType === 'White Wine'))!.range);
    expect(rare.high).toBeLessThan(100);
    // a sparkling label with no grape: the sparkling style
    expect(referencePriceOf({ varietyId: null, wineType: 'Sparkling Wine', regionId: null })).not.toBeNull();
    // neither grape nor style: no price at all
    expect(referencePriceOf({ varietyId: null, wineType: 'Unknown', regionId: 'barossa-valley' })).toBeNull();
  });
});
