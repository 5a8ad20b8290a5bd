import { describe, expect, it } from 'vitest';
import { nextCursorOf, pageFrom } from './paging';

describe('paged lists', () => {
  it('reads the next cursor from a Link header', () => {
    expect(nextCursorOf('</api/cellar/tastings?limit=50&cursor=abc_-1>; rel="next"')).toBe('abc_-1');
    expect(nextCursorOf('</a?cursor=x>; rel="prev", </a?cursor=y>; rel="next"')).toBe('y');
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('</a?cursor=x>; rel="prev"')).toBeNull();
  });

  it('reads the total, and falls back to the items when it is missing', () => {
    const headers = new Headers({ 'X-Total-Count': '120', Link: '</api/uploads?cursor=n>; rel="next"' });
    expect(pageFrom([1, 2], { request: new Request('http://x/'), response: new Response(null, { headers }) })).toEqual({
      items: [1, 2],
      nextCursor: 'n',
      total: 120,
    });
    expect(pageFrom([1], undefined)).toEqual({ items: [1], nextCursor: null, total: 1 });
  });
});
