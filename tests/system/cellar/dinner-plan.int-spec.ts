// A dinner party from the cellar through the gateway (docs/product-rules.md#a-dinner-party):
// POST /api/cellar/plan-dinner is planned by the real ai service from the bottles the real cellar
// gives it for this member; POST /api/cellar/plan-dinner/:planId/open opens them in the cellar.
import { DINNER_PLAN_PREMIUM_MESSAGE, type DinnerPlan, type SavedWine, type Tasting } from '@wine/contracts';
import { registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents } from '../../support/plan-events';
import { api } from '../../support/system';
import { wholeCellar } from './cellar-pages';
import { as, type Bottle, keep, premiumMember } from './cellar-members';

const planDinner = (me: TestAccount, body: unknown) =>
  api()
    .post('/api/cellar/plan-dinner')
    .set(as(me))
    .send(body as object);
const openDinner = (me: TestAccount, planId: string, body: unknown) =>
  api()
    .post(`/api/cellar/plan-dinner/${planId}/open`)
    .set(as(me))
    .send(body as object);
const bottlesOf = (plan: DinnerPlan) =>
  plan.courses
    .filter((c) => c.wine && c.bottlesToOpen > 0)
    .map((c) => ({ cellarItemId: c.wine!.cellarItemId!, count: c.bottlesToOpen, course: c.course }));
const journal = async (me: TestAccount): Promise<Tasting[]> =>
  (await api().get('/api/cellar/tastings?limit=100').set(as(me)).expect(200)).body as Tasting[];

const TAHBILK: Bottle = {
  catalogueWineId: 'vic-tahbilk-shiraz',
  wineName: 'Tahbilk Shiraz',
  wineType: 'Red Wine',
  region: 'Nagambie Lakes',
  vintage: '2019',
  quantity: 4,
  location: 'Rack A',
};
const JANSZ: Bottle = {
  catalogueWineId: 'tas-jansz-premium-cuvee',
  wineName: 'Jansz Premium Cuvée',
  wineType: 'Sparkling Wine',
  region: 'Tasmania',
  vintage: null,
  quantity: 3,
  location: 'Fridge',
};
const CHARDONNAY: Bottle = {
  catalogueWineId: 'wa-leeuwin-estate-art-series-chardonnay',
  wineName: 'Leeuwin Estate Art Series Chardonnay',
  wineType: 'White Wine',
  region: 'Margaret River',
  vintage: '2021',
  quantity: 2,
  location: 'Rack C',
};
const NOBLE_ONE: Bottle = {
  catalogueWineId: 'nsw-de-bortoli-noble-one-botrytis-semillon',
  wineName: 'De Bortoli Noble One Botrytis Semillon',
  wineType: 'Dessert Wine',
  region: 'Riverina',
  vintage: '2018',
  quantity: 4,
  location: 'Rack D',
  size: 375,
};

