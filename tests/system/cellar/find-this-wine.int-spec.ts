// "Find this wine" through the gateway (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs):
// an imported row kept as written is searched for in the catalogue by name (paged) and linked to the
// wine the member picks; the cellar's own service writes it, only for the member's own row.
import {
  CATALOGUE_WINE_NOT_FOUND,
  type CatalogueWineSummary,
  type DinnerPlan,
  LINK_ONLY_KEPT_AS_WRITTEN,
  type ImportPreview,
  type RecommendedWine,
  type SavedWine,
} from '@wine/contracts';
import type { TestAccount } from '../../support/accounts';
import { closePlanEvents } from '../../support/plan-events';
import { api } from '../../support/system';
import { nextOf, wholeCellar } from './cellar-pages';
import { as, keep, premiumMember } from './cellar-members';

const CT_HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';

async function importRows(me: TestAccount, ...rows: string[]): Promise<SavedWine[]> {
  const csv = [CT_HEADER, ...rows].join('\r\n') + '\r\n';
  const preview = await api()
    .post('/api/cellar/import/preview')
    .set(as(me))
    .attach('file', Buffer.from(csv), { filename: 'cellar.csv', contentType: 'text/csv' })
    .expect(200);
  const body = preview.body as ImportPreview;
  await api()
    .post('/api/cellar/import')
    .set(as(me))
    .send({ importId: body.importId, lines: body.rows.map((r) => r.line) })
    .expect(201);
  return wholeCellar(me.accessToken);
}
const search = (me: TestAccount, query: string) => api().get(`/api/catalogue/wines${query}`).set(as(me));
const link = (me: TestAccount, id: string, body: unknown) =>
  api()
    .post(`/api/cellar/${id}/link`)
    .set(as(me))
    .send(body as object);

describe('find this wine', () => {
  let me: TestAccount;
  let other: TestAccount;
  let asWritten: SavedWine;
  afterAll(() => closePlanEvents());
  beforeAll(async () => {
    [me, other] = [await premiumMember(), await premiumMember()];
    const wines = await importRows(me, '1,Red,2018,Shed Block Red,Uncle Bob,Red Blend,,3,Shed,,20,,');
    asWritten = wines.find((w) => w.wineName.includes('Shed Block'))!;
    expect(asWritten).toMatchObject({ source: 'imported', catalogueWineId: null });
  });

  it('searches the catalogue by name a page at a time, and refuses a bad query with a 400 naming it', async () => {
    const first = await search(me, '?q=tahbilk&limit=2').expect(200);
    const wines = first.body as CatalogueWineSummary[];
    expect(wines).toHaveLength(2);
    expect(wines[0]).toMatchObject({ producer: 'Tahbilk' });
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(2);
    const next = nextOf(first.headers.link);
    expect(next).toMatch(/cursor=/);
    const second = (await api().get(next!).set(as(me)).expect(200)).body as CatalogueWineSummary[];
    expect(second.map((w) => w.id)).not.toContain(wines[0].id);
    expect((await search(me, '?q=zzqx%20backyard').expect(200)).body).toEqual([]);
    await search(me, '').expect(400, /q/);
    await search(me, '?q=a').expect(400, /q must be a wine's name of 2 to 100/);
    await search(me, `?q=${'a'.repeat(101)}`).expect(400, /q must be at most 100/);
    await search(me, '?q=shiraz&limit=500').expect(400, /limit/);
    await search(me, '?q=shiraz&cursor=bm9wZQ').expect(400, /cursor/);
  });

  it("links only the member's own row: 404 for another's or a bad id, 400 for a wine not in the catalogue", async () => {
    await link(other, asWritten.id, { catalogueWineId: 'vic-tahbilk-shiraz' }).expect(404);
    await link(me, 'not-an-id', { catalogueWineId: 'vic-tahbilk-shiraz' }).expect(404);
    await link(me, '507f1f77bcf86cd799439011', { catalogueWineId: 'vic-tahbilk-shiraz' }).expect(404);
    await link(me, asWritten.id, {}).expect(400, /catalogueWineId is required/);
    const res = await link(me, asWritten.id, { catalogueWineId: 'no-such-wine' }).expect(400);
    expect(res.body.message).toBe(CATALOGUE_WINE_NOT_FOUND);
    // still kept as written
    expect((await wholeCellar(me.accessToken)).find((w) => w.id === asWritten.id)!.catalogueWineId).toBeNull();
  });

  it('links the row to the wine picked, whose knowledge the pairing and the dinner plan then use', async () => {
    const linked = (await link(me, asWritten.id, { catalogueWineId: 'vic-tahbilk-shiraz' }).expect(200)).body as SavedWine;
    expect(linked).toMatchObject({
      id: asWritten.id,
      catalogueWineId: 'vic-tahbilk-shiraz',
      wineName: 'Tahbilk Shiraz',
      wineType: 'Red Wine',
      // the member's own facts stay
      vintage: '2018',
      quantity: 3,
      location: 'Shed',
      source: 'imported',
    });
    expect((await wholeCellar(me.accessToken)).find((w) => w.id === asWritten.id)).toMatchObject({
      catalogueWineId: 'vic-tahbilk-shiraz',
    });
    // once linked it is no longer kept as written: a second link is refused
    const again = await link(me, asWritten.id, { catalogueWineId: 'sa-penfolds-grange' }).expect(409);
    expect(again.body.message).toBe(LINK_ONLY_KEPT_AS_WRITTEN);
    // "From my cellar" reads it as the catalogue wine: its description comes from the catalogue
    const rec = await api().post('/api/recommendations').set(as(me)).send({ query: 'roast lamb', from: 'cellar' }).expect(200);
    const top = (rec.body.recommendations as RecommendedWine[]).find((w) => w.cellarItemId === asWritten.id)!;
    expect(top.description.length).toBeGreaterThan(0);
    const plan = (
      await api()
        .post('/api/cellar/plan-dinner')
        .set(as(me))
        .send({ courses: ['roast lamb'], guests: 4 })
        .expect(200)
    ).body as DinnerPlan;
    expect(plan.courses[0].wine).toMatchObject({ cellarItemId: asWritten.id, id: 'vic-tahbilk-shiraz' });
  });

  it('refuses to link a wine that was not imported', async () => {
    const saved = await keep(me, {
      catalogueWineId: null,
      wineName: 'My Own Red',
      wineType: 'Red Wine',
      region: '',
      vintage: null,
      quantity: 1,
    });
    await link(me, saved.id, { catalogueWineId: 'vic-tahbilk-shiraz' }).expect(409);
  });
});
