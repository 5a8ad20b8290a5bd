import { z } from 'zod';

// Every list (docs/product-rules.md#finding-wines-in-the-cellar, paging): `limit` (default 50, at most 100) and an opaque
// `cursor`; the body stays the list itself, the next page is a `Link: <…>; rel="next"` header
// (RFC 8288) and the total matching count is `X-Total-Count`.
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const CURSOR_MAX = 500;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** A query-string value given once (express reads `?a=1&a=2` as an array). */
export const queryText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be given once, as text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

export const pageQueryShape = {
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .trim()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PAGE_LIMIT_MAX, LIMIT_MESSAGE)
    .optional()
    .transform((n) => n ?? PAGE_LIMIT_DEFAULT),
  cursor: queryText('cursor', CURSOR_MAX)
    .regex(/^[A-Za-z0-9_-]*$/, 'cursor is not one this list gave: start from the first page')
    .optional()
    .transform((c) => c || null),
};

/** `?limit=&cursor=` of any list. */
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What a service answers for one page; the gateway turns it into the body and the headers. */
export interface Page<T> {
  items: T[];
  total: number;
  // null on the last page
  nextCursor: string | null;
}
