import { describe, expect, it } from 'vitest';
import { foodPairingFor } from './food-pairing';

describe('foodPairingFor', () => {
  it.each([
    [{ type: 'Red Wine', variety: 'Cabernet Sauvignon' }, '16-18°C', '30-60 minutes'],
    [{ type: 'Red Wine', variety: 'Shiraz' }, '16-18°C', '30-60 minutes'],
    [{ type: 'Red Wine', variety: 'Pinot Noir' }, '14-16°C', undefined],
    [{ type: 'White Wine', variety: 'Chardonnay' }, '10-12°C', undefined],
    [{ type: 'White Wine', variety: 'Riesling' }, '8-10°C', undefined],
    [{ type: 'White Wine', variety: 'Sauvignon Blanc' }, '8-10°C', undefined],
    [{ type: 'White Wine', variety: 'Fiano' }, '10-12°C', undefined],
    [{ type: 'Sparkling Wine', variety: 'Chardonnay Pinot Noir' }, '6-8°C', undefined],
    // a sparkling red is served cool and never decanted (docs/product-rules.md#serving-temperatures)
    [{ type: 'Sparkling Wine', variety: 'Sparkling Shiraz' }, '10-12°C', undefined],
    [{ type: 'Fortified Wine', variety: 'Muscat' }, '14-16°C', undefined],
  ])('%o is served at %s', (wine, temp, decant) => {
    const result = foodPairingFor(wine);
    expect(result.servingTemp).toBe(temp);
    expect(result.decantTime).toBe(decant);
  });

  it('gives a glass and dishes for every wine', () => {
    const card = foodPairingFor({ type: 'Red Wine', variety: 'Pinot Noir' });
    expect(card.glassType).toBe('Large Burgundy glass');
    expect(card.dishes.length).toBeGreaterThan(2);
  });
});
