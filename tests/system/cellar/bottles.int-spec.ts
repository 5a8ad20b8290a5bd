// Through the gateway: a cellar item's bottles, opening one, the tasting journal.
import {
  CELLAR_ITEM_NOT_FOUND,
  NO_BOTTLES_LEFT_MESSAGE,
  type DrinkingPlan,
  type SavedWine,
  type Tasting,
  type UploadAnalysis,
} from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';
import { CellarClient } from './cellar-client';

const wine = (n: number, extra: Record<string, unknown> = {}) => ({
  wineName: `Bottle Test ${n}`,
  wineType: 'Red Wine',
  region: 'Clare Valley',
  vintage: '2018',
  priceRange: '$20-30',
  source: 'recommendation',
  ...extra,
});

const as = (me: TestAccount) => bearer(me.accessToken);
const save = async (me: TestAccount, n: number): Promise<SavedWine> =>
  (await api().post('/api/cellar/save').set(as(me)).send(wine(n)).expect(201)).body;
const edit = (me: TestAccount, id: string, body: unknown) =>
  api()
    .patch(`/api/cellar/${id}`)
    .set(as(me))
    .send(body as object);
const open = (me: TestAccount, id: string, body: unknown) =>
  api()
    .post(`/api/cellar/${id}/open`)
    .set(as(me))
    .send(body as object);
const list = async (me: TestAccount): Promise<SavedWine[]> => (await api().get('/api/cellar').set(as(me)).expect(200)).body;
const uploads = async (me: TestAccount): Promise<UploadAnalysis[]> =>
  (await api().get('/api/uploads').set(as(me)).expect(200)).body;
const tastingsOf = async (me: TestAccount, id: string): Promise<Tasting[]> =>
  (await api().get(`/api/cellar/${id}/tastings`).set(as(me)).expect(200)).body;
const journal = async (me: TestAccount): Promise<Tasting[]> =>
  (await api().get('/api/cellar/tastings').set(as(me)).expect(200)).body;

