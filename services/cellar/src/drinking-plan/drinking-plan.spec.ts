import type { SavedWine, UploadAnalysis } from '@wine/contracts';
import { savedWine, uploadAnalysis } from '../../../../tests/system/cellar/cellar-items';
import { windowOfDescribedWine } from '@wine/wine-knowledge';
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
});
