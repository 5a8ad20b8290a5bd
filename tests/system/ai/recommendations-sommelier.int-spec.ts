// What the sommelier says beyond the wines, through the gateway with the real identity, ai service
// and store: the bottles a crowd needs, what it cannot do, and nothing for a request not about wine
// (docs/product-rules.md#reading-the-whole-request).
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { api } from '../../support/system';

const search = (user: TestAccount, query: string) =>
  api().post('/api/recommendations').set(bearer(user.accessToken)).send({ query }).expect(200);

describe('recommendations: the whole request', () => {
  let user: TestAccount;
  beforeAll(async () => {
    user = await registerMember();
  });

  it('counts the bottles for a toast and keeps a crowd to value', async () => {
    const res = await search(user, 'sparkling for a wedding toast, 20 people');
    expect(res.body.servings).toEqual({ people: 20, bottles: 4, basis: expect.stringContaining('one glass each') });
    for (const wine of res.body.recommendations) {
      expect(wine.type).toBe('Sparkling Wine');
      expect(Number(/\$\d+-(\d+)/.exec(wine.priceRange)![1])).toBeLessThanOrEqual(35);
    }
  });

  it('answers nonsense with no wines and a request for a wine, a meal or an occasion', async () => {
    const res = await search(user, 'asdfghjkl');
    expect(res.body.recommendations).toEqual([]);
    expect(res.body.message).toMatch(/a wine, a meal or an occasion/);
  });

  it('rules out what the request excludes, and orders cards by their shown score', async () => {
    const res = await search(user, 'anything but Chardonnay, a white for grilled fish');
    const wines = res.body.recommendations as { variety: string; type: string; confidence: number }[];
    expect(wines.length).toBeGreaterThan(0);
    for (const wine of wines) {
      expect(wine.type).toBe('White Wine');
      expect(wine.variety).not.toMatch(/Chardonnay/);
    }
    const shown = wines.map((w) => w.confidence);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});