describe('a dinner party from my cellar', () => {
  let me: TestAccount;
  let other: TestAccount;
  let mine: SavedWine[];
  let theirs: SavedWine[];
  afterAll(() => closePlanEvents());
  beforeAll(async () => {
    [me, other] = [await premiumMember(), await premiumMember()];
    mine = [await keep(me, TAHBILK), await keep(me, JANSZ), await keep(me, CHARDONNAY)];
    // the other member holds the only dessert wine: it must never be planned for me
    theirs = [await keep(other, NOBLE_ONE), await keep(other, { ...TAHBILK, quantity: 12 })];
  });

  it('is Premium: a Free member gets 403 with the upgrade', async () => {
    const free = await registerMember();
    const res = await planDinner(free, { courses: ['roast lamb'], guests: 4 }).expect(403);
    expect(res.body).toMatchObject({ message: DINNER_PLAN_PREMIUM_MESSAGE, upgrade: true });
    await openDinner(free, crypto.randomUUID(), { date: '2026-11-28', bottles: [] }).expect(403);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ guests: 8 }, /courses/],
      [{ courses: [], guests: 8 }, /courses must list 1 to 6/],
      [{ courses: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], guests: 8 }, /courses must list 1 to 6/],
      [{ courses: ['  '], guests: 8 }, /courses must be a dish/],
      [{ courses: ['x'.repeat(121)], guests: 8 }, /courses must be a dish of 1 to 120/],
      [{ courses: [42], guests: 8 }, /courses must be a dish/],
      [{ courses: 'roast lamb', guests: 8 }, /courses/],
      [{ courses: ['roast lamb'] }, /guests must be a whole number from 2 to 24/],
      [{ courses: ['roast lamb'], guests: 1 }, /guests must be a whole number from 2 to 24/],
      [{ courses: ['roast lamb'], guests: 25 }, /guests/],
      [{ courses: ['roast lamb'], guests: 2.5 }, /guests/],
      [{ courses: ['roast lamb'], guests: '8' }, /guests/],
    ];
    for (const [body, message] of cases) {
      const res = await planDinner(me, body).expect(400);
      expect(res.body.message).toMatch(message);
    }
    const id = crypto.randomUUID();
    const bottle = { cellarItemId: mine[0].id, count: 1, course: 'roast lamb' };
    await openDinner(me, 'not-a-plan', { date: '2026-11-28', bottles: [bottle] }).expect(400, /planId/);
    await openDinner(me, id, { date: '28/11/2026', bottles: [bottle] }).expect(400, /date/);
    await openDinner(me, id, { date: '2026-11-28', bottles: [] }).expect(400, /bottles must list 1 to 6/);
    await openDinner(me, id, { date: '2026-11-28', bottles: [{ ...bottle, count: 11 }] }).expect(400, /count/);
    await openDinner(me, id, { date: '2026-11-28', bottles: [{ ...bottle, cellarItemId: '' }] }).expect(400, /cellarItemId/);
  });

  it('plans one of my bottles a course in serving order, with the arithmetic, and says what is missing', async () => {
    const res = await planDinner(me, { courses: ['slow-roasted lamb shoulder', 'oysters', 'crème brûlée'], guests: 8 }).expect(
      200,
    );
    const plan = res.body as DinnerPlan;
    expect(plan.guests).toBe(8);
    // sparkling or white for the oysters before the red; the dessert course last
    expect(plan.courses.map((c) => c.course)).toEqual(['oysters', 'slow-roasted lamb shoulder', 'crème brûlée']);
    expect(plan.courses.map((c) => c.courseNumber)).toEqual([2, 1, 3]);
    const [oysters, lamb, dessert] = plan.courses;
    expect([mine[1].id, mine[2].id]).toContain(oysters.wine!.cellarItemId);
    expect(lamb.wine).toMatchObject({ cellarItemId: mine[0].id, inCellar: true, location: 'Rack A', bottlesLeft: 4 });
    expect(lamb.pour.arithmetic).toBe('8 guests × 1 glass ≈ 8 glasses: 2 bottles (a 750 ml bottle pours 5 glasses)');
    expect(lamb.bottlesToOpen).toBe(2);
    expect(lamb.wine!.matchReason.length).toBeGreaterThan(20);
    // nothing of mine suits the dessert; the other member's Noble One is never mine to plan
    expect(dessert).toMatchObject({ dessert: true, wine: null, bottlesToOpen: 0 });
    expect(plan.missing).toHaveLength(1);
    expect(plan.missing[0].message).toMatch(/^No dessert wine in your cellar: two half-bottles of /);
    expect(plan.missing[0].suggestions.length).toBeGreaterThan(0);
    for (const s of plan.missing[0].suggestions) expect(s).toMatchObject({ inCellar: false });
    const planned = plan.courses.flatMap((c) => (c.wine ? [c.wine.cellarItemId] : []));
    for (const id of planned) expect(mine.map((w) => w.id)).toContain(id);
    for (const w of theirs) expect(planned).not.toContain(w.id);
    expect(plan.bottlesToOpen).toBe(oysters.bottlesToOpen + 2);
  });

  it('never plans a bottle beyond its bottles left', async () => {
    // four Shiraz courses for 8: two bottles each, and four Tahbilks cover two of them at most
    const plan = (await planDinner(me, { courses: ['roast lamb', 'beef ribs', 'lamb shanks', 'steak'], guests: 8 }).expect(200))
      .body as DinnerPlan;
    const tahbilk = plan.courses.filter((c) => c.wine?.cellarItemId === mine[0].id);
    expect(tahbilk.reduce((sum, c) => sum + c.bottlesToOpen, 0)).toBeLessThanOrEqual(4);
  });

  it('opens every planned bottle in one call, one tasting each with the occasion, once per plan', async () => {
    const plan = (await planDinner(me, { courses: ['oysters', 'roast lamb'], guests: 8 }).expect(200)).body as DinnerPlan;
    const bottles = bottlesOf(plan);
    const total = bottles.reduce((sum, b) => sum + b.count, 0);
    expect(total).toBe(plan.bottlesToOpen);
    const before = await journal(me);
    // a double click: two calls at once write once
    const [a, b] = await Promise.all([
      openDinner(me, plan.planId, { date: '2026-11-28', bottles }),
      openDinner(me, plan.planId, { date: '2026-11-28', bottles }),
    ]);
    expect([a.status, b.status].sort()).toEqual(a.status === 409 || b.status === 409 ? [200, 409] : [200, 200]);
    const first = (a.status === 200 && !a.body.alreadyOpened ? a : b).body as { tastings: Tasting[] };
    expect(first.tastings).toHaveLength(total);
    for (const t of first.tastings) {
      expect(t.occasion).toMatch(/^Dinner party: (oysters|roast lamb)$/);
      expect(t.date).toBe('2026-11-28');
    }
    const again = await openDinner(me, plan.planId, { date: '2026-11-28', bottles }).expect(200);
    expect(again.body.alreadyOpened).toBe(true);
    expect(again.body.tastings).toHaveLength(total);
    expect((await journal(me)).length).toBe(before.length + total);
    const cellar = await wholeCellar(me.accessToken);
    const lamb = bottles.find((x) => x.course === 'roast lamb')!;
    expect(cellar.find((w) => w.id === lamb.cellarItemId)!.quantity).toBe(
      mine.find((w) => w.id === lamb.cellarItemId)!.quantity - lamb.count,
    );
  });

  it("never opens another member's bottle: 404, and nothing of the plan is opened", async () => {
    const before = await journal(me);
    const bottles = [
      { cellarItemId: mine[1].id, count: 1, course: 'oysters' },
      { cellarItemId: theirs[0].id, count: 1, course: 'crème brûlée' },
    ];
    await openDinner(me, crypto.randomUUID(), { date: '2026-11-28', bottles }).expect(404);
    await openDinner(me, crypto.randomUUID(), { date: '2026-11-28', bottles: [{ ...bottles[0], cellarItemId: 'nope' }] }).expect(
      404,
    );
    expect((await journal(me)).length).toBe(before.length);
    expect((await journal(other)).length).toBe(0);
    // too many of my own: 409 naming the wine, nothing opened
    const res = await openDinner(me, crypto.randomUUID(), {
      date: '2026-11-28',
      bottles: [{ cellarItemId: mine[0].id, count: 9, course: 'roast lamb' }],
    }).expect(409);
    expect(res.body.message).toMatch(/Tahbilk Shiraz left/);
    expect((await journal(me)).length).toBe(before.length);
  });
});
