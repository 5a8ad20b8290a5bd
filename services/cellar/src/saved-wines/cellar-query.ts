import {
  CURSOR_NOT_VALID,
  CURSOR_OTHER_SORT,
  DEFAULT_ORDER,
  foldText,
  wineTypeKeyOf,
  type CellarQuery,
  type CellarReadiness,
  type CellarSort,
  type Page,
  type SavedWine,
  type SortOrder,
  type WineTypeKey,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { priceOf } from '../analytics/cellar-analytics';
import { readinessOfItem } from '../drinking-plan/drinking-plan';

// How the list is found, sorted and filtered: docs/product-rules.md#finding-wines-in-the-cellar.

// the readiness sort: what wants drinking first comes first, wines without a window last
const READINESS_RANK: Record<CellarReadiness, number> = { pastBest: 0, drinkSoon: 1, drinkNow: 2, hold: 3, unknown: 4 };

/** A saved wine with what the query reads of it worked out once (per list version and year). */
export interface IndexedWine {
  wine: SavedWine;
  text: string; // ' '-led folded words of the name, producer, region, grape, location and type
  type: WineTypeKey;
  readiness: CellarReadiness;
  drinkBy: number | null;
  location: string; // folded
  value: number; // bottles × the bottle's price (yours, else the catalogue's midpoint)
  vintage: number | null;
}

/** Folded words: 'Tyrrell’s Vat 1, Rack B/2' → tyrrells vat 1 rack b 2. */
const searchWords = (text: string) =>
  foldText(text)
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function indexWine(wine: SavedWine, thisYear: number): IndexedWine {
  const planned = readinessOfItem(wine, 'saved', thisYear);
  const vintage = /\b(1[89]\d{2}|2\d{3})\b/.exec(wine.vintage ?? '');
  return {
    wine,
    text: ` ${searchWords([wine.wineName, wine.producer, wine.region, wine.grape, wine.location, wine.wineType].join(' ')).join(' ')}`,
    type: wineTypeKeyOf(wine.wineType),
    readiness: planned?.group ?? 'unknown',
    drinkBy: planned?.window.end ?? null,
    location: foldText(wine.location.trim()),
    value: Math.max(0, wine.quantity) * (wine.purchasePrice ?? priceOf(wine.priceRange)),
    vintage: vintage ? Number(vintage[1]) : null,
  };
}

// A sort key: [missing, ...values]. Missing values (no vintage, no location) go last in either order.
type Key = [number, ...(number | string)[]];

const keyOf = (sort: CellarSort, w: IndexedWine): Key => {
  switch (sort) {
    case 'added':
      return [0, w.wine.createdAt];
    case 'name':
      return [0, foldText(w.wine.wineName)];
    case 'vintage':
      return w.vintage === null ? [1, 0] : [0, w.vintage];
    case 'readiness':
      return [w.readiness === 'unknown' ? 1 : 0, READINESS_RANK[w.readiness], w.drinkBy ?? 0];
    case 'value':
      return [0, w.value];
    case 'location':
      return w.location ? [0, w.location] : [1, ''];
  }
};

const compareValues = (a: (number | string)[], b: (number | string)[]): number => {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
};

/** Total order: the key in the chosen direction (missing last), then the id, so a cursor lands on one place. */
function comparator(order: SortOrder) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: { key: Key; id: string }, b: { key: Key; id: string }) =>
    a.key[0] - b.key[0] ||
    sign * compareValues(a.key.slice(1), b.key.slice(1)) ||
    sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Cursor {
  s: CellarSort;
  o: SortOrder;
  k: Key;
  i: string;
}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decode(cursor: string, sort: CellarSort, order: SortOrder): Cursor {
  let c: Cursor;
  try {
    c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw rpcError(400, CURSOR_NOT_VALID);
  }
  const wellFormed =
    c !== null &&
    typeof c === 'object' &&
    typeof c.i === 'string' &&
    Array.isArray(c.k) &&
    c.k.length >= 2 &&
    c.k.every((v) => typeof v === 'number' || typeof v === 'string');
  if (!wellFormed) throw rpcError(400, CURSOR_NOT_VALID);
  if (c.s !== sort || c.o !== order) throw rpcError(400, CURSOR_OTHER_SORT);
  return c;
}

// a location filter takes the rack and everything in it: 'Rack B' finds 'Rack B', 'Rack B, bin 4', 'Rack B/2'
const inLocation = (location: string, wanted: string) =>
  location === wanted || (location.startsWith(wanted) && /^[\s,/\-–:;.]/.test(location.slice(wanted.length)));

/** Every word of `q` starts a word of the wine's, accents ignored ('baros' finds Barossa). */
const matchesWords = (text: string, words: string[]) => words.every((word) => text.includes(` ${word}`));

/** One page of the cellar: filter, sort, then the items after the cursor. */
export function queryCellar(wines: IndexedWine[], query: CellarQuery): Page<SavedWine> {
  const order = query.order ?? DEFAULT_ORDER[query.sort];
  const after = query.cursor ? decode(query.cursor, query.sort, order) : null;
  const words = query.q ? searchWords(query.q) : [];
  const location = query.location ? foldText(query.location.trim()) : null;
  const matching = wines.filter(
    (w) =>
      (!query.type || w.type === query.type) &&
      (!query.readiness || w.readiness === query.readiness) &&
      (!query.source || w.wine.source === query.source) &&
      (query.drunk === undefined || w.wine.quantity <= 0 === query.drunk) &&
      (!location || inLocation(w.location, location)) &&
      (!words.length || matchesWords(w.text, words)),
  );
  const compare = comparator(order);
  const keyed = matching.map((w) => ({ key: keyOf(query.sort, w), id: w.wine.id, wine: w.wine }));
  keyed.sort(compare);
  const start = after ? keyed.findIndex((w) => compare(w, { key: after.k, id: after.i }) > 0) : 0;
  const from = start < 0 ? keyed.length : start;
  const page = keyed.slice(from, from + query.limit);
  const last = page[page.length - 1];
  const more = from + query.limit < keyed.length;
  return {
    items: page.map((w) => w.wine),
    total: matching.length,
    nextCursor: more && last ? encode({ s: query.sort, o: order, k: last.key, i: last.id }) : null,
  };
}
