// Through the gateway: a cellar of hundreds of wines found, sorted, filtered and paged
// (GET /api/cellar), and analytics that agree with the drinking plan bottle for bottle.
import {
  DRINKING_GROUPS,
  wineTypeKeyOf,
  type CellarAnalytics,
  type DrinkingPlan,
  type ImportPreview,
  type SavedWine,
} from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';
import { cellarPage, wholeCellar } from './cellar-pages';

// No Type or Color column: the import infers the type from the grape.
const HEADER = 'iWine,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';
const GRAPES = ['Syrah', 'Nebbiolo', 'Fiano', 'Savagnin', 'Grenache-Shiraz-Mourvèdre', 'Riesling'];
const RED = new Set(['Syrah', 'Nebbiolo', 'Grenache-Shiraz-Mourvèdre']);
const SIZE = 240;

function row(i: number): string {
  const grape = GRAPES[i % GRAPES.length];
  const producer = i % 10 === 0 ? 'Château Garage' : `Garage ${i % 7}`;
  const rack = ['Rack A', 'Rack B', 'Rack C'][i % 3];
  const vintage = 1998 + (i % 27);
  const price = i % 4 === 0 ? String(20 + i) : '';
  // every 12th the member's own window
  const [begin, end] = i % 12 === 0 ? ['2020', '2040'] : ['', ''];
  return [
    i,
    vintage,
    `Block ${i} ${grape}`,
    producer,
    grape,
    'Northern Rhône',
    1 + (i % 5),
    rack,
    `bin ${i % 9}`,
    price,
    begin,
    end,
  ]
    .map((v) => (String(v).includes(',') ? `"${v}"` : v))
    .join(',');
}
const CSV = [HEADER, ...Array.from({ length: SIZE }, (_, i) => row(i))].join('\n');

const as = (me: TestAccount) => bearer(me.accessToken);

async function premiumMember(): Promise<TestAccount> {
  const me = await registerMember();
  await publishPlanChanged(me.userId, 'premium');
  await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(me))).status === 200, {
    what: 'the premium plan to reach the gateway',
  });
  return me;
}

async function importCellar(me: TestAccount): Promise<void> {
  const preview = (
    await api()
      .post('/api/cellar/import/preview')
      .set(as(me))
      .attach('file', Buffer.from(CSV), { filename: 'cellar.csv', contentType: 'text/csv' })
      .expect(200)
  ).body as ImportPreview;
  await api()
    .post('/api/cellar/import')
    .set(as(me))
    .send({ importId: preview.importId, lines: preview.rows.map((r) => r.line) })
    .expect(201);
}

const ids = (wines: SavedWine[]) => wines.map((w) => w.id);

