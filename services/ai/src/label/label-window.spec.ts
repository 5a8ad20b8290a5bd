import { findWine, typicalAgeingOf } from '@wine/wine-knowledge';
import { windowFields, windowOfLabel } from './label-window';

describe('drinking window of an analysed label', () => {
  it("a catalogue wine's window is the catalogue's", () => {
    const wine = findWine('sa-penfolds-bin-28-shiraz')!;
    const w = windowOfLabel(wine, { vintage: 2020, varietyId: 'shiraz', regionId: null, wineType: 'Red Wine' }, 2026);
    expect(w.basis).toBe('catalogue');
    expect(w.window?.optimalDrinkingEnd).toBe(2020 + wine.ageingYears.max);
  });

  it('a label we do not know: only the grape’s typical ageing, marked as such', () => {
    const fiano = typicalAgeingOf('fiano')!;
    const w = windowOfLabel(null, { vintage: 2024, varietyId: 'fiano', regionId: 'riverland', wineType: 'White Wine' }, 2026);
    expect(w.basis).toBe('typical for Fiano');
    expect(w.window).toMatchObject({
      optimalDrinkingStart: 2024 + fiano.readyAfterYears,
      optimalDrinkingEnd: 2024 + fiano.drinkByYears,
    });
  });

  it('an unknown Shiraz gets an everyday Shiraz window, not the 25 years of the finest', () => {
    const w = windowOfLabel(null, { vintage: 2024, varietyId: 'shiraz', regionId: 'barossa-valley', wineType: 'Red Wine' }, 2026);
    expect(w.window!.optimalDrinkingEnd - 2024).toBeLessThanOrEqual(12);
  });

  it('no window without a grape, a vintage, or for a rosé, sparkling, fortified or sweet wine we do not know', () => {
    const none = { window: null, basis: null };
    expect(windowOfLabel(null, { vintage: 2024, varietyId: null, regionId: null, wineType: 'Red Wine' })).toEqual(none);
    expect(windowOfLabel(null, { vintage: null, varietyId: 'shiraz', regionId: null, wineType: 'Red Wine' })).toEqual(none);
    expect(windowOfLabel(null, { vintage: 2024, varietyId: 'grenache', regionId: null, wineType: 'Rosé Wine' })).toEqual(none);
    expect(windowOfLabel(null, { vintage: 2024, varietyId: 'muscat', regionId: null, wineType: 'Fortified Wine' })).toEqual(none);
    expect(windowOfLabel(null, { vintage: 2024, varietyId: 'prosecco', regionId: null, wineType: 'Sparkling Wine' }).basis).toBe(
      'typical for Prosecco',
    );
  });

  it('an absent window leaves the four fields empty', () => {
    expect(windowFields(null)).toEqual({
      optimalDrinkingStart: '',
      optimalDrinkingEnd: '',
      peakYearsStart: '',
      peakYearsEnd: '',
    });
  });
});
