import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('keeps at most its capacity, dropping the entry used longest ago', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key set again without growing', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('forgets everything when cleared', () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a capacity that would not bound it', () => {
    expect(() => new BoundedCache(0)).toThrow('capacity must be a positive integer');
    expect(() => new BoundedCache(Infinity)).toThrow('capacity must be a positive integer');
  });
});
