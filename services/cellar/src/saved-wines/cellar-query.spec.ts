import { cellarListQuerySchema, type CellarListQueryRequest, type SavedWine } from '@wine/contracts';
import { savedWine } from '../../../../tests/system/cellar/cellar-items';
import { indexWine, queryCellar } from './cellar-query';

const YEAR = 2026;
const wine = (id: string, over: Partial<SavedWine>) =>
  savedWine({ id, createdAt: `2026-01-${id.padStart(2, '0')}T00:00:00.000Z`, ...over });

const CELLAR = [
  wine('1', { wineName: 'Penfolds Grange', vintage: '2016', location: 'Rack B, bin 2', priceRange: '$900-1000', quantity: 1 }),
  wine('2', { wineName: 'Clonakilla Shiraz Viognier', vintage: '2024', location: 'Rack B', quantity: 6 }),
  wine('3', { wineName: 'Tyrrell’s Vat 1 Semillon', wineType: 'White Wine', vintage: '2010', location: 'Rack A' }),
  wine('4', { wineName: 'Château Tahbilk Marsanne', wineType: 'White Wine', vintage: null, location: '' }),
  wine('5', {
    wineName: 'Garage Red',
    grape: 'Syrah',
    producer: 'My Garage',
    vintage: '2019',
    location: 'rack b/3',
    source: 'imported',
  }),
].map((w) => indexWine(w, YEAR));

const page = (query: CellarListQueryRequest) => queryCellar(CELLAR, cellarListQuerySchema.parse(query));
const ids = (query: CellarListQueryRequest) => page(query).items.map((w) => w.id);

describe('finding wines in the cellar', () => {
  it('matches every word of q in name, producer, region, grape or location, accents ignored', () => {
    expect(ids({ q: 'chateau' })).toEqual(['4']);
    expect(ids({ q: 'SYRAH garage' })).toEqual(['5']);
    expect(ids({ q: 'rack a' })).toEqual(['3']);
    expect(ids({ q: 'grange nothing' })).toEqual([]);
    expect(ids({ q: 'tyrrells' })).toEqual(['3']);
    expect(ids({ q: 'baross' })).toHaveLength(5); // every wine here is from the Barossa: a word's start finds it
  });

  it('filters by type, readiness, source and a rack with everything in it', () => {
    expect(ids({ type: 'white' })).toEqual(['4', '3']);
    expect(ids({ location: 'Rack B', type: 'red' })).toEqual(['5', '2', '1']);
    expect(ids({ source: 'imported' })).toEqual(['5']);
    expect(ids({ readiness: 'unknown' })).toEqual(['4']);
    expect(ids({ drunk: 'true' })).toEqual([]);
    expect(ids({ drunk: 'false' })).toHaveLength(5);
    expect(page({ readiness: 'hold' }).items.every((w) => w.id === '2')).toBe(true);
  });

  it('sorts, missing values last in either order, and pages with a cursor that carries the sort', () => {
    expect(ids({ sort: 'vintage' })).toEqual(['3', '1', '5', '2', '4']);
    expect(ids({ sort: 'vintage', order: 'desc' })).toEqual(['2', '5', '1', '3', '4']);
    expect(ids({ sort: 'value' })[0]).toBe('1');
    expect(ids({ sort: 'location' }).at(-1)).toBe('4');
    expect(ids({ sort: 'readiness' }).at(-1)).toBe('4');
    const first = page({ sort: 'name', limit: '2' });
    expect(first.total).toBe(5);
    const second = page({ sort: 'name', limit: '2', cursor: first.nextCursor! });
    const third = page({ sort: 'name', limit: '2', cursor: second.nextCursor! });
    expect([...first.items, ...second.items, ...third.items].map((w) => w.id)).toEqual(ids({ sort: 'name' }));
    expect(third.nextCursor).toBeNull();
    expect(() => page({ sort: 'vintage', cursor: first.nextCursor! })).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ statusCode: 400 }) }),
    );
    expect(() => page({ cursor: 'bm90LWpzb24' })).toThrow();
  });

  it('refuses bad parameters, naming them', () => {
    const problem = (query: Record<string, unknown>) => cellarListQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(problem({ limit: '101' })).toMatch(/^limit /);
    expect(problem({ limit: 'ten' })).toMatch(/^limit /);
    expect(problem({ sort: 'price' })).toMatch(/^sort must be one of added, name/);
    expect(problem({ readiness: 'soon' })).toMatch(/^readiness /);
    expect(problem({ type: ['red', 'white'] })).toMatch(/^type /);
  });
});
