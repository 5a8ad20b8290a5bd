import type { Page } from '@wine/contracts';
import type { Request, Response } from 'express';

/**
 * A list's page headers (docs/product-rules.md#finding-wines-in-the-cellar): the total matching count in
 * `X-Total-Count`, and the next page as `Link: <…>; rel="next"` (RFC 8288): the same request with
 * the next cursor, so every filter and sort carries over. No Link on the last page.
 */
export function writePageHeaders<T>(req: Request, res: Response, page: Page<T>): T[] {
  res.setHeader('X-Total-Count', String(page.total));
  if (page.nextCursor) {
    const next = new URL(req.originalUrl, 'http://gateway.invalid');
    next.searchParams.set('cursor', page.nextCursor);
    res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}
