import { CATALOGUE } from './catalogue';
import { recommendLocally, satisfiesAll, understandQuery } from './local-engine';
import { withinOneEdit } from './text';

const preferences = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const recommend = (query: string, limit = 6) => recommendLocally({ query, preferences, limit });

describe('query understanding', () => {
  it('reads Australian food words, budgets, varieties and regions', () => {
    const q = understandQuery('shiraz for snags on the barbie under $25 from the Barossa');
    expect(q.varieties).toEqual(['shiraz']);
    expect(q.foods).toEqual(expect.arrayContaining(['sausages', 'barbecue']));
    expect(q.budget).toMatchObject({ max: 25 });
    expect(q.regions).toEqual(['barossa-valley']);
  });

  it.each([
    ['around 40 dollars', { around: 40 }],
    ['cheap', { max: 20 }],
    ['something special', { min: 50 }],
    ['over $100', { min: 100 }],
    ['no more than $40', { max: 40 }],
  ])('reads the budget %p', (text, budget) => {
    expect(understandQuery(`a red ${text}`).budget).toMatchObject(budget);
  });

  it('reads cellaring intent', () => {
    expect(understandQuery('a red to cellar for ten years').cellarYears).toBe(10);
  });

  it('corrects one-edit typos into wine words, never into everyday words', () => {
    expect(understandQuery('reisling').varieties).toEqual(['riesling']);
    expect(understandQuery('chardonay').varieties).toEqual(['chardonnay']);
    expect(understandQuery('barosa shiraz').regions).toEqual(['barossa-valley']);
    expect(understandQuery('duck with cherry sauce').types).toEqual([]);
    expect(withinOneEdit('shiarz', 'shiraz')).toBe(true);
  });

  it('does not take red curry for a red wine', () => {
    const q = understandQuery('thai red curry');
    expect(q.types).toEqual([]);
    expect(q.foods).toContain('thai');
  });
});

describe('local engine', () => {
  it('is deterministic', () => {
    expect(recommend('a crisp white for oysters')).toEqual(recommend('a crisp white for oysters'));
  });

  it('returns only wines meeting every hard constraint, one per producer', () => {
    const result = recommend('Barossa shiraz under $40');
    expect(result.recommendations).toHaveLength(6);
    for (const rec of result.recommendations) {
      const entry = CATALOGUE.find((e) => e.wine.id === rec.id)!;
      expect(satisfiesAll(entry, result.query)).toBe(true);
    }
    expect(new Set(result.recommendations.map((r) => r.producer)).size).toBe(6);
  });

  it('says so when it relaxes a constraint', () => {
    const result = recommend('Tasmanian shiraz under $15', 3);
    expect(result.recommendations.length).toBeGreaterThan(0);
    for (const rec of result.recommendations)
      expect(rec.matchReason).toMatch(/Nothing in our list meets every part of your request/);
  });

  it('builds the reason from the signals that fired', () => {
    const [top] = recommend('lamb roast', 3).recommendations;
    expect(top.signals).toContain('pairs with lamb roast');
    expect(top.matchReason).toMatch(/lamb/i);
  });

  it('follows the profile when the query says little', () => {
    const result = recommendLocally({
      query: 'something for dinner',
      preferences: { ...preferences, preferredWineTypes: ['White Wine'] },
      limit: 3,
    });
    expect(result.recommendations.every((r) => r.type === 'White Wine')).toBe(true);
  });
});
