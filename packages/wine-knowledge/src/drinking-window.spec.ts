import { ageingOf, drinkingWindow, regionIn, varietyIn, windowFor, windowOfDescribedWine } from './drinking-window';
import { WINES } from './index';

describe('drinking window formula', () => {
  it('gives long windows to the classic long-lived pairs: Hunter Semillon, Clare Riesling, Barossa Shiraz', () => {
    expect(ageingOf('semillon', 'hunter-valley')).toEqual({ min: 3, max: 20 });
    expect(ageingOf('riesling', 'clare-valley')).toEqual({ min: 5, max: 20 });
    expect(ageingOf('shiraz', 'barossa-valley')).toEqual({ min: 5, max: 30 });
  });

  it('keeps the variety’s ordinary range outside its signature regions', () => {
    expect(ageingOf('semillon', 'yarra-valley').max).toBeLessThan(ageingOf('semillon', 'hunter-valley').max);
    expect(ageingOf('shiraz', 'tasmania')).toEqual({ min: 5, max: 15 });
  });

  it('drinks rosé and unknown sparkling young, and unknown varieties within five years', () => {
    expect(ageingOf('grenache', 'barossa-valley', 'Rosé Wine')).toEqual({ min: 0, max: 2 });
    expect(ageingOf(null, null, 'Sparkling Wine')).toEqual({ min: 0, max: 2 });
    expect(ageingOf(null, null)).toEqual({ min: 1, max: 5 });
  });

  it('puts the peak in the middle third of the window, in whole years', () => {
    expect(drinkingWindow(2018, { min: 5, max: 30 })).toEqual({
      optimalDrinkingStart: 2023,
      optimalDrinkingEnd: 2048,
      peakYearsStart: 2031,
      peakYearsEnd: 2040,
    });
    const rose = drinkingWindow(2024, { min: 0, max: 2 });
    expect(rose).toEqual({ optimalDrinkingStart: 2024, optimalDrinkingEnd: 2026, peakYearsStart: 2025, peakYearsEnd: 2025 + 1 });
  });

  it('is never shorter than a year, and assumes a two-year-old wine when no vintage is read', () => {
    const w = drinkingWindow(2020, { min: 0, max: 0 });
    expect(w.optimalDrinkingEnd - w.optimalDrinkingStart).toBe(1);
    expect(w.peakYearsStart).toBeGreaterThanOrEqual(w.optimalDrinkingStart);
    expect(w.peakYearsEnd).toBeLessThanOrEqual(w.optimalDrinkingEnd);
    expect(drinkingWindow(null, { min: 1, max: 5 }, 2026).optimalDrinkingStart).toBe(2025);
  });

  it('uses a catalogue wine’s own curated ageing', () => {
    const grange = WINES.find((w) => w.id === 'sa-penfolds-grange')!;
    expect(windowFor(grange, { vintage: 2010, varietyId: null, regionId: null })).toMatchObject({
      optimalDrinkingStart: 2010 + grange.ageingYears.min,
      optimalDrinkingEnd: 2010 + grange.ageingYears.max,
    });
  });
});

describe('the same formula for a wine described in words (a saved wine)', () => {
  it('reads the variety and region from the name, type and region', () => {
    expect(varietyIn('Grosset Polish Hill Riesling')?.id).toBe('riesling');
    expect(varietyIn('Yarra Yering Dry Red No. 1')).toBeUndefined();
    expect(varietyIn('Cullen Cabernet Sauvignon Merlot')?.id).toBe('cabernet-sauvignon');
    expect(regionIn('Clare Valley')?.id).toBe('clare-valley');
  });

  it('gives a Clare Riesling the window label analysis gives it', () => {
    const saved = windowOfDescribedWine(
      null,
      { vintage: 2018, wineName: 'Polish Hill Riesling', wineType: 'White Wine', region: 'Clare Valley' },
      2026,
    );
    expect(saved).toEqual(windowFor(null, { vintage: 2018, varietyId: 'riesling', regionId: 'clare-valley' }, 2026));
  });

  it("uses a catalogue wine's curated ageing, and gives a non-vintage wine no window", () => {
    const wine = WINES[0];
    const saved = windowOfDescribedWine(
      wine,
      { vintage: 2015, wineName: wine.wineName, wineType: wine.wineType, region: '' },
      2026,
    );
    expect(saved?.optimalDrinkingStart).toBe(2015 + wine.ageingYears.min);
    expect(
      windowOfDescribedWine(null, { vintage: null, wineName: 'NV Brut', wineType: 'Sparkling Wine', region: '' }),
    ).toBeNull();
  });
});
