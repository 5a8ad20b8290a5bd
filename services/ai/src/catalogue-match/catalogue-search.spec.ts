import { searchCatalogue } from './catalogue-search';

describe('the catalogue by name ("Find this wine")', () => {
  it('finds a wine by the starts of its words, whole names first', () => {
    const page = searchCatalogue('tahb shiraz', { limit: 5 });
    expect(page.items[0]).toMatchObject({ id: 'vic-tahbilk-shiraz', producer: 'Tahbilk', wineType: 'Red Wine' });
    expect(page.items.slice(0, 2).every((w) => /tahbilk/i.test(w.name))).toBe(true);
  });

  it('finds a wine from a name kept as written, by the words the catalogue knows', () => {
    expect(searchCatalogue('Uncle Bob Tahbilk Shiraz 2018', { limit: 1 }).items[0]?.id).toBe('vic-tahbilk-shiraz');
  });

  it('pages by cursor, each wine once, and counts them all', () => {
    const first = searchCatalogue('shiraz', { limit: 10 });
    expect(first.total).toBeGreaterThan(20);
    expect(first.nextCursor).not.toBeNull();
    const second = searchCatalogue('shiraz', { limit: 10, cursor: first.nextCursor! });
    const ids = [...first.items, ...second.items].map((w) => w.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('finds nothing for a name the catalogue lacks, and refuses a forged cursor', () => {
    expect(searchCatalogue('zzqx backyard', { limit: 10 })).toEqual({ items: [], total: 0, nextCursor: null });
    expect(() => searchCatalogue('shiraz', { limit: 10, cursor: 'bm90LWEtbnVtYmVy' })).toThrow();
  });
});
