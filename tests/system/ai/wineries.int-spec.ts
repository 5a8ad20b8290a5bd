// POST /api/search-wineries through the gateway.
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { api } from '../../support/system';

const FIELDS = [
  'wineryName',
  'region',
  'establishedYear',
  'bookingRequired',
  'description',
  'address',
  'contactPhone',
  'contactEmail',
  'websiteUrl',
  'cellarDoorHours',
  'tastingFees',
  'specialtyWines',
];

describe('winery search', () => {
  let user: TestAccount;
  beforeAll(async () => {
    user = await registerMember();
  });
  const search = (query: unknown) => api().post('/api/search-wineries').set(bearer(user.accessToken)).send({ query });

  it("returns Barossa Valley wineries first for 'Barossa', with the spec's fields", async () => {
    const res = await search('Barossa').expect(200);
    const wineries = res.body.wineries;
    expect(wineries.length).toBeGreaterThan(3);
    expect(wineries[0].region).toBe('Barossa Valley');
    for (const w of wineries) expect(Object.keys(w)).toEqual(expect.arrayContaining(FIELDS));
    for (const w of wineries) {
      expect(w.establishedYear).toMatch(/^(\d{4}|Unknown)$/);
      expect(typeof w.bookingRequired).toBe('boolean');
      expect(Array.isArray(w.specialtyWines)).toBe(true);
    }
  });

  it('tolerates case, accents and a one-letter typo', async () => {
    const exact = await search('Yarra Valley').expect(200);
    const typo = await search('yara VALLEY').expect(200);
    expect(typo.body.wineries[0].region).toBe('Yarra Valley');
    // the same wineries (the exact name may rank 'Yarra Yering' a little higher)
    const names = (res: { body: { wineries: { wineryName: string }[] } }) => res.body.wineries.map((w) => w.wineryName).sort();
    expect(names(typo)).toEqual(names(exact));
  });

  it('finds a winery by name and by state', async () => {
    const byName = await search('henschke').expect(200);
    expect(byName.body.wineries[0].wineryName).toMatch(/Henschke/);
    const byState = await search('Tasmania').expect(200);
    expect(byState.body.wineries.length).toBeGreaterThan(0);
    expect(byState.body.wineries.every((w: { region: string }) => w.region === 'Tasmania')).toBe(true);
  });

  it('finds wineries by variety', async () => {
    const res = await search('riesling').expect(200);
    expect(res.body.wineries.length).toBeGreaterThan(0);
  });

  it('answers an unknown place with an empty list', async () => {
    const res = await search('zzqqxx').expect(200);
    expect(res.body.wineries).toEqual([]);
  });

  it('rejects an empty query with 400', async () => {
    const res = await search('   ').expect(400);
    expect(res.body.message).toMatch(/region, winery name or wine style/);
  });
});
