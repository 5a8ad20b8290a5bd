// "From my cellar" through the gateway (docs/product-rules.md#from-my-cellar): POST /api/recommendations
// with from: 'cellar' ranks the member's own bottles, read by the real cellar service over the
// transport and scored by the real ai service. Only the member's own bottles, never a drunk one.
import { RECOMMENDATION_SOURCE_INVALID, type RecommendedWine, type SavedWine } from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';

const as = (me: TestAccount) => bearer(me.accessToken);
const search = (me: TestAccount, body: Record<string, unknown>) => api().post('/api/recommendations').set(as(me)).send(body);

interface Bottle {
  catalogueWineId?: string;
  wineName: string;
  wineType: string;
  region: string;
  vintage: string | null;
  quantity: number;
  location?: string;
}

/** Saves a wine and sets its bottles, as the cellar page does. */
async function keep(me: TestAccount, b: Bottle): Promise<SavedWine> {
  const saved = await api()
    .post('/api/cellar/save')
    .set(as(me))
    .send({
      wineName: b.wineName,
      wineType: b.wineType,
      region: b.region,
      vintage: b.vintage,
      source: 'recommendation',
      catalogueWineId: b.catalogueWineId ?? null,
    })
    .expect(201);
  await api()
    .patch(`/api/cellar/${saved.body.id}`)
    .set(as(me))
    .send({ quantity: b.quantity, location: b.location ?? '' })
    .expect(200);
  return saved.body as SavedWine;
}

const TAHBILK: Bottle = {
  catalogueWineId: 'vic-tahbilk-shiraz',
  wineName: 'Tahbilk Shiraz',
  wineType: 'Red Wine',
  region: 'Nagambie Lakes',
  vintage: '2019',
  quantity: 4,
  location: 'Rack A',
};
const MENTELLE: Bottle = {
  catalogueWineId: 'wa-cape-mentelle-cabernet-sauvignon',
  wineName: 'Cape Mentelle Cabernet Sauvignon',
  wineType: 'Red Wine',
  region: 'Margaret River',
  vintage: '2018',
  quantity: 2,
  location: 'Rack B',
};
const RIESLING: Bottle = {
  catalogueWineId: 'sa-grosset-polish-hill-riesling',
  wineName: 'Grosset Polish Hill Riesling',
  wineType: 'White Wine',
  region: 'Clare Valley',
  vintage: '2022',
  quantity: 1,
  location: 'Fridge',
};