describe('a cellar of hundreds of wines', () => {
  let me: TestAccount;
  let other: TestAccount;
  let all: SavedWine[];

  beforeAll(async () => {
    [me, other] = await Promise.all([premiumMember(), premiumMember()]);
    await importCellar(me);
    all = await wholeCellar(me.accessToken);
  }, 120_000);
  afterAll(() => closePlanEvents());

  it('pages by Link with the total in X-Total-Count: every wine once, 50 by default', async () => {
    const first = await cellarPage(me.accessToken);
    expect(first.wines).toHaveLength(50);
    expect(first.total).toBe(SIZE);
    expect(first.next).toMatch(/^\/api\/cellar\?cursor=[A-Za-z0-9_-]+$/);
    expect(all).toHaveLength(SIZE);
    expect(new Set(ids(all)).size).toBe(SIZE);
    // newest first by default: the same order as the pages walked at 50
    const walked = await wholeCellar(me.accessToken, '/api/cellar');
    expect(ids(walked)).toEqual(ids(all));
  });

  it('finds words accent-insensitively in name, producer, grape and location, the filters carried to the next page', async () => {
    const chateau = await wholeCellar(me.accessToken, '/api/cellar?q=chateau&limit=7');
    expect(chateau).toHaveLength(SIZE / 10);
    expect(chateau.every((w) => w.wineName.startsWith('Château Garage'))).toBe(true);
    const mourvedre = await cellarPage(me.accessToken, '/api/cellar?q=MOURVEDRE%20rack%20b');
    expect(mourvedre.total).toBe(all.filter((w) => w.grape.includes('Mourvèdre') && w.location.startsWith('Rack B')).length);
    expect(mourvedre.total).toBeGreaterThan(0);
  });

  it('filters reds in Rack B, by type inferred from the grape', async () => {
    const reds = await wholeCellar(me.accessToken, '/api/cellar?type=red&location=rack%20b&limit=20');
    const expected = all.filter((w) => RED.has(w.grape) && w.location.startsWith('Rack B'));
    expect(new Set(ids(reds))).toEqual(new Set(ids(expected)));
    expect(reds.every((w) => w.wineType === 'Red Wine' && wineTypeKeyOf(w.wineType) === 'red')).toBe(true);
    expect(all.filter((w) => w.grape === 'Savagnin').every((w) => w.wineType === 'White Wine')).toBe(true);
  });

  it('sorts by vintage, value, name and location, both ways, across pages', async () => {
    const byVintage = await wholeCellar(me.accessToken, '/api/cellar?sort=vintage&order=desc&limit=100');
    const years = byVintage.map((w) => Number(w.vintage));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const byName = await wholeCellar(me.accessToken, '/api/cellar?sort=name&limit=100');
    expect(byName).toHaveLength(SIZE);
    const byValue = await wholeCellar(me.accessToken, '/api/cellar?sort=value&limit=100');
    const value = (w: SavedWine) => w.quantity * (w.purchasePrice ?? 35);
    expect(byValue.map(value)).toEqual(byValue.map(value).sort((a, b) => b - a));
    const byLocation = await wholeCellar(me.accessToken, '/api/cellar?sort=location&order=asc&limit=100');
    expect(byLocation.map((w) => w.location.slice(0, 6))).toEqual(byLocation.map((w) => w.location.slice(0, 6)).sort());
  });

  it('agrees with the drinking plan: readiness filter and sort, and analytics bottle for bottle', async () => {
    const plan = (await api().get('/api/cellar/plan').set(as(me)).expect(200)).body as DrinkingPlan;
    const analytics = (await api().get('/api/cellar/analytics').set(as(me)).expect(200)).body as CellarAnalytics;
    for (const group of DRINKING_GROUPS) {
      const inPlan = plan.items.filter((i) => i.group === group);
      const listed = await wholeCellar(me.accessToken, `/api/cellar?readiness=${group}&limit=100`);
      expect(new Set(ids(listed))).toEqual(new Set(inPlan.map((i) => i.id)));
      // every wine here has a vintage: the plan is the only source of readiness
      expect(analytics.readiness[group]).toBe(plan.groups.find((g) => g.group === group)!.bottles);
    }
    const bottles = all.reduce((n, w) => n + w.quantity, 0);
    expect(analytics.totals).toMatchObject({ wines: SIZE, bottles });
    expect(DRINKING_GROUPS.reduce((n, g) => n + analytics.readiness[g], 0)).toBe(bottles);
    // a row matched to the catalogue takes the catalogue's region: count what the list holds
    const byRegion = new Map<string, number>();
    for (const w of all) byRegion.set(w.region, (byRegion.get(w.region) ?? 0) + w.quantity);
    expect(new Map(analytics.regions.map((r) => [r.region, r.count]))).toEqual(byRegion);
    expect(analytics.bottles.pricedBottles).toBe(all.filter((w) => w.purchasePrice !== null).reduce((n, w) => n + w.quantity, 0));

    // the member's own window is the plan's, marked; an unmatched Syrah ages as a Shiraz (5–15 years), not 1–5
    // (outside the Barossa, where Shiraz is a signature grape and keeps longer)
    const yours = plan.items.filter((i) => i.yourWindow);
    expect(yours.length).toBe(SIZE / 12);
    expect(yours.every((i) => i.window.start === 2020 && i.window.end === 2040)).toBe(true);
    const syrah = all.find((w) => w.grape === 'Syrah' && !w.yourWindow && !w.catalogueWineId)!;
    const planned = plan.items.find((i) => i.id === syrah.id)!;
    expect(planned.window.start).toBe(Number(syrah.vintage) + 5);
    expect(planned.window.end).toBe(Number(syrah.vintage) + 15);

    const byReadiness = await wholeCellar(me.accessToken, '/api/cellar?sort=readiness&limit=100');
    const rank = (w: SavedWine) =>
      ['pastBest', 'drinkSoon', 'drinkNow', 'hold'].indexOf(plan.items.find((i) => i.id === w.id)!.group);
    expect(byReadiness.map(rank)).toEqual(byReadiness.map(rank).sort((a, b) => a - b));
  });

  it('answers a bad parameter with 400 naming it', async () => {
    const bad = async (query: string, message: RegExp) =>
      expect((await api().get(`/api/cellar?${query}`).set(as(me)).expect(400)).body.message).toMatch(message);
    await bad('limit=0', /^limit must be a whole number from 1 to 100/);
    await bad('limit=101', /^limit /);
    await bad('sort=price', /^sort must be one of added, name, vintage, readiness, value, location/);
    await bad('order=up', /^order /);
    await bad('readiness=soon', /^readiness /);
    await bad('type=red&type=white', /^type /);
    await bad('source=cellar', /^source /);
    await bad('cursor=not-a-cursor', /^cursor /);
    const { next } = await cellarPage(me.accessToken, '/api/cellar?sort=name&limit=5');
    const cursor = new URLSearchParams(next!.split('?')[1]).get('cursor');
    await bad(`sort=vintage&cursor=${cursor}`, /^cursor belongs to another sort/);
  });

  it("never shows another member's wines, whatever the query", async () => {
    expect((await cellarPage(other.accessToken)).total).toBe(0);
    expect((await cellarPage(other.accessToken, '/api/cellar?q=chateau')).wines).toEqual([]);
    // a cursor of mine gives nothing of mine to another member
    const { next } = await cellarPage(me.accessToken, '/api/cellar?limit=5');
    expect((await cellarPage(other.accessToken, next!)).wines).toEqual([]);
  });
});
