import { PAGE_CURSOR_MESSAGE, type Page, type PageQuery } from '@wine/contracts';
import { Types, type FilterQuery, type Model } from 'mongoose';
import { rpcError } from '../transport/rpc';

// Keyset paging for the services' lists (docs/architecture.md#paging): a page is the rows after
// the last one the caller saw, in the list's sort order, so page 40 costs what page 1 costs, and a
// row written between two pages neither repeats nor goes missing. The cursor holds the last row's
// sort-key values; it is opaque to callers (base64url JSON) and checked on the way back in. Every
// query keeps the list's own filter (the owner's id), so a forged cursor can only move within the
// caller's own rows.

/** A list's order: field and direction, most significant first, ending with a unique field (_id). */
export type KeysetSort = readonly (readonly [field: string, direction: 1 | -1])[];
type KeyValue = string | number | Date | Types.ObjectId;
// Dates and ObjectIds keep their type across the round trip
type WireValue = string | number | { d: string } | { o: string };

export function encodeCursor(values: readonly KeyValue[]): string {
  const wire: WireValue[] = values.map((v) =>
    v instanceof Date ? { d: v.toISOString() } : v instanceof Types.ObjectId ? { o: v.toHexString() } : v,
  );
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

/** The cursor's values, one per sort key; a cursor that is not one of this list's is a 400. */
export function decodeCursor(cursor: string, sort: KeysetSort): KeyValue[] {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw rpcError(400, PAGE_CURSOR_MESSAGE);
  }
  if (!Array.isArray(wire) || wire.length !== sort.length) throw rpcError(400, PAGE_CURSOR_MESSAGE);
  return wire.map((v: unknown): KeyValue => {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
    if (typeof v === 'object' && v !== null) {
      const { d, o } = v as { d?: unknown; o?: unknown };
      if (typeof d === 'string' && !Number.isNaN(Date.parse(d))) return new Date(d);
      if (typeof o === 'string' && Types.ObjectId.isValid(o) && /^[0-9a-f]{24}$/.test(o)) return new Types.ObjectId(o);
    }
    throw rpcError(400, PAGE_CURSOR_MESSAGE);
  });
}

/** The filter for "after these values" in `sort` order: (a < x) or (a = x and b < y) or … */
export function afterKeys(sort: KeysetSort, values: readonly KeyValue[]): FilterQuery<unknown> {
  const or = sort.map(([field, direction], i) => {
    const clause: Record<string, unknown> = {};
    for (let j = 0; j < i; j++) clause[sort[j][0]] = values[j];
    clause[field] = { [direction === -1 ? '$lt' : '$gt']: values[i] };
    return clause;
  });
  return { $or: or };
}

/** The value of `path` (a.b) in a stored row, for the next page's cursor. */
function keyOf(row: Record<string, unknown>, path: string): KeyValue {
  return path.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], row) as KeyValue;
}

/**
 * One page of `model` rows matching `filter`, in `sort` order, mapped to what the list answers.
 * The count and the page are read side by side; the page reads one row more than it answers, to
 * know whether there is a next page.
 */
export async function findPage<Row, Item>(
  model: Model<Row>,
  filter: FilterQuery<Row>,
  sort: KeysetSort,
  page: PageQuery,
  toItem: (row: Row & { _id: Types.ObjectId }) => Item,
): Promise<Page<Item>> {
  const query = page.cursor ? { $and: [filter, afterKeys(sort, decodeCursor(page.cursor, sort))] } : filter;
  const [rows, total] = await Promise.all([
    model
      .find(query as FilterQuery<Row>)
      .sort(Object.fromEntries(sort) as Record<string, 1 | -1>)
      .limit(page.limit + 1)
      .lean<(Row & { _id: Types.ObjectId })[]>(),
    model.countDocuments(filter),
  ]);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1) as Record<string, unknown> | undefined;
  return {
    items: shown.map(toItem),
    total,
    nextCursor: more && last ? encodeCursor(sort.map(([field]) => keyOf(last, field))) : null,
  };
}
