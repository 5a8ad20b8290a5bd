import type { LabelAlternative } from '@wine/contracts';
import { alternativesInBand, withinPriceBand } from './price-band';

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

  it('keeps the alternatives as they are when no price is known to band by', () => {
    const all = [alternative('ringland', '$900+'), alternative('everyday', '$22-28')];
    expect(alternativesInBand(all, null)).toEqual(all);
  });
});
