import { BadRequestException } from '@nestjs/common';
import { PAGE_LIMIT_MESSAGE, pageQuerySchema } from '@wine/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { answerPage, nextPageUrl, PageQueryPipe } from './paging';

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { headers, res: { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as Response };
}

describe('paged answers', () => {
  it('puts the total and the next page in headers and answers the items', () => {
    const { headers, res } = fakeResponse();
    const req = { originalUrl: '/api/cellar/tastings?limit=2' } as Request;
    expect(answerPage(req, res, { items: [1, 2], total: 5, nextCursor: 'abc_-' })).toEqual([1, 2]);
    expect(headers['X-Total-Count']).toBe('5');
    expect(headers.Link).toBe('</api/cellar/tastings?limit=2&cursor=abc_->; rel="next"');
  });

  it('sends no Link on the last page', () => {
    const { headers, res } = fakeResponse();
    answerPage({ originalUrl: '/api/uploads' } as Request, res, { items: [], total: 0, nextCursor: null });
    expect(headers).toEqual({ 'X-Total-Count': '0' });
  });

  it('replaces the cursor of the page it came from and keeps the filters', () => {
    expect(nextPageUrl({ originalUrl: '/api/cellar?q=shiraz&cursor=old&limit=10' }, 'new')).toBe(
      '/api/cellar?q=shiraz&cursor=new&limit=10',
    );
  });

  it('answers 400 naming the parameter, and takes a route’s own filters', () => {
    expect(() => new PageQueryPipe().transform({ limit: '500' })).toThrow(new BadRequestException(PAGE_LIMIT_MESSAGE));
    const withFilter = new PageQueryPipe(pageQuerySchema.extend({ q: z.string().max(10).optional() }));
    expect(withFilter.transform({ q: 'shiraz' })).toEqual({ limit: 50, q: 'shiraz' });
  });
});
