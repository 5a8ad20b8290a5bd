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
      totals: { wines: 0, bottles: 0, savedWines: 0, uploadedWines: 0, estimatedValue: 0, averageValue: 0 },
      readiness: { drinkNow: 0, drinkSoon: 0, hold: 0, pastBest: 0 },
      regions: [],
      types: [],
      vintageDecades: [],
      bottles: expect.objectContaining({ inCellar: 0, value: 0, valueEstimated: false, purchaseValue: null, pricedBottles: 0 }),
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
    expect(result.totals).toEqual({
      wines: 4,
      bottles: 4,
      savedWines: 3,
      uploadedWines: 1,
      estimatedValue: 310,
      averageValue: 77.5,
    });
    // no plan given: the age rule in the plan's words (ready to drink → Drink now, cellaring → Hold)
    expect(result.readiness).toEqual({ drinkNow: 3, drinkSoon: 0, hold: 1, pastBest: 0 });
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

describe('bottles, not items', () => {
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

describe('numbers that agree, per bottle', () => {
  // the cellar of the review: 7 wines, 19 bottles, a $950 Grange among them
  const cellar = [
    saved({
      id: 'grange',
      wineName: 'Penfolds Grange',
      priceRange: '$900-1000',
      quantity: 1,
      purchasePrice: 950,
      vintage: '2016',
    }),
    saved({ id: 'a', region: 'Barossa Valley', quantity: 6, vintage: '2022' }),
    saved({ id: 'b', region: 'Barossa Valley', quantity: 3, vintage: '2015' }),
    saved({ id: 'c', region: 'Clare Valley', wineType: 'White Wine', quantity: 4, vintage: '2019', purchasePrice: 30 }),
    saved({ id: 'd', region: 'Yarra Valley', quantity: 2, vintage: '2012' }),
    saved({ id: 'e', region: 'Yarra Valley', quantity: 2, vintage: null }),
    saved({ id: 'f', region: 'Margaret River', quantity: 1, vintage: '2020' }),
    saved({ id: 'drunk', region: 'Margaret River', quantity: 0, vintage: '2020' }),
  ];
  const groups: Record<string, 'drinkNow' | 'drinkSoon' | 'hold' | 'pastBest'> = {
    grange: 'hold',
    a: 'hold',
    b: 'drinkNow',
    c: 'drinkSoon',
    d: 'pastBest',
    f: 'drinkNow',
  };
  const result = computeAnalytics(cellar, [], YEAR, undefined, (item) => groups[item.id] ?? null);

  it('counts wines and bottles apart, and values every bottle at the catalogue midpoint', () => {
    expect(result.totals).toMatchObject({ wines: 7, bottles: 19, savedWines: 8 });
    // 950 + 18 bottles at '$20-30' (25) = 1400
    expect(result.totals.estimatedValue).toBe(950 + 18 * 25);
    expect(result.totals.averageValue).toBe(Math.round(((950 + 18 * 25) / 19) * 100) / 100);
  });

  it('gives the purchase value only over the bottles with a price, and null when none has one', () => {
    expect(result.bottles).toMatchObject({ inCellar: 19, purchaseValue: 950 + 4 * 30, pricedBottles: 5 });
    expect(computeAnalytics([saved({ quantity: 3 })], [], YEAR).bottles).toMatchObject({ purchaseValue: null, pricedBottles: 0 });
  });

  it("takes readiness from the plan's group, bottle for bottle; the age rule only for a wine with neither vintage nor window", () => {
    // 'e' has no vintage: a red assumed two years old is cellaring → Hold
    expect(result.readiness).toEqual({ drinkNow: 3 + 1, drinkSoon: 4, hold: 1 + 6 + 2, pastBest: 2 });
  });

  it('counts regions, types and decades in bottles', () => {
    expect(result.regions[0]).toEqual({ region: 'Barossa Valley', count: 1 + 6 + 3, percentage: Math.round((10 / 19) * 100) });
    expect(result.types).toEqual([
      { wineType: 'Red Wine', count: 15, value: 950 + 14 * 25 },
      { wineType: 'White Wine', count: 4, value: 100 },
    ]);
    expect(result.vintageDecades.find((d) => d.decade === '2020s')).toEqual({ decade: '2020s', count: 7 });
  });
});