describe('cellar bottles and tastings', () => {
  const cellar = new CellarClient();

  afterAll(async () => {
    await cellar.close();
    await closePlanEvents();
  });

  it('edits the bottles of a saved wine and of an analysed one; the lists show them', async () => {
    const me = await registerMember();
    const saved = await save(me, 1);
    expect(saved).toMatchObject({ quantity: 1, purchasePrice: null, purchaseDate: null, location: '', size: 750, notes: '' });
    const changes = {
      quantity: 6,
      purchasePrice: 42.5,
      purchaseDate: '2025-12-01',
      location: 'Rack B, row 3',
      size: 1500,
      notes: 'Gift',
    };
    const res = await edit(me, saved.id, changes).expect(200);
    expect(res.body).toEqual({ id: saved.id, kind: 'saved', wineName: 'Bottle Test 1', ...changes });
    expect((await list(me))[0]).toMatchObject({ id: saved.id, ...changes });
    // a partial change leaves the rest; a blank price clears it
    await edit(me, saved.id, { location: 'Cupboard', purchasePrice: null }).expect(200);
    expect((await list(me))[0]).toMatchObject({ quantity: 6, location: 'Cupboard', purchasePrice: null, size: 1500 });

    const upload = await cellar.seedUpload(me.userId);
    expect(upload.quantity).toBe(1);
    const up = await edit(me, upload.id, { quantity: 3, location: 'Fridge' }).expect(200);
    expect(up.body).toMatchObject({ id: upload.id, kind: 'upload', quantity: 3, location: 'Fridge' });
    expect((await uploads(me))[0]).toMatchObject({ id: upload.id, quantity: 3, location: 'Fridge', size: 750 });
  });

  it('refuses bad bottle facts and tastings with 400 naming the field', async () => {
    const me = await registerMember();
    const { id } = await save(me, 1);
    const cases: [unknown, RegExp][] = [
      [{ quantity: -1 }, /quantity/],
      [{ quantity: 1000 }, /quantity/],
      [{ quantity: 'six' }, /quantity/],
      [{ purchasePrice: -3 }, /purchasePrice/],
      [{ purchaseDate: '1/12/2025' }, /purchaseDate/],
      [{ size: 700 }, /size must be one of 375, 750, 1500/],
      [{ location: 'x'.repeat(201) }, /location must be at most 200/],
      [{}, /Nothing to update/],
    ];
    for (const [body, message] of cases) {
      const res = await edit(me, id, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    }
    for (const [body, message] of [
      [{}, /date/],
      [{ date: '2026-13-01' }, /date/],
      [{ date: '2026-11-01', stars: 6 }, /stars/],
      [{ date: '2026-11-01', stars: 4, points: 90 }, /not both/],
    ] as const) {
      expect((await open(me, id, body).expect(400)).body.message).toMatch(message);
    }
    // nothing changed, nothing logged
    expect((await list(me))[0].quantity).toBe(1);
    expect(await journal(me)).toEqual([]);
  });

  it('opens bottles down to none: the item stays (drunk), a fourth open is 409, the journal is newest first', async () => {
    const me = await registerMember();
    const first = await save(me, 1);
    const second = await save(me, 2);
    await edit(me, first.id, { quantity: 2 }).expect(200);

    const a = await open(me, first.id, {
      date: '2026-10-01',
      stars: 4,
      note: 'Lime and slate',
      occasion: 'Dinner',
      withWhom: 'Sam',
    }).expect(201);
    expect(a.body.bottle).toMatchObject({ id: first.id, quantity: 1 });
    expect(a.body.tasting).toEqual({
      id: expect.any(String),
      itemId: first.id,
      itemKind: 'saved',
      wineName: 'Bottle Test 1',
      vintage: '2018',
      date: '2026-10-01',
      stars: 4,
      points: null,
      note: 'Lime and slate',
      occasion: 'Dinner',
      withWhom: 'Sam',
      createdAt: expect.any(String),
    });
    await open(me, first.id, { date: '2026-11-02', points: 93 }).expect(201);
    await open(me, second.id, { date: '2026-10-15' }).expect(201);
    const none = await open(me, first.id, { date: '2026-11-03' }).expect(409);
    expect(none.body).toEqual({ statusCode: 409, message: NO_BOTTLES_LEFT_MESSAGE });

    // drunk: kept with 0 bottles
    expect((await list(me)).map((w) => [w.id, w.quantity])).toEqual([
      [second.id, 0],
      [first.id, 0],
    ]);
    expect((await tastingsOf(me, first.id)).map((t) => t.date)).toEqual(['2026-11-02', '2026-10-01']);
    expect((await journal(me)).map((t) => [t.wineName, t.date])).toEqual([
      ['Bottle Test 1', '2026-11-02'],
      ['Bottle Test 2', '2026-10-15'],
      ['Bottle Test 1', '2026-10-01'],
    ]);
    // more bought: back in the cellar
    await edit(me, first.id, { quantity: 3 }).expect(200);
    expect((await open(me, first.id, { date: '2026-11-20' }).expect(201)).body.bottle.quantity).toBe(2);
  });

  it("opens an analysed bottle too, and the journal keeps a removed wine's tastings", async () => {
    const me = await registerMember();
    const upload = await cellar.seedUpload(me.userId, { wineName: 'Penfolds Bin 389' });
    const res = await open(me, upload.id, { date: '2026-11-01', stars: 5 }).expect(201);
    expect(res.body.bottle).toMatchObject({ kind: 'upload', quantity: 0 });
    expect((await uploads(me))[0].quantity).toBe(0);
    await api().delete(`/api/uploads/${upload.id}`).set(as(me)).expect(204);
    expect((await journal(me)).map((t) => [t.wineName, t.itemKind])).toEqual([['Penfolds Bin 389', 'upload']]);
    // the item itself is gone
    await api().get(`/api/cellar/${upload.id}/tastings`).set(as(me)).expect(404);
  });

  it("lets no one see or change another user's bottles or tastings (404, nothing changed)", async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const { id } = await save(owner, 1);
    const upload = await cellar.seedUpload(owner.userId);
    await open(owner, id, { date: '2026-11-01', note: 'private' }).expect(201);
    await edit(owner, id, { quantity: 2 }).expect(200);

    for (const target of [id, upload.id]) {
      expect((await edit(other, target, { quantity: 99 }).expect(404)).body.message).toBe(CELLAR_ITEM_NOT_FOUND);
      await open(other, target, { date: '2026-11-02' }).expect(404);
      await api().get(`/api/cellar/${target}/tastings`).set(as(other)).expect(404);
    }
    expect(await journal(other)).toEqual([]);
    expect((await list(owner))[0].quantity).toBe(2);
    expect((await uploads(owner))[0].quantity).toBe(1);
    expect(await tastingsOf(owner, id)).toHaveLength(1);

    for (const bad of ['nonsense', 'ffffffffffffffffffffffff', 'x'.repeat(101)]) {
      await edit(owner, bad, { quantity: 1 }).expect((r) => expect([400, 404]).toContain(r.status));
      await open(owner, bad, { date: '2026-11-02' }).expect((r) => expect([400, 404]).toContain(r.status));
    }
    for (const [method, path] of [
      ['patch', `/api/cellar/${id}`],
      ['post', `/api/cellar/${id}/open`],
      ['get', `/api/cellar/${id}/tastings`],
      ['get', '/api/cellar/tastings'],
    ] as const) {
      await api()[method](path).expect(401);
    }
  });

  it('keeps Free at 3 items however many bottles; Premium analytics count bottles, value and openings', async () => {
    const free = await registerMember();
    for (let i = 0; i < 3; i++) await edit(free, (await save(free, i)).id, { quantity: 12 }).expect(200);
    await api().post('/api/cellar/save').set(as(free)).send(wine(9)).expect(403);
    // bottles are not a Premium feature: Free opens them too
    await open(free, (await list(free))[0].id, { date: '2026-11-01' }).expect(201);

    const premium = await registerMember();
    await publishPlanChanged(premium.userId, 'premium');
    await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(premium))).status === 200, {
      what: 'the cellar to know the plan',
    });
    const paid = await save(premium, 1);
    const estimated = await save(premium, 2);
    await edit(premium, paid.id, { quantity: 6, purchasePrice: 40 }).expect(200);
    await edit(premium, estimated.id, { quantity: 2 }).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    await open(premium, paid.id, { date: today }).expect(201);
    const { bottles } = (await api().get('/api/cellar/analytics').set(as(premium)).expect(200)).body;
    // 5 × $40 paid + 2 × $25 (the '$20-30' estimate)
    expect(bottles).toMatchObject({ inCellar: 7, value: 250, valueEstimated: true });
    expect(bottles.openedPerMonth).toHaveLength(12);
    expect(bottles.openedPerMonth.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(1);
  });

  it("groups each user's own bottles with a vintage into the drinking plan, with the analysed bottle's own window", async () => {
    const me = await registerMember();
    const other = await registerMember();
    await api().post('/api/cellar/save').set(as(other)).send(wine(7)).expect(201);
    const thisYear = new Date().getFullYear();
    const riesling = await save(me, 1); // Clare Valley 2018 (by its words only: the variety is unknown here)
    const nv = (
      await api()
        .post('/api/cellar/save')
        .set(as(me))
        .send(wine(2, { vintage: 'NV' }))
        .expect(201)
    ).body as SavedWine;
    const upload = await cellar.seedUpload(me.userId, {
      vintage: String(thisYear - 6),
      optimalDrinkingStart: String(thisYear - 2),
      optimalDrinkingEnd: String(thisYear),
      peakYearsStart: String(thisYear - 1),
      peakYearsEnd: String(thisYear),
    });
    const hold = await cellar.seedUpload(me.userId, {
      wineName: 'Young Shiraz',
      vintage: String(thisYear),
      optimalDrinkingStart: String(thisYear + 3),
      optimalDrinkingEnd: String(thisYear + 15),
    });
    await edit(me, hold.id, { quantity: 4 }).expect(200);

    const plan: DrinkingPlan = (await api().get('/api/cellar/plan').set(as(me)).expect(200)).body;
    expect(plan.items.map((i) => i.id).sort()).toEqual([riesling.id, upload.id, hold.id].sort());
    expect(plan.items.find((i) => i.id === nv.id)).toBeUndefined();
    expect(plan.items.find((i) => i.id === upload.id)).toMatchObject({
      kind: 'upload',
      group: 'drinkSoon',
      window: { start: thisYear - 2, end: thisYear, peakStart: thisYear - 1, peakEnd: thisYear },
    });
    expect(plan.items.find((i) => i.id === hold.id)).toMatchObject({ group: 'hold', quantity: 4 });
    expect(plan.groups.find((g) => g.group === 'hold')).toEqual({ group: 'hold', wines: 1, bottles: 4 });

    // opened to none: out of the plan
    await open(me, upload.id, { date: '2026-11-01' }).expect(201);
    const after: DrinkingPlan = (await api().get('/api/cellar/plan').set(as(me)).expect(200)).body;
    expect(after.items.map((i) => i.id)).not.toContain(upload.id);
    await api().get('/api/cellar/plan').expect(401);
  });

  it('plans an analysed bottle not in the catalogue only by its grape\'s typical ageing; with none, "no window known"', async () => {
    const me = await registerMember();
    const vintage = String(new Date().getFullYear() - 3);
    const empty = { optimalDrinkingStart: '', optimalDrinkingEnd: '', peakYearsStart: '', peakYearsEnd: '' };
    const shiraz = await cellar.seedUpload(me.userId, { ...empty, wineName: 'Quoll Creek Shiraz', vintage, grape: 'Shiraz' });
    const unknown = await cellar.seedUpload(me.userId, { ...empty, wineName: 'Zqxwv Hollow', wineType: 'Unknown', vintage });

    const plan: DrinkingPlan = (await api().get('/api/cellar/plan').set(as(me)).expect(200)).body;
    expect(plan.items.map((i) => [i.id, i.windowBasis])).toEqual([[shiraz.id, 'typical for Shiraz']]);
    expect(plan.noWindow).toEqual([{ id: unknown.id, wineName: 'Zqxwv Hollow', vintage, quantity: 1, location: '' }]);
  });
});
