// Thumbs on recommended wines and the palate through the gateway, with the real ai
// and cellar services: the user's own signals only, 400s naming the field, Free and Premium alike.
import Redis from 'ioredis';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, TEST_STACK, waitFor } from '../../support/system';

type Wine = { id: string; name: string; type: string; variety: string; signals: string[] };
const QUERY = 'a red for dinner';
const search = async (user: TestAccount, query = QUERY): Promise<Wine[]> =>
  (await api().post('/api/recommendations').set(bearer(user.accessToken)).send({ query }).expect(200)).body.recommendations;
const thumb = (user: TestAccount, body: object) =>
  api().put('/api/recommendations/feedback').set(bearer(user.accessToken)).send(body);
const feedbackOf = async (user: TestAccount) =>
  (await api().get('/api/recommendations/feedback').set(bearer(user.accessToken)).expect(200)).body.feedback;
const palateOf = async (user: TestAccount) =>
  (await api().get('/api/recommendations/palate').set(bearer(user.accessToken)).expect(200)).body;

// A search waits 1.5 s for the cellar's half of the palate, then goes on without it (a busy store),
// so a read is retried until the cellar answered. A stale kept answer would still fail: it is kept
// for a minute, longer than the wait.
const palateCountsBecome = (user: TestAccount, expected: Record<string, number>) =>
  waitFor(
    async () => {
      const palate = await palateOf(user);
      return Object.entries(expected).every(([k, v]) => palate.counts[k] === v) && palate;
    },
    { intervalMs: 250, what: `palate counts ${JSON.stringify(expected)}` },
  );

// cool-climate Pinots from the catalogue, saved from recommendations
const PINOTS = [
  { id: 'vic-coldstream-hills-pinot-noir', name: 'Coldstream Hills Pinot Noir', region: 'Yarra Valley' },
  { id: 'tas-stoney-rise-pinot-noir', name: 'Stoney Rise Pinot Noir', region: 'Tasmania' },
  { id: 'vic-kooyong-massale-pinot-noir', name: 'Kooyong Massale Pinot Noir', region: 'Mornington Peninsula' },
];

