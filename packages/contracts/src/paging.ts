import { z } from 'zod';

// One paging convention for every list the API returns (docs/architecture.md#paging): the query
// takes `limit` and an opaque `cursor`; the body stays the list the spec describes; the next page
// is in a `Link: <…>; rel="next"` header and the count of everything matching in `X-Total-Count`.
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
/** A cursor is a few sort-key values in base64url: far shorter than this. */
export const PAGE_CURSOR_MAX_LENGTH = 512;

export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
export const PAGE_CURSOR_MESSAGE = 'cursor must be the cursor of a page of this list (from its Link header)';

const limit = z.preprocess(
  // a query string carries text: '25' is 25; '' and a missing limit are the default
  (v) => (v === '' ? undefined : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z
    .number({ error: PAGE_LIMIT_MESSAGE })
    .int(PAGE_LIMIT_MESSAGE)
    .min(1, PAGE_LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, PAGE_LIMIT_MESSAGE)
    .default(PAGE_LIMIT_DEFAULT),
);
const cursor = z
  .string({ error: PAGE_CURSOR_MESSAGE })
  .max(PAGE_CURSOR_MAX_LENGTH, PAGE_CURSOR_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, PAGE_CURSOR_MESSAGE)
  .optional();

/** A query-string value given once (express reads `?a=1&a=2` as an array), trimmed and bounded. */
export const queryText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be given once, as text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** The fields of a paged list's query, for a route that adds its own filters to them. */
export const pageQueryShape = { limit, cursor };
/** The query of a paged list route; a route with filters extends it (`pageQuerySchema.extend({...})`). */
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQueryRequest = z.input<typeof pageQuerySchema>;
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What a service answers for one page: the gateway turns nextCursor and total into headers. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0), nextCursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  /** everything the list's filter matches, across all pages */
  total: number;
  /** the cursor of the page after this one; null on the last page */
  nextCursor: string | null;
}

/** The page a gateway asks a service for (already validated: the service checks it again). */
export const pageMessageSchema = z.object({
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX),
  cursor: cursor,
});
