import type { SavedWine } from '@wine/contracts';
import { savedWine, uploadAnalysis } from '../../../../tests/system/cellar/cellar-items';
import { ageOf, bottleTotals, computeAnalytics, monthsUpTo, priceOf, readinessOf, vintageYear } from './cellar-analytics';

const YEAR = 2026;

const saved = (over: Partial<SavedWine> = {}) => savedWine({ priceRange: '$20-30', abv: '14%', rating: '4/5', ...over });
const upload = uploadAnalysis;

describe('price is the midpoint of a dollar range, 35 when absent or unparsable', () => {
  it.each<[string | null | undefined, number]>([
    ['$20-30', 25],
    ['$25-$30', 27.5],
    ['$ 40 - 60', 50],
    ['$15–$25', 20],
    ['$1,000-1,200', 1100],
    ['$45', 45],
    ['$150+', 150],
    ['', 35],
    [null, 35],
    [undefined, 35],
    ['Unknown', 35],
    ['about twenty dollars', 35],
    ['20-30', 35],
  ])('%p is %p', (range, price) => {
    expect(priceOf(range)).toBe(price);
  });
});

describe('a missing vintage is assumed two years old', () => {
  it.each<[string | null, number]>([
    ['2020', 6],
    ['2026', 0],
    ['Vintage 2019', 7],
    [null, 2],
    ['', 2],
    ['NV', 2],
    ['n/a', 2],
  ])('vintage %p is %p years old in 2026', (vintage, age) => {
    expect(ageOf(vintage, YEAR)).toBe(age);
  });

  it('reads only plausible years', () => {
    expect(vintageYear('12345')).toBeNull();
    expect(vintageYear('1899')).toBe(1899);
  });
});

describe("'ready to drink' = white or rosé or age 5+; 'cellaring' = age under 3; otherwise 'peak window'", () => {
  it.each<[string, string | null, string]>([
    // whites and rosés are ready at any age
    ['White Wine', '2026', 'readyToDrink'],
    ['white', null, 'readyToDrink'],
    ['Rosé Wine', '2025', 'readyToDrink'],
    ['Rose', '2025', 'readyToDrink'],
    ['ROSÉ', null, 'readyToDrink'],
    // other types by age: 5 is ready, 4 and 3 are peak, 2 and under cellaring
    ['Red Wine', '2021', 'readyToDrink'],
    ['Red Wine', '2000', 'readyToDrink'],
    ['Red Wine', '2022', 'peakWindow'],
    ['Red Wine', '2023', 'peakWindow'],
    ['Red Wine', '2024', 'cellaring'],
    ['Sparkling Wine', '2026', 'cellaring'],
    ['Fortified Wine', '2030', 'cellaring'],
    // a missing vintage counts as two years old: cellaring
    ['Red Wine', null, 'cellaring'],
    // 'Rosewood Shiraz' is not a rosé
    ['Rosewood Red', '2024', 'cellaring'],
  ])('%s of %p is %s', (type, vintage, readiness) => {
    expect(readinessOf(type, vintage, YEAR)).toBe(readiness);
  });
});

describe('computeAnalytics', () => {
  it('is all zeros for an empty cellar', () => {
    expect(computeAnalytics([], [], YEAR)).toEqual({
      totals: { bottles: 0, savedWines: 0, uploadedWines: 0, estimatedValue: 0, averageValue: 0 },
      readiness: { readyToDrink: 0, peakWindow: 0, cellaring: 0 },
      regions: [],
      types: [],
      vintageDecades: [],
      bottles: expect.objectContaining({ inCellar: 0, value: 0, valueEstimated: false }),
    });
  });

  it("prices uploads by their estimated value, falling back to '$30-40'", () => {
    const result = computeAnalytics([], [upload({ estimatedValue: '$80-100' }), upload({ estimatedValue: '' })], YEAR);
    expect(result.totals.estimatedValue).toBe(90 + 35);
    expect(result.totals.averageValue).toBe(62.5);
  });

  it('counts regions with rounded percentages, sorted descending, missing ones as Unknown Region', () => {
    const result = computeAnalytics(
      [saved({ region: 'Barossa Valley' }), saved({ region: 'Barossa Valley' }), saved({ region: '' })],
      [upload({ region: 'Yarra Valley' }), upload({ region: '  ' }), upload({ region: 'Barossa Valley' })],
      YEAR,
    );
    expect(result.regions).toEqual([
      { region: 'Barossa Valley', count: 3, percentage: 50 },
      { region: 'Unknown Region', count: 2, percentage: 33 },
      { region: 'Yarra Valley', count: 1, percentage: 17 },
    ]);
  });

  it('totals bottles and value, by type and by vintage decade', () => {
    const result = computeAnalytics(
      [
        saved({ wineType: 'Red Wine', vintage: '2018', priceRange: '$40-60' }),
        saved({ wineType: 'White Wine', vintage: '2023', priceRange: '' }),
        saved({ wineType: 'Red Wine', vintage: null, priceRange: '$20-30' }),
      ],
      [upload({ wineType: 'Red Wine', vintage: '1998', estimatedValue: '$200' })],
      YEAR,
    );
    expect(result.totals).toEqual({ bottles: 4, savedWines: 3, uploadedWines: 1, estimatedValue: 310, averageValue: 77.5 });
    expect(result.readiness).toEqual({ readyToDrink: 3, peakWindow: 0, cellaring: 1 });
    expect(result.types).toEqual([
      { wineType: 'Red Wine', count: 3, value: 275 },
      { wineType: 'White Wine', count: 1, value: 35 },
    ]);
    expect(result.vintageDecades).toEqual([
      { decade: '1990s', count: 1 },
      { decade: '2010s', count: 1 },
      { decade: '2020s', count: 1 },
      { decade: 'Non-vintage', count: 1 },
    ]);
  });
});

describe('issue 22: bottles, not items', () => {
  it('counts bottles by quantity and values them at the purchase price, else the estimate (marked)', () => {
    const paid = computeAnalytics([saved({ quantity: 6, purchasePrice: 40 })], [], YEAR).bottles;
    expect(paid).toMatchObject({ inCellar: 6, value: 240, valueEstimated: false });
    // '$20-30' → 25 a bottle, estimated; a drunk item (0 left) counts nothing
    const mixed = computeAnalytics(
      [saved({ quantity: 6, purchasePrice: 40 }), saved({ quantity: 2 }), saved({ quantity: 0 })],
      [],
      YEAR,
    );
    expect(mixed.bottles).toMatchObject({ inCellar: 8, value: 290, valueEstimated: true });
  });

  it('counts bottles opened per month over the last twelve, oldest first', () => {
    const opened = bottleTotals([], ['2026-03-02', '2026-03-30', '2025-04-01', '2025-03-31', '2026-04-01'], '2026-03');
    expect(opened.openedPerMonth).toHaveLength(12);
    expect(opened.openedPerMonth[0]).toEqual({ month: '2025-04', count: 1 });
    expect(opened.openedPerMonth[11]).toEqual({ month: '2026-03', count: 2 });
    expect(opened.openedPerMonth.reduce((n, m) => n + m.count, 0)).toBe(3);
  });

  it('steps back across a year boundary', () => {
    expect(monthsUpTo('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
