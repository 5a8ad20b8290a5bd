import { winerySearchResultSchema } from '@wine/contracts';
import { searchWineries } from './winery-search';

describe('winery search results (the explorer map and cellar door facts)', () => {
  it("carry the region id and state the map places them by, in the contract's shape", () => {
    const results = searchWineries('Margaret River');
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) expect(winerySearchResultSchema.safeParse(r).success).toBe(true);
    const inRegion = results.filter((r) => r.regionId === 'margaret-river');
    expect(inRegion.length).toBeGreaterThan(5);
    expect(inRegion.every((r) => r.region === 'Margaret River' && r.state === 'Western Australia')).toBe(true);
  });

  it('give known hours their date and source, and none to wineries whose hours we do not hold', () => {
    const results = searchWineries('Margaret River');
    const mossWood = results.find((r) => r.id === 'moss-wood');
    expect(mossWood).toMatchObject({
      cellarDoorHours: 'By appointment only',
      cellarDoorFactsAsOf: '2026-11-01',
      cellarDoorFactsSource: 'Producer website (mosswood.com.au)',
    });
    const unknown = results.filter((r) => r.cellarDoorHours === 'Not available' && r.tastingFees === 'Not available');
    expect(unknown.length).toBeGreaterThan(3);
    expect(unknown.every((r) => r.cellarDoorFactsAsOf === null && r.cellarDoorFactsSource === null)).toBe(true);
  });
});
