import type { CellarPairingItem } from '@wine/contracts';
import { recommendFromCellar } from './cellar-pairing';

const NO_PREFERENCES = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const item = (over: Partial<CellarPairingItem> & Pick<CellarPairingItem, 'id'>): CellarPairingItem => ({
  kind: 'saved',
  wineName: over.id,
  producer: '',
  wineType: 'Red Wine',
  region: '',
  grape: '',
  vintage: '2020',
  catalogueWineId: null,
  quantity: 1,
  location: '',
  readiness: 'drinkNow',
  ...over,
});
const ask = (query: string, items: CellarPairingItem[], limit = 3) =>
  recommendFromCellar({ query, preferences: NO_PREFERENCES, limit, items });
const ids = (r: ReturnType<typeof ask>) => r.recommendations.map((w) => w.cellarItemId);

const TAHBILK = item({ id: 'tahbilk', catalogueWineId: 'vic-tahbilk-shiraz', quantity: 4, location: 'Rack A' });
const GRANGE = item({ id: 'grange', catalogueWineId: 'sa-penfolds-grange', readiness: 'hold' });
const RIESLING = item({ id: 'riesling', catalogueWineId: 'sa-grosset-polish-hill-riesling', wineType: 'White Wine' });

describe('recommendations from the member’s cellar', () => {
  it('picks an owned bottle that suits the dish, with its bottles, place and readiness', () => {
    const r = ask('slow-roasted lamb shoulder', [RIESLING, TAHBILK]);
    expect(ids(r)).toEqual(['tahbilk']);
    expect(r.recommendations[0]).toMatchObject({ bottlesLeft: 4, location: 'Rack A', readiness: 'drinkNow', inCellar: true });
    expect(r.fallback).toEqual([]);
  });

  it('never offers a bottle with none left', () => {
    expect(ids(ask('slow-roasted lamb shoulder', [{ ...TAHBILK, quantity: 0 }, GRANGE]))).toEqual(['grange']);
  });

  it('keeps a Hold bottle below a ready one for an everyday dish, and says why when only Hold bottles suit', () => {
    expect(ids(ask('steak on the barbie', [GRANGE, TAHBILK]))[0]).toBe('tahbilk');
    const only = ask('steak on the barbie', [GRANGE, RIESLING]);
    expect(ids(only)).toEqual(['grange']);
    expect(only.recommendations[0].matchReason).toMatch(/Hold window, but it is the bottle in your cellar that suits this best/);
  });

  it('lets a Hold bottle be the answer for a special occasion, and says it is opened early', () => {
    const r = ask('beef wellington for our anniversary', [GRANGE, TAHBILK]);
    expect(ids(r)).toContain('grange');
    const grange = r.recommendations.find((w) => w.cellarItemId === 'grange')!;
    expect(grange.matchReason).toMatch(/special occasion is a fair reason to open it early/);
  });

  it('reads a bottle kept as written by its grape and region', () => {
    const burgundy = item({ id: 'mercurey', wineName: 'Domaine Faiveley Mercurey', grape: 'Pinot Noir', region: 'Burgundy' });
    const r = ask('duck breast with cherry sauce', [burgundy, TAHBILK]);
    expect(ids(r)[0]).toBe('mercurey');
    expect(r.recommendations[0]).toMatchObject({ name: 'Domaine Faiveley Mercurey', region: 'Burgundy', priceRange: '' });
  });

  it('says plainly when nothing suits and offers catalogue wines to buy, marked not in the cellar', () => {
    const r = ask('crème brûlée', [TAHBILK, GRANGE]);
    expect(r.recommendations).toEqual([]);
    expect(r.message).toMatch(/^Nothing in your cellar suits crème brûlée: it wants a sweet wine/);
    expect(r.fallback.length).toBeGreaterThan(0);
    for (const w of r.fallback) expect(w).toMatchObject({ inCellar: false, cellarItemId: null });
  });

  it('offers every bottle that meets a request of hard facts only, and says so plainly when none does', () => {
    const r = ask('a red', [RIESLING, GRANGE, TAHBILK]);
    expect(ids(r)).toEqual(['tahbilk', 'grange']);
    expect(ask('a sweet wine', [TAHBILK]).message).toMatch(/^Nothing in your cellar is a sweet wine\./);
  });

  it('gives no more than the plan allows', () => {
    const reds = Array.from({ length: 8 }, (_, i) => ({ ...TAHBILK, id: `red-${i}` }));
    expect(ask('beef stew', reds, 3).recommendations).toHaveLength(3);
    expect(ask('beef stew', reds, 6).recommendations).toHaveLength(6);
  });
});
