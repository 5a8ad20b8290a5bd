import type { CellarPairingItem } from '@wine/contracts';
import { planDinner } from './dinner-plan';
import { amountToBuy, pourFor } from './dinner-pour';
import { inServingOrder } from './serving-order';

const NO_PREFERENCES = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const item = (over: Partial<CellarPairingItem> & Pick<CellarPairingItem, 'id'>): CellarPairingItem => ({
  kind: 'saved',
  wineName: over.id,
  producer: '',
  wineType: 'Red Wine',
  region: '',
  grape: '',
  vintage: '2020',
  catalogueWineId: null,
  quantity: 3,
  location: 'Rack A',
  readiness: 'drinkNow',
  ...over,
});
const TAHBILK = item({ id: 'tahbilk', catalogueWineId: 'vic-tahbilk-shiraz', quantity: 4 });
const JANSZ = item({ id: 'jansz', catalogueWineId: 'tas-jansz-premium-cuvee', wineType: 'Sparkling Wine', quantity: 2 });
const CHARDONNAY = item({ id: 'leeuwin', catalogueWineId: 'wa-leeuwin-estate-art-series-chardonnay', wineType: 'White Wine' });
const NOBLE_ONE = item({
  id: 'noble-one',
  catalogueWineId: 'nsw-de-bortoli-noble-one-botrytis-semillon',
  wineType: 'Dessert Wine',
  size: 375,
  quantity: 2,
});
const plan = (courses: string[], items: CellarPairingItem[], guests = 8) =>
  planDinner({ courses, guests, items, preferences: NO_PREFERENCES });

describe('the pour: how many bottles a course needs', () => {
  it('says the arithmetic: one glass a guest, five glasses from a 750 ml bottle', () => {
    expect(pourFor(8, false)).toEqual({
      glasses: 8,
      glassesPerBottle: 5,
      bottleSize: 750,
      bottles: 2,
      arithmetic: '8 guests × 1 glass ≈ 8 glasses: 2 bottles (a 750 ml bottle pours 5 glasses)',
    });
    expect(pourFor(10, false).bottles).toBe(2);
    expect(pourFor(11, false).bottles).toBe(3);
    expect(pourFor(24, false).bottles).toBe(5);
    expect(pourFor(2, false).arithmetic).toBe('2 guests × 1 glass ≈ 2 glasses: 1 bottle (a 750 ml bottle pours 5 glasses)');
  });

  it('pours a sweet wine in small glasses, and counts half-bottles and magnums by their size', () => {
    expect(pourFor(8, true, 375)).toMatchObject({ glassesPerBottle: 5, bottles: 2 });
    expect(pourFor(8, true, 375).arithmetic).toBe(
      '8 guests × 1 small glass (75 ml) ≈ 8 glasses: 2 half-bottles (a 375 ml bottle pours 5 small glasses)',
    );
    expect(pourFor(12, false, 1500)).toMatchObject({ glassesPerBottle: 10, bottles: 2 });
    expect(amountToBuy(4, true)).toBe('one half-bottle');
    expect(amountToBuy(8, false)).toBe('two bottles');
  });
});

describe('serving order', () => {
  const wine = (wineType: string, sweetness = 1, body = 3) => ({
    wineType,
    structure: { body, acidity: 3, tannin: 1, sweetness, oak: 1 },
  });
  it('pours sparkling and whites before reds, dry before sweet, lighter before fuller, a dessert course last', () => {
    const courses = [
      { index: 0, dessert: true, wine: wine('Red Wine') },
      { index: 1, dessert: false, wine: wine('Red Wine', 1, 5) },
      { index: 2, dessert: false, wine: wine('Red Wine', 1, 2) },
      { index: 3, dessert: false, wine: wine('White Wine', 2) },
      { index: 4, dessert: false, wine: wine('White Wine', 1) },
      { index: 5, dessert: false, wine: wine('Sparkling Wine') },
    ] as Parameters<typeof inServingOrder>[0];
    expect(inServingOrder(courses).map((c) => c.index)).toEqual([5, 4, 3, 2, 1, 0]);
  });
});

describe('a dinner party from the cellar', () => {
  it('plans one owned bottle a course, in serving order, with the bottles to open', () => {
    const r = plan(['slow-roasted lamb shoulder', 'oysters', 'crème brûlée'], [TAHBILK, JANSZ, CHARDONNAY, NOBLE_ONE]);
    expect(r.courses.map((c) => c.course)).toEqual(['oysters', 'slow-roasted lamb shoulder', 'crème brûlée']);
    expect(r.courses.map((c) => c.courseNumber)).toEqual([2, 1, 3]);
    const [oysters, lamb, dessert] = r.courses;
    expect(['jansz', 'leeuwin']).toContain(oysters.wine?.cellarItemId);
    expect(lamb.wine).toMatchObject({ cellarItemId: 'tahbilk', inCellar: true, location: 'Rack A', readiness: 'drinkNow' });
    expect(lamb.bottlesToOpen).toBe(2);
    expect(dessert).toMatchObject({ dessert: true, bottlesToOpen: 2, wine: { cellarItemId: 'noble-one' } });
    expect(dessert.pour.arithmetic).toMatch(/half-bottles/);
    expect(r.missing).toEqual([]);
    expect(r.bottlesToOpen).toBe(r.courses.reduce((s, c) => s + c.bottlesToOpen, 0));
  });

  it('never plans a bottle beyond its bottles left: a second course takes another wine', () => {
    const two = item({ id: 'tahbilk', catalogueWineId: 'vic-tahbilk-shiraz', quantity: 2 });
    const r = plan(
      ['roast lamb', 'beef ribs'],
      [two, item({ id: 'other-shiraz', catalogueWineId: 'sa-penfolds-bin-28-kalimna-shiraz' })],
    );
    const planned = r.courses.map((c) => c.wine?.cellarItemId);
    expect(planned).toContain('tahbilk');
    expect(new Set(planned).size).toBe(2);
  });

  it('says what is missing, with wines to buy not in the cellar', () => {
    const r = plan(['roast lamb', 'crème brûlée'], [TAHBILK], 4);
    const dessert = r.courses.find((c) => c.dessert)!;
    expect(dessert).toMatchObject({ wine: null, bottlesToOpen: 0 });
    expect(r.missing).toHaveLength(1);
    expect(r.missing[0].message).toMatch(
      /^No dessert wine in your cellar: one half-bottle of a (botrytis|late-harvest|.*Muscat|.*Riesling)/,
    );
    expect(r.missing[0].suggestions.length).toBeGreaterThan(0);
    for (const s of r.missing[0].suggestions) expect(s).toMatchObject({ inCellar: false, cellarItemId: null });
  });

  it('says so when fewer bottles are left than the guests need', () => {
    const one = item({ id: 'tahbilk', catalogueWineId: 'vic-tahbilk-shiraz', quantity: 1 });
    const r = plan(['roast lamb'], [one], 8);
    expect(r.courses[0]).toMatchObject({ bottlesToOpen: 1, pour: { bottles: 2 } });
    expect(r.missing[0].message).toMatch(/^Only one bottle of .* left for roast lamb: 8 guests want 2\. One more bottle/);
  });

  it('never plans a drunk bottle', () => {
    const r = plan(['roast lamb'], [{ ...TAHBILK, quantity: 0 }]);
    expect(r.courses[0].wine).toBeNull();
  });
});
