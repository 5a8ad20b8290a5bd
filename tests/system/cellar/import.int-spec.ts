// Through the gateway: importing a CellarTracker or Vivino CSV (Premium), preview then confirm.
import { IMPORT_PREMIUM_MESSAGE, type ImportPreview, type SavedWine } from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';
import { wholeCellar } from './cellar-pages';

const CT_HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';
const cellarTracker = (...rows: string[]) => '\uFEFF' + [CT_HEADER, ...rows].join('\r\n') + '\r\n';

const as = (me: TestAccount) => bearer(me.accessToken);
const preview = (me: TestAccount, csv: string, name = 'cellar.csv') =>
  api()
    .post('/api/cellar/import/preview')
    .set(as(me))
    .attach('file', Buffer.from(csv), { filename: name, contentType: 'text/csv' });
const confirm = (me: TestAccount, body: unknown) =>
  api()
    .post('/api/cellar/import')
    .set(as(me))
    .send(body as object);
const list = (me: TestAccount): Promise<SavedWine[]> => wholeCellar(me.accessToken);

async function premiumMember(): Promise<TestAccount> {
  const me = await registerMember();
  await publishPlanChanged(me.userId, 'premium');
  await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(me))).status === 200, {
    what: 'the premium plan to reach the gateway',
  });
  return me;
}

describe('cellar import', () => {
  afterAll(() => closePlanEvents());

  it('previews a CellarTracker file with catalogue matches, stores nothing, then imports the ticked rows only for the importer', async () => {
    const [me, other] = [await premiumMember(), await premiumMember()];
    const csv = cellarTracker(
      '1,Red,2016,Penfolds Grange,Penfolds,Shiraz,South Australia,2,"Rack B, row 3",,"$1,150.00",2030,2060',
      '2,Red,NV,My Garage Red,Garage Winery,Shiraz,,3,Shed,,20,,',
      '3,Red,2019,Penfolds Grange,Penfolds,Shiraz,South Australia,1,,,900,,',
    );
    const res = await preview(me, csv).expect(200);
    const body = res.body as ImportPreview;
    expect(body.format).toBe('cellartracker');
    expect(body.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(body.rows[0].match).toMatchObject({ catalogueWineId: 'sa-penfolds-grange', wineName: 'Penfolds Grange' });
    expect(body.rows[0].match!.confidence).toBeGreaterThan(0.5);
    expect(body.rows[1]).toMatchObject({ wineName: 'Garage Winery My Garage Red', vintage: 'NV', quantity: 3, match: null });
    expect(body.matched).toBe(2);
    expect(await list(me)).toEqual([]);

    // another user cannot confirm my preview
    await confirm(other, { importId: body.importId, lines: [2] }).expect(404);
    await confirm(me, { importId: body.importId, lines: [2, 99] }).expect(400, /Line 99 is not a wine of this import/);

    // row 4 unticked
    expect((await confirm(me, { importId: body.importId, lines: [2, 3] }).expect(201)).body).toEqual({ imported: 2 });
    const wines = await list(me);
    expect(wines).toHaveLength(2);
    const grange = wines.find((w) => w.catalogueWineId === 'sa-penfolds-grange')!;
    expect(grange).toMatchObject({
      source: 'imported',
      wineName: 'Penfolds Grange',
      vintage: '2016',
      quantity: 2,
      purchasePrice: 1150,
      location: 'Rack B, row 3',
      notes: '',
      yourWindow: { start: 2030, end: 2060 },
    });
    expect(wines.find((w) => !w.catalogueWineId)).toMatchObject({
      wineName: 'Garage Winery My Garage Red',
      quantity: 3,
      location: 'Shed',
    });
    expect(await list(other)).toEqual([]);

    // the same confirm again writes nothing more
    expect((await confirm(me, { importId: body.importId, lines: [2, 3] }).expect(201)).body).toEqual({ imported: 2 });
    expect(await list(me)).toHaveLength(2);
  });

  it('imports a Vivino file', async () => {
    const me = await premiumMember();
    const csv =
      'Winery,Wine name,Vintage,Region,Country,Wine type,Your rating,Your review,Scan date\nJansz,Premium Cuvée,NV,Tasmania,Australia,Sparkling,4,"Fresh, fine",2024-05-01\n';
    const body = (await preview(me, csv).expect(200)).body as ImportPreview;
    expect(body).toMatchObject({ format: 'vivino', rows: [{ line: 2, wineName: 'Jansz Premium Cuvée', rating: '4/5' }] });
    await confirm(me, { importId: body.importId, lines: [2] }).expect(201);
    expect(await list(me)).toEqual([expect.objectContaining({ rating: '4/5', notes: 'Fresh, fine', source: 'imported' })]);
  });

  it('imports a file larger than one write batch whole, in file order, and a second confirm adds nothing', async () => {
    const me = await premiumMember();
    // 1,201 rows: three batches of the repository's 500, the last with one row
    const rows = Array.from({ length: 1201 }, (_, i) => `${i},Red,2018,Garage Block ${i} Shiraz,Garage Winery,Shiraz,,1,,,,,`);
    const body = (await preview(me, cellarTracker(...rows)).expect(200)).body as ImportPreview;
    const lines = body.rows.map((r) => r.line);
    expect(lines).toHaveLength(1201);
    expect((await confirm(me, { importId: body.importId, lines }).expect(201)).body).toEqual({ imported: 1201 });
    const names = new Set((await list(me)).map((w) => w.wineName));
    expect(names.size).toBe(1201);
    expect(names.has('Garage Winery Garage Block 0 Shiraz') && names.has('Garage Winery Garage Block 1200 Shiraz')).toBe(true);
    expect((await confirm(me, { importId: body.importId, lines }).expect(201)).body).toEqual({ imported: 1201 });
    expect(await list(me)).toHaveLength(1201);
  });

  it('answers a bad file with its line and reason, and a file over 2 MB with 413', async () => {
    const me = await premiumMember();
    const rows = Array.from({ length: 5 }, (_, i) => `${i},Red,2018,Wine ${i},P,Shiraz,,1,,,,,`);
    await preview(me, cellarTracker(...rows, '9,Red,2018,Bad,P,Shiraz,,lots,,,,,'))
      .expect(400)
      .expect((res) => expect(res.body.message).toBe('Line 7: Quantity must be a whole number from 0 to 999'));
    await preview(me, 'Name,Year\nGrange,2016\n').expect(400, /Line 1: this is not a CellarTracker or Vivino export/);
    await api()
      .post('/api/cellar/import/preview')
      .set(as(me))
      .expect(400, /Choose a CSV file/);
    await preview(me, CT_HEADER + '\n' + 'x'.repeat(2 * 1024 * 1024)).expect(413, /larger than 2 MB/);
    await confirm(me, { importId: 'x', lines: [] }).expect(400, /Tick at least one wine/);
    expect(await list(me)).toEqual([]);
  });

  it('is Premium: a Free user gets 403 with the upgrade flag', async () => {
    const free = await registerMember();
    const res = await preview(free, cellarTracker('1,Red,2016,Penfolds Grange,Penfolds,Shiraz,,1,,,,,')).expect(403);
    expect(res.body).toMatchObject({ message: IMPORT_PREMIUM_MESSAGE, upgrade: true });
    await confirm(free, { importId: 'x', lines: [2] }).expect(403);
  });
});