describe('recommendation feedback and the palate', () => {
  let free: TestAccount;
  let premium: TestAccount;
  afterAll(() => closePlanEvents());
  beforeAll(async () => {
    [free, premium] = await Promise.all([registerMember(), registerMember()]);
    await publishPlanChanged(premium.userId, 'premium');
    await waitFor(
      async () => (await api().get('/api/auth/user').set(bearer(premium.accessToken))).body.subscriptionPlan === 'premium',
      { what: 'the plan change' },
    );
  });

  it.each([
    [{ signal: 'up' }, /wineId/],
    [{ wineId: '', signal: 'up' }, /wineId/],
    [{ wineId: 'x'.repeat(101), signal: 'up' }, /wineId must be at most 100 characters/],
    [{ wineId: 'no-such-wine', signal: 'up' }, /wineId is not a wine we recommend/],
    [{ wineId: PINOTS[0].id, signal: 'love' }, /signal/],
    [{ wineId: PINOTS[0].id }, /signal/],
  ])('rejects %p with 400 naming the field', async (body, message) => {
    const res = await thumb(free, body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('needs a signed-in user', async () => {
    await api().put('/api/recommendations/feedback').send({ wineId: PINOTS[0].id, signal: 'up' }).expect(401);
    await api().get('/api/recommendations/palate').expect(401);
    await api().delete('/api/recommendations/palate').expect(401);
  });

  it('limits thumbs to 60 a minute per user: the 61st is a 429, another user is not affected', async () => {
    const me = await registerMember();
    for (let i = 0; i < 60; i++) await thumb(me, { wineId: PINOTS[i % 3].id, signal: i % 2 ? 'up' : null }).expect(200);
    const res = await thumb(me, { wineId: PINOTS[0].id, signal: 'up' }).expect(429);
    expect(res.body.message).toMatch(/requests/);
    await thumb(premium, { wineId: PINOTS[1].id, signal: null }).expect(200);
  });

  it('keeps one thumb per wine, takes it back with null, on Free and on Premium', async () => {
    for (const user of [free, premium]) {
      await thumb(user, { wineId: PINOTS[0].id, signal: 'up' }).expect(200, { wineId: PINOTS[0].id, signal: 'up' });
      await thumb(user, { wineId: PINOTS[0].id, signal: 'down' }).expect(200);
      expect(await feedbackOf(user)).toEqual([{ wineId: PINOTS[0].id, signal: 'down' }]);
      await thumb(user, { wineId: PINOTS[0].id, signal: null }).expect(200, { wineId: PINOTS[0].id, signal: null });
      expect(await feedbackOf(user)).toEqual([]);
    }
  });

  it('one user’s thumbs change their own answers and never another user’s', async () => {
    const [me, other] = await Promise.all([registerMember(), registerMember()]);
    const mineBefore = await search(me);
    const otherBefore = await search(other);
    expect(mineBefore).toEqual(otherBefore); // no history: the same answer for both
    for (const wine of mineBefore) await thumb(me, { wineId: wine.id, signal: 'down' }).expect(200);
    const mineAfter = await search(me);
    expect(mineAfter.map((w) => w.id)).not.toContain(mineBefore[0].id);
    expect(await search(other)).toEqual(otherBefore);
    expect(await feedbackOf(other)).toEqual([]);
    expect((await palateOf(other)).counts).toMatchObject({ thumbsDown: 0 });
    expect((await palateOf(me)).counts).toMatchObject({ thumbsDown: mineBefore.length });
  });

  it('learns from the cellar: saved Pinots rated 5 stars lift Pinots and say so on the card', async () => {
    const me = await registerMember();
    for (const pinot of PINOTS) {
      const saved = await api()
        .post('/api/cellar/save')
        .set(bearer(me.accessToken))
        .send({
          wineName: pinot.name,
          wineType: 'Red Wine',
          region: pinot.region,
          source: 'recommendation',
          catalogueWineId: pinot.id,
        })
        .expect(201);
      await api()
        .post(`/api/cellar/${saved.body.id}/open`)
        .set(bearer(me.accessToken))
        .send({ date: '2026-01-10', stars: 5 })
        .expect(201);
    }
    const palate = await palateCountsBecome(me, { saved: 3, ratings: 3 });
    expect(palate.varieties[0]).toMatchObject({ key: 'pinot-noir', label: 'Pinot Noir' });
    expect(palate.summary).toContain('You lean towards Pinot Noir.');
    const wines = await search(me);
    expect(wines.filter((w) => w.variety === 'Pinot Noir').length).toBeGreaterThanOrEqual(2);
    expect(wines.flatMap((w) => w.signals)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^you rated .+ Pinot Noir 5★$/)]),
    );
  });

  it('keeps the cellar’s answer between searches, and each cellar change counts on the very next one', async () => {
    const me = await registerMember();
    const countsBecome = (expected: Record<string, number>) => palateCountsBecome(me, expected);
    const redis = new Redis(TEST_STACK.redisUrl);
    try {
      await countsBecome({ saved: 0, bottles: 0, ratings: 0 });
      // the answer is kept at the version it was built for (stored just after the cellar answered)
      const kept = await waitFor(
        async () => {
          const hash = await redis.hgetall(`cellar:palate-signals:${me.userId}`);
          return hash['#built'] !== undefined && hash;
        },
        { what: 'the kept palate signals' },
      );
      expect(kept).toMatchObject({ '#built': kept['#version'], signals: JSON.stringify({ wines: [] }) });

      const saved = await api()
        .post('/api/cellar/save')
        .set(bearer(me.accessToken))
        .send({
          wineName: PINOTS[0].name,
          wineType: 'Red Wine',
          region: PINOTS[0].region,
          source: 'recommendation',
          catalogueWineId: PINOTS[0].id,
        })
        .expect(201);
      await countsBecome({ saved: 1, bottles: 1, ratings: 0 });
      await api().patch(`/api/cellar/${saved.body.id}`).set(bearer(me.accessToken)).send({ quantity: 6 }).expect(200);
      await countsBecome({ saved: 1, bottles: 6, ratings: 0 });
      await api()
        .post(`/api/cellar/${saved.body.id}/open`)
        .set(bearer(me.accessToken))
        .send({ date: '2026-01-10', stars: 5 })
        .expect(201);
      await countsBecome({ saved: 1, bottles: 5, ratings: 1 });
      await api().delete(`/api/cellar/${saved.body.id}`).set(bearer(me.accessToken)).expect(204);
      await countsBecome({ saved: 0, bottles: 0 });
    } finally {
      redis.disconnect();
    }
  });

  it('keeps the thumbs between searches, and each thumb counts on the very next search', async () => {
    const me = await registerMember();
    const redis = new Redis(TEST_STACK.redisUrl);
    const kept = async () => {
      const hash = await redis.hgetall(`ai:palate-thumbs:${me.userId}`);
      return hash['#built'] === hash['#version'] && hash.thumbs !== undefined ? JSON.parse(hash.thumbs) : 'not kept';
    };
    try {
      const before = await search(me);
      // the first search read the store and kept what it read; the next ones read that
      expect(await kept()).toEqual([]);
      expect(await search(me)).toEqual(before);
      for (const wine of before) await thumb(me, { wineId: wine.id, signal: 'down' }).expect(200);
      expect(await kept()).toBe('not kept');
      const after = await search(me);
      expect(after.map((w) => w.id)).not.toContain(before[0].id);
      expect(await kept()).toHaveLength(before.length);
      expect(await search(me)).toEqual(after);
      // taking thumbs back and clearing the palate count at once too
      for (const wine of before.slice(1)) await thumb(me, { wineId: wine.id, signal: null }).expect(200);
      expect(await kept()).toBe('not kept');
      await search(me);
      expect(await kept()).toEqual([{ wineId: before[0].id, signal: 'down' }]);
      await api().delete('/api/recommendations/palate').set(bearer(me.accessToken)).expect(200, { cleared: 1 });
      expect(await search(me)).toEqual(before);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps the query’s hard constraints whatever the palate says', async () => {
    const me = await registerMember();
    const shiraz = await search(me, 'Barossa shiraz');
    for (const wine of shiraz) await thumb(me, { wineId: wine.id, signal: 'down' }).expect(200);
    for (const wine of await search(me, 'Barossa shiraz')) expect(wine.variety).toMatch(/Shiraz/);
  });

  it('resets: the thumbs are cleared and the answers are today’s again', async () => {
    const me = await registerMember();
    const before = await search(me);
    await thumb(me, { wineId: before[0].id, signal: 'down' }).expect(200);
    expect(await search(me)).not.toEqual(before);
    const res = await api().delete('/api/recommendations/palate').set(bearer(me.accessToken)).expect(200);
    expect(res.body).toEqual({ cleared: 1 });
    expect(await feedbackOf(me)).toEqual([]);
    expect(await search(me)).toEqual(before);
  });
});
