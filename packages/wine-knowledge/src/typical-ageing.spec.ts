import { GRAPE_VARIETIES } from './varieties';
import { TYPICAL_AGEING, typicalAgeingOf, typicalWindowFor } from './typical-ageing';

describe('typical ageing per grape (data/typical-ageing.json)', () => {
  it('covers every grape variety once, with its sources', () => {
    expect(TYPICAL_AGEING.map((r) => r.varietyId).sort()).toEqual(GRAPE_VARIETIES.map((v) => v.id).sort());
    for (const r of TYPICAL_AGEING) expect(r.sources.length).toBeGreaterThan(0);
  });

  it('keeps everyday windows short: nothing near the 25-year windows of the finest examples', () => {
    for (const r of TYPICAL_AGEING) expect(r.drinkByYears).toBeLessThanOrEqual(12);
    expect(typicalAgeingOf('sauvignon-blanc')!.drinkByYears).toBeLessThan(typicalAgeingOf('cabernet-sauvignon')!.drinkByYears);
  });

  it('gives a Fiano of 2023 its typical window, marked as typical for Fiano', () => {
    const fiano = typicalAgeingOf('fiano')!;
    const typical = typicalWindowFor('fiano', 2023);
    expect(typical?.basis).toBe('typical for Fiano');
    expect(typical?.window.optimalDrinkingStart).toBe(2023 + fiano.readyAfterYears);
    expect(typical?.window.optimalDrinkingEnd).toBe(2023 + fiano.drinkByYears);
  });

  it('gives no window without a vintage or a grape: there is nothing to count from', () => {
    expect(typicalWindowFor('shiraz', null)).toBeNull();
    expect(typicalWindowFor(null, 2020)).toBeNull();
    expect(typicalWindowFor('not-a-grape', 2020)).toBeNull();
  });
});
