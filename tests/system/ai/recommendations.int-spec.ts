// POST /api/recommendations and GET /api/recommendations/history through the gateway, with the
// real identity (plan, preferences), ai service and store.
import { RECOMMENDATION_QUERY_REQUIRED } from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';

const search = (user: TestAccount, query: unknown) =>
  api().post('/api/recommendations').set(bearer(user.accessToken)).send({ query });

describe('recommendations', () => {
  let free: TestAccount;
  afterAll(() => closePlanEvents());
  beforeAll(async () => {
    free = await registerMember();
  });

  it('gives a Free user 3 wines with the spec fields, a reason and signals', async () => {
    const res = await search(free, 'A Barossa Shiraz for a lamb roast under $60').expect(200);
    const wines = res.body.recommendations;
    expect(wines).toHaveLength(3);
    for (const wine of wines) {
      expect(Object.keys(wine)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'producer',
          'type',
          'region',
          'vintage',
          'description',
          'priceRange',
          'abv',
          'rating',
          'matchReason',
          'confidence',
          'signals',
        ]),
      );
      expect(wine.region).toBe('Barossa Valley');
      expect(wine.variety).toMatch(/Shiraz/);
      expect(wine.signals).toEqual(expect.arrayContaining(['Barossa Valley', 'under $60']));
      expect(wine.matchReason.length).toBeGreaterThan(40);
      expect(wine.confidence).toBeGreaterThanOrEqual(0);
      expect(wine.confidence).toBeLessThanOrEqual(100);
    }
    // diversity: no two from one producer
    expect(new Set(wines.map((w: { producer: string }) => w.producer)).size).toBe(3);
  });

  it('is deterministic for the same query and user', async () => {
    const a = await search(free, 'crisp white for oysters').expect(200);
    const b = await search(free, 'crisp white for oysters').expect(200);
    expect(b.body.recommendations).toEqual(a.body.recommendations);
  });

  it('gives Premium 6 wines', async () => {
    const premium = await registerMember();
    await publishPlanChanged(premium.userId, 'premium');
    await waitFor(
      async () => (await api().get('/api/auth/user').set(bearer(premium.accessToken))).body.subscriptionPlan === 'premium',
      {
        what: 'the plan change',
      },
    );
    const res = await search(premium, 'red for a barbie').expect(200);
    expect(res.body.recommendations).toHaveLength(6);
  });

  it('follows plan changes at once, after earlier searches (the gateway’s copy of the preferences is replaced)', async () => {
    const member = await registerMember();
    const planIs = async (plan: string) => {
      await waitFor(
        async () => (await api().get('/api/auth/user').set(bearer(member.accessToken))).body.subscriptionPlan === plan,
        {
          what: `the plan change to ${plan}`,
        },
      );
    };
    // searches as Free leave identity's copy in Redis
    expect((await search(member, 'red for a barbie').expect(200)).body.recommendations).toHaveLength(3);
    expect((await search(member, 'red for a barbie').expect(200)).body.recommendations).toHaveLength(3);
    await publishPlanChanged(member.userId, 'premium');
    await planIs('premium');
    expect((await search(member, 'red for a barbie').expect(200)).body.recommendations).toHaveLength(6);
    await publishPlanChanged(member.userId, 'free');
    await planIs('free');
    expect((await search(member, 'red for a barbie').expect(200)).body.recommendations).toHaveLength(3);
  });

  it('says when it had to relax a constraint', async () => {
    const res = await search(free, 'Tasmanian shiraz under $15').expect(200);
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    for (const wine of res.body.recommendations)
      expect(wine.matchReason).toMatch(/Nothing in our list meets every part of your request/);
  });

  it('uses the profile preferences when the query says little', async () => {
    const whiteLover = await registerMember({}, { preferredWineTypes: ['White Wine'] });
    const res = await search(whiteLover, 'something nice for dinner').expect(200);
    expect(res.body.recommendations.every((w: { type: string }) => w.type === 'White Wine')).toBe(true);
  });

  it.each([
    ['', RECOMMENDATION_QUERY_REQUIRED],
    ['   \n ', RECOMMENDATION_QUERY_REQUIRED],
    [undefined, RECOMMENDATION_QUERY_REQUIRED],
  ])('rejects the blank query %p with 400', async (query, message) => {
    const res = await search(free, query).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('rejects a query over 500 characters with 400 naming the limit', async () => {
    const res = await search(free, 'shiraz '.repeat(80)).expect(400);
    expect(res.body.message).toMatch(/500 characters/);
  });

  it('needs a signed-in user', async () => {
    await api().post('/api/recommendations').send({ query: 'shiraz' }).expect(401);
  });

  it('keeps each user’s searches, latest first, and never shows them to anyone else', async () => {
    const user = await registerMember();
    await search(user, 'first: riesling').expect(200);
    await search(user, 'second: pinot noir').expect(200);
    const res = await api().get('/api/recommendations/history').set(bearer(user.accessToken)).expect(200);
    expect(res.body.searches.map((s: { query: string }) => s.query)).toEqual(['second: pinot noir', 'first: riesling']);
    expect(res.body.searches[0].recommendations).toHaveLength(3);
    const other = await api().get('/api/recommendations/history').set(bearer(free.accessToken)).expect(200);
    expect(other.body.searches.map((s: { query: string }) => s.query)).not.toContain('first: riesling');
  });

  it('returns at most the latest 20 searches', async () => {
    const user = await registerMember();
    for (let i = 0; i < 22; i++) await search(user, `shiraz number ${i}`).expect(200);
    const res = await api().get('/api/recommendations/history').set(bearer(user.accessToken)).expect(200);
    expect(res.body.searches).toHaveLength(20);
    expect(res.body.searches[0].query).toBe('shiraz number 21');
  });
});
