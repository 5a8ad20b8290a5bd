// The API's paging (docs/architecture.md#paging): a list answers one page as its body, the next
// page's address in `Link: <…>; rel="next"` and the count of everything matching in `X-Total-Count`.

/** One page of a list, with the cursor of the page after it (null on the last page). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** The `cursor` of a `Link` header's rel="next" address, or null when there is no next page. */
export function nextCursorOf(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return new URL(match[1], 'http://app.invalid').searchParams.get('cursor');
  }
  return null;
}

/** Reads a page's headers: what a paged endpoint's transformResponse returns. */
export function pageFrom<T>(items: T[], meta: unknown): ListPage<T> {
  // fetchBaseQuery's meta: the Response the page came in
  const headers = (meta as { response?: Response } | undefined)?.response?.headers;
  const total = Number(headers?.get('X-Total-Count'));
  return { items, nextCursor: nextCursorOf(headers?.get('Link')), total: Number.isFinite(total) ? total : items.length };
}

/** The infinite-query settings every paged list shares: the next page is the cursor of the Link header. */
export const cursorPages = {
  initialPageParam: null as string | null,
  getNextPageParam: <T>(last: ListPage<T>) => last.nextCursor,
};

/** The query string of one page. */
export const pageParams = (cursor: string | null, limit?: number) => ({
  ...(limit !== undefined ? { limit } : {}),
  ...(cursor ? { cursor } : {}),
});

type PageFetch = (args: {
  url: string;
  params: Record<string, string | number>;
}) => { data?: unknown; error?: unknown; meta?: unknown } | PromiseLike<{ data?: unknown; error?: unknown; meta?: unknown }>;

/**
 * Every page of a list the screen needs whole (the analysed bottles the cellar page merges with the
 * saved wines, the thumbs a card shows pressed), 100 at a time, following the Link header: each
 * request stays bounded, however long the list. For a queryFn: `allPages(baseQuery, url, parse)`.
 */
export async function allPages<T, E = unknown>(
  fetchPage: PageFetch,
  url: string,
  parse: (raw: unknown) => T[] | Promise<T[]>,
): Promise<{ data: T[]; error?: undefined } | { error: E; data?: undefined }> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const result = await fetchPage({ url, params: pageParams(cursor, 100) });
    if (result.error) return { error: result.error as E };
    const page = pageFrom(await parse(result.data), result.meta);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { data: items };
}