describe('recommendations from my cellar', () => {
  let free: TestAccount;
  let mine: SavedWine[];
  afterAll(() => closePlanEvents());
  beforeAll(async () => {
    free = await registerMember();
    mine = [await keep(free, TAHBILK), await keep(free, MENTELLE), await keep(free, RIESLING)];
  });

  it('refuses a source other than catalogue or cellar with a 400 naming the field', async () => {
    for (const from of ['shop', 5, null, ['cellar']]) {
      const res = await search(free, { query: 'lamb roast', from }).expect(400);
      expect(res.body.message).toContain(RECOMMENDATION_SOURCE_INVALID);
    }
    // the query is still checked first-class: a blank one is refused whatever the source
    await search(free, { query: '  ', from: 'cellar' }).expect(400);
  });

  it('searches the catalogue by default: no cellar fields on the cards', async () => {
    const res = await search(free, { query: 'a slow-roasted lamb shoulder' }).expect(200);
    expect(res.body.recommendations).toHaveLength(3);
    for (const w of res.body.recommendations as RecommendedWine[]) expect(w.cellarItemId ?? null).toBeNull();
  });

  it('picks a bottle the member owns for a lamb shoulder, with its bottles, place and readiness', async () => {
    const res = await search(free, {
      query: 'What should I open tonight with a slow-roasted lamb shoulder?',
      from: 'cellar',
    }).expect(200);
    const wines = res.body.recommendations as RecommendedWine[];
    expect(wines.length).toBeGreaterThanOrEqual(1);
    expect(wines.length).toBeLessThanOrEqual(3);
    const top = wines[0];
    expect([mine[0].id, mine[1].id]).toContain(top.cellarItemId);
    const owned = top.cellarItemId === mine[0].id ? TAHBILK : MENTELLE;
    expect(top).toMatchObject({ bottlesLeft: owned.quantity, location: owned.location, vintage: owned.vintage, inCellar: true });
    expect(['drinkNow', 'drinkSoon', 'hold', 'pastBest']).toContain(top.readiness);
    // the Riesling does not suit lamb: it is not offered
    expect(wines.map((w) => w.cellarItemId)).not.toContain(mine[2].id);
    expect(res.body.fallback ?? []).toEqual([]);
  });

  it('never offers a drunk bottle: nothing suits oysters once the Riesling is gone, so it says so and offers wines to buy', async () => {
    const before = await search(free, { query: 'oysters natural', from: 'cellar' }).expect(200);
    expect(before.body.recommendations[0].cellarItemId).toBe(mine[2].id);
    await api()
      .post(`/api/cellar/${mine[2].id}/open`)
      .set(as(free))
      .send({ date: '2026-11-20', occasion: 'Oysters' })
      .expect(201);
    const after = await search(free, { query: 'oysters natural', from: 'cellar' }).expect(200);
    expect(after.body.recommendations).toEqual([]);
    expect(after.body.message).toMatch(/^Nothing in your cellar suits oysters/);
    expect(after.body.fallback.length).toBeGreaterThan(0);
    for (const w of after.body.fallback as RecommendedWine[]) expect(w).toMatchObject({ inCellar: false, cellarItemId: null });
  });

  it('shows one bottle fewer after opening one', async () => {
    const first = (await search(free, { query: 'steak on the barbie', from: 'cellar' }).expect(200)).body.recommendations[0];
    await api().post(`/api/cellar/${first.cellarItemId}/open`).set(as(free)).send({ date: '2026-11-21' }).expect(201);
    const again = (await search(free, { query: 'steak on the barbie', from: 'cellar' }).expect(200)).body
      .recommendations as RecommendedWine[];
    expect(again.find((w) => w.cellarItemId === first.cellarItemId)?.bottlesLeft).toBe(first.bottlesLeft - 1);
  });

  it("never shows another member's bottles (IDOR): an empty cellar gets wines to buy, not someone else's", async () => {
    const other = await registerMember();
    const res = await search(other, { query: 'a slow-roasted lamb shoulder', from: 'cellar' }).expect(200);
    expect(res.body.recommendations).toEqual([]);
    expect(res.body.fallback.length).toBeGreaterThan(0);
    const theirs = await keep(other, { ...TAHBILK, vintage: '2020', quantity: 6, location: 'Their rack' });
    const again = await search(other, { query: 'a slow-roasted lamb shoulder', from: 'cellar' }).expect(200);
    const ids = (again.body.recommendations as RecommendedWine[]).map((w) => w.cellarItemId);
    expect(ids).toEqual([theirs.id]);
    for (const w of mine) expect(ids).not.toContain(w.id);
    // and the first member never sees theirs
    const back = await search(free, { query: 'a slow-roasted lamb shoulder', from: 'cellar' }).expect(200);
    expect((back.body.recommendations as RecommendedWine[]).map((w) => w.cellarItemId)).not.toContain(theirs.id);
  });

  it('gives Premium up to 6 bottles a search, Free 3', async () => {
    const premium = await registerMember();
    await publishPlanChanged(premium.userId, 'premium');
    await waitFor(async () => (await api().get('/api/auth/user').set(as(premium))).body.subscriptionPlan === 'premium', {
      what: 'the plan change',
    });
    const reds: Bottle[] = [
      { ...TAHBILK },
      { ...MENTELLE },
      {
        catalogueWineId: 'sa-penfolds-bin-28-shiraz',
        wineName: 'Penfolds Bin 28',
        wineType: 'Red Wine',
        region: 'Barossa Valley',
        vintage: '2020',
        quantity: 2,
      },
      {
        catalogueWineId: 'sa-wynns-black-label-cabernet-sauvignon',
        wineName: 'Wynns Black Label',
        wineType: 'Red Wine',
        region: 'Coonawarra',
        vintage: '2016',
        quantity: 2,
      },
      {
        catalogueWineId: 'vic-tahbilk-cabernet-sauvignon',
        wineName: 'Tahbilk Cabernet',
        wineType: 'Red Wine',
        region: 'Nagambie Lakes',
        vintage: '2022',
        quantity: 1,
      },
      {
        catalogueWineId: 'sa-wolf-blass-yellow-label-shiraz',
        wineName: 'Yellow Label Shiraz',
        wineType: 'Red Wine',
        region: 'South Australia',
        vintage: '2024',
        quantity: 6,
      },
      {
        catalogueWineId: 'vic-campbells-bobbie-burns-shiraz',
        wineName: 'Bobbie Burns Shiraz',
        wineType: 'Red Wine',
        region: 'Rutherglen',
        vintage: '2021',
        quantity: 3,
      },
      // kept as written: the catalogue does not know it, its grape and region speak for it
      {
        wineName: 'Château Musar Cabernet Sauvignon',
        wineType: 'Red Wine',
        region: 'Bekaa Valley',
        vintage: '2017',
        quantity: 1,
      },
    ];
    for (const b of reds) await keep(premium, b);
    const res = await search(premium, { query: 'a beef and red wine stew', from: 'cellar' }).expect(200);
    expect(res.body.recommendations).toHaveLength(6);
    expect(new Set((res.body.recommendations as RecommendedWine[]).map((w) => w.cellarItemId)).size).toBe(6);
    // Free: three at most, even with more that suit
    const freeRes = await search(free, { query: 'a beef and red wine stew', from: 'cellar' }).expect(200);
    expect(freeRes.body.recommendations.length).toBeLessThanOrEqual(3);
  });

  it('ranks an imported cellar: matched and kept-as-written rows, a drunk bottle gone, nothing-suits with wines to buy', async () => {
    const me = await registerMember();
    await publishPlanChanged(me.userId, 'premium');
    await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(me))).status === 200, {
      what: 'the premium plan to reach the gateway',
    });
    const csv =
      '\uFEFF' +
      [
        'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume',
        '1,Red,2019,Tahbilk Shiraz,Tahbilk,Shiraz,Nagambie Lakes,4,Rack A,,25,,',
        '2,Red,2018,Cape Mentelle Cabernet Sauvignon,Cape Mentelle,Cabernet Sauvignon,Margaret River,2,Rack A,,70,,',
        '3,Red,2020,Mercurey,Domaine Faiveley,Pinot Noir,Burgundy,1,Bin 2,,60,,',
        '4,White,2021,Wehlener Sonnenuhr Riesling Kabinett,Dr. Loosen,Riesling,Mosel,2,Fridge,,40,,',
        '5,Red,2016,Penfolds Grange,Penfolds,Shiraz,South Australia,1,Locked,,900,2030,2060',
      ].join('\r\n') +
      '\r\n';
    const preview = await api()
      .post('/api/cellar/import/preview')
      .set(as(me))
      .attach('file', Buffer.from(csv), { filename: 'cellar.csv', contentType: 'text/csv' })
      .expect(200);
    await api()
      .post('/api/cellar/import')
      .set(as(me))
      .send({ importId: preview.body.importId, lines: [2, 3, 4, 5, 6] })
      .expect(201);
    const top = async (query: string) =>
      (await search(me, { query, from: 'cellar' }).expect(200)).body as {
        recommendations: RecommendedWine[];
        message: string | null;
        fallback?: RecommendedWine[];
      };

    const lamb = await top('What should I open tonight with a slow-roasted lamb shoulder?');
    expect(lamb.recommendations[0].name).toMatch(/Tahbilk Shiraz|Cape Mentelle Cabernet/);
    // the Grange is in the window its owner chose for 2030 on: not the everyday answer
    expect(lamb.recommendations[0].name).not.toMatch(/Grange/);

    const duck = await top('duck breast with cherry sauce');
    expect(duck.recommendations[0]).toMatchObject({ producer: 'Domaine Faiveley', bottlesLeft: 1, location: 'Bin 2' });
    expect((await top('spicy Thai larb')).recommendations[0].name).toMatch(/Kabinett/);

    // the only Mercurey is drunk: never offered again
    await api()
      .post(`/api/cellar/${duck.recommendations[0].cellarItemId}/open`)
      .set(as(me))
      .send({ date: '2026-11-22' })
      .expect(201);
    const after = await top('duck breast with cherry sauce');
    expect(after.recommendations.map((w) => w.cellarItemId)).not.toContain(duck.recommendations[0].cellarItemId);

    const dessert = await top('crème brûlée');
    expect(dessert.recommendations).toEqual([]);
    expect(dessert.message).toMatch(/^Nothing in your cellar suits crème brûlée/);
    expect(dessert.fallback!.length).toBeGreaterThan(0);
  });
});
