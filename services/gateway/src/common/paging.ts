import { BadRequestException, PipeTransform } from '@nestjs/common';
import { pageQuerySchema, type Page, type PageQuery } from '@wine/contracts';
import { describeZodError } from '@wine/nest-common';
import type { Request, Response } from 'express';
import type { z } from 'zod';

/**
 * Reads a paged list's query (`limit`, `cursor`, and a route's own filters when it passes an
 * extended schema); a bad value is a 400 naming the parameter (docs/architecture.md#paging).
 *   @Query(new PageQueryPipe()) page: PageQuery
 */
export class PageQueryPipe<S extends z.ZodType<PageQuery> = typeof pageQuerySchema> implements PipeTransform<
  unknown,
  z.output<S>
> {
  constructor(readonly schema: S = pageQuerySchema as unknown as S) {}
  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data;
  }
}

/**
 * Answers one page of a list: the items are the body (the list the spec describes), the count of
 * everything matching goes in `X-Total-Count`, and the next page's address in
 * `Link: <…>; rel="next"` (RFC 8288), the request's own path and query with the next cursor. The
 * link is relative: it is never built from the request's Host.
 */
export function answerPage<T>(req: Request, res: Response, page: Page<T>): T[] {
  res.setHeader('X-Total-Count', String(page.total));
  if (page.nextCursor !== null) res.setHeader('Link', `<${nextPageUrl(req, page.nextCursor)}>; rel="next"`);
  return page.items;
}

export function nextPageUrl(req: Pick<Request, 'originalUrl'>, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://gateway.invalid');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
