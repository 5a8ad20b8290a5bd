import type { SavedWine, UploadAnalysis } from '@wine/contracts';
import { savedWine, uploadAnalysis } from '../../../../tests/system/cellar/cellar-items';
import { typicalWindowFor, windowOfDescribedWine } from '@wine/wine-knowledge';
import { drinkingPlan, groupOf } from './drinking-plan';

const saved = (over: Partial<SavedWine>) =>
  savedWine({
    id: 's',
    wineName: 'Polish Hill Riesling',
    wineType: 'White Wine',
    region: 'Clare Valley',
    vintage: '2018',
    ...over,
  });
const upload = (over: Partial<UploadAnalysis>) =>
  uploadAnalysis({
    wineName: 'Penfolds Bin 389',
    region: 'South Australia',
    vintage: '2019',
    optimalDrinkingStart: '2024',
    optimalDrinkingEnd: '2035',
    peakYearsStart: '2027',
    peakYearsEnd: '2032',
    ...over,
  });

describe('drinking groups', () => {
  const window = { start: 2024, end: 2030, peakStart: 2026, peakEnd: 2028 };
  it.each([
    [2023, 'hold'],
    [2024, 'drinkNow'],
    [2028, 'drinkNow'],
    [2029, 'drinkSoon'], // past its peak
    [2030, 'drinkSoon'], // closes within 12 months
    [2031, 'pastBest'],
  ])('in %i a 2024–2030 window (peak 2026–28) is %s', (year, group) => {
    expect(groupOf(window, year)).toBe(group);
  });
});

describe('drinking plan', () => {
  it('gives a saved wine the formula window and an analysed one its own, soonest end first', () => {
    const plan = drinkingPlan([saved({ id: 'riesling' })], [upload({ id: 'bin389' })], '2026-11-25');
    const formula = windowOfDescribedWine(
      null,
      { vintage: 2018, wineName: 'Polish Hill Riesling', wineType: 'White Wine', region: 'Clare Valley' },
      2026,
    )!;
    const riesling = plan.items.find((i) => i.id === 'riesling')!;
    expect(riesling.window).toEqual({
      start: formula.optimalDrinkingStart,
      end: formula.optimalDrinkingEnd,
      peakStart: formula.peakYearsStart,
      peakEnd: formula.peakYearsEnd,
    });
    expect(plan.items.find((i) => i.id === 'bin389')).toMatchObject({
      kind: 'upload',
      window: { start: 2024, end: 2035, peakStart: 2027, peakEnd: 2032 },
      group: 'drinkNow',
    });
    expect(plan.items.map((i) => i.window.end)).toEqual([...plan.items.map((i) => i.window.end)].sort((a, b) => a - b));
  });

  it('leaves out non-vintage wines and drunk ones, and counts wines and bottles per group', () => {
    const plan = drinkingPlan(
      [
        saved({ id: 'nv', vintage: null }),
        saved({ id: 'drunk', quantity: 0 }),
        saved({ id: 'rose', wineType: 'Rosé Wine', wineName: 'Rosé', vintage: '2020', quantity: 4 }),
      ],
      [
        upload({ id: 'old', optimalDrinkingStart: '2010', optimalDrinkingEnd: '2015', quantity: 2 }),
        upload({ id: 'young', optimalDrinkingStart: '2030', optimalDrinkingEnd: '2040' }),
      ],
      '2026-03-01',
    );
    expect(plan.items.map((i) => [i.id, i.group])).toEqual([
      ['old', 'pastBest'],
      ['rose', 'pastBest'],
      ['young', 'hold'],
    ]);
    expect(plan.groups).toEqual([
      { group: 'drinkNow', wines: 0, bottles: 0 },
      { group: 'drinkSoon', wines: 0, bottles: 0 },
      { group: 'hold', wines: 1, bottles: 1 },
      { group: 'pastBest', wines: 2, bottles: 6 },
    ]);
  });

  // docs/product-rules.md#drinking-window: an analysed bottle not in the catalogue is given no invented window
  describe('an analysed bottle whose window fields are empty', () => {
    const empty = { optimalDrinkingStart: '', optimalDrinkingEnd: '', peakYearsStart: '', peakYearsEnd: '' };

    it('not in the catalogue, with a grape the typical table has: that typical window, marked so', () => {
      const plan = drinkingPlan(
        [],
        [
          upload({
            id: 'quoll',
            ...empty,
            wineName: 'Quoll Creek Shiraz',
            wineType: 'Red Wine',
            region: 'Barossa Valley',
            vintage: '2020',
            grape: 'Shiraz',
          }),
        ],
        '2026-03-01',
      );
      const typical = typicalWindowFor('shiraz', 2020)!.window;
      expect(plan.items).toEqual([
        expect.objectContaining({
          id: 'quoll',
          window: {
            start: typical.optimalDrinkingStart,
            end: typical.optimalDrinkingEnd,
            peakStart: typical.peakYearsStart,
            peakEnd: typical.peakYearsEnd,
          },
          windowBasis: 'typical for Shiraz',
        }),
      ]);
      expect(plan.noWindow).toEqual([]);
    });

    it('not in the catalogue, with no grape (or one that ages by its making): listed as no window known', () => {
      const plan = drinkingPlan(
        [],
        [
          upload({
            id: 'zqxwv',
            ...empty,
            wineName: 'Zqxwv Hollow',
            wineType: 'Unknown',
            vintage: '2021',
            grape: '',
            location: 'Rack B',
          }),
          upload({
            id: 'brut',
            ...empty,
            wineName: 'Quoll Brut',
            wineType: 'Sparkling Wine',
            vintage: '2019',
            grape: 'Chardonnay',
          }),
          upload({ id: 'nv', ...empty, wineName: 'Quoll NV', vintage: 'NV' }),
        ],
        '2026-03-01',
      );
      expect(plan.items).toEqual([]);
      expect(plan.noWindow).toEqual([
        { id: 'brut', wineName: 'Quoll Brut', vintage: '2019', quantity: 1, location: '' },
        { id: 'zqxwv', wineName: 'Zqxwv Hollow', vintage: '2021', quantity: 1, location: 'Rack B' },
      ]);
    });

    it("a catalogue wine: the catalogue's formula, marked catalogue; a window it was given keeps its mark", () => {
      const plan = drinkingPlan(
        [],
        [
          upload({
            id: 'bin28',
            ...empty,
            catalogueWineId: 'sa-penfolds-bin-28-shiraz',
            wineName: 'Penfolds Bin 28',
            vintage: '2019',
          }),
          upload({ id: 'fiano', wineName: 'Tallowwood Fiano', windowBasis: 'typical for Fiano' }),
        ],
        '2026-03-01',
      );
      expect(plan.items.find((i) => i.id === 'bin28')).toMatchObject({ windowBasis: 'catalogue' });
      expect(plan.items.find((i) => i.id === 'fiano')).toMatchObject({
        windowBasis: 'typical for Fiano',
        window: { start: 2024, end: 2035 },
      });
    });
  });
});
