import { PAGE_CURSOR_MESSAGE, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MESSAGE, pageQuerySchema } from './paging';

const parse = (query: unknown) => pageQuerySchema.safeParse(query);
const messages = (query: unknown) => parse(query).error?.issues.map((i) => i.message);

describe('the page query', () => {
  it('defaults the limit and reads it from query text', () => {
    expect(parse({}).data).toEqual({ limit: PAGE_LIMIT_DEFAULT });
    expect(parse({ limit: '' }).data).toEqual({ limit: PAGE_LIMIT_DEFAULT });
    expect(parse({ limit: '25', cursor: 'eyJ2IjpbXX0' }).data).toEqual({ limit: 25, cursor: 'eyJ2IjpbXX0' });
    expect(parse({ limit: '100' }).data).toEqual({ limit: 100 });
  });

  it.each([['0'], ['101'], ['abc'], ['2.5'], ['-1'], [['1', '2']], ['1e2']])('refuses limit=%j naming limit', (limit) => {
    expect(messages({ limit })).toEqual([PAGE_LIMIT_MESSAGE]);
  });

  it.each([['a+b'], ['a/b='], ['x'.repeat(600)], [['a', 'b']]])('refuses cursor=%j naming cursor', (cursor) => {
    expect(messages({ cursor })).toEqual([PAGE_CURSOR_MESSAGE]);
  });

  it('leaves other query parameters to the route that extends it', () => {
    expect(parse({ limit: '5', q: 'shiraz' }).data).toEqual({ limit: 5 });
  });
});
