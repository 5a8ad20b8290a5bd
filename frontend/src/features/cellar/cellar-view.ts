import {
  CELLAR_READINESS,
  CELLAR_SORTS,
  DEFAULT_ORDER,
  SORT_ORDERS,
  WINE_TYPE_KEYS,
  type CellarReadiness,
  type CellarSort,
  type SortOrder,
  type WineTypeKey,
} from '@wine/contracts';

// What the cellar list shows, kept in the page's URL so the back button and a shared link return
// to the same view (docs/product-rules.md#finding-wines-in-the-cellar).
export interface CellarView {
  q: string;
  sort: CellarSort;
  order: SortOrder;
  type: WineTypeKey | null;
  readiness: CellarReadiness | null;
  location: string | null;
  layout: 'cards' | 'location';
}

export const PAGE_SIZE = 48;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The view a URL names; anything it does not name (or names wrongly) is the default. */
export function viewOf(params: URLSearchParams): CellarView {
  const layout = params.get('view') === 'location' ? 'location' : 'cards';
  // "By location" lists racks in order: it sorts by location
  const sort = layout === 'location' ? 'location' : (oneOf(CELLAR_SORTS, params.get('sort')) ?? 'added');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? DEFAULT_ORDER[sort],
    type: oneOf(WINE_TYPE_KEYS, params.get('type')),
    readiness: oneOf(CELLAR_READINESS, params.get('readiness')),
    location: params.get('location')?.slice(0, 200) || null,
    layout,
  };
}

/** The URL parameters of a view, defaults left out so links stay short; other parameters (the tab) kept. */
export function paramsOf(view: CellarView, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null, fallback: string | null = null) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('q', view.q.trim());
  set('view', view.layout, 'cards');
  set('sort', view.layout === 'location' ? null : view.sort, 'added');
  set('order', view.order, DEFAULT_ORDER[view.sort]);
  set('type', view.type);
  set('readiness', view.readiness);
  set('location', view.location);
  return next;
}

export type SavedTab = 'all' | 'recommendations' | 'drunk';

/** GET /api/cellar's query string for a view in a tab (without the cursor). */
export function apiQueryOf(view: CellarView, tab: SavedTab): string {
  const query = new URLSearchParams();
  if (view.q.trim()) query.set('q', view.q.trim());
  query.set('sort', view.sort);
  query.set('order', view.order);
  if (view.type) query.set('type', view.type);
  if (view.readiness) query.set('readiness', view.readiness);
  if (view.location) query.set('location', view.location);
  if (tab === 'recommendations') query.set('source', 'recommendation');
  query.set('drunk', tab === 'drunk' ? 'true' : 'false');
  query.set('limit', String(PAGE_SIZE));
  return query.toString();
}

/** True when the view narrows the list (an empty answer then means "nothing matches", not "nothing here"). */
export const isNarrowed = (view: CellarView) => Boolean(view.q.trim() || view.type || view.readiness || view.location);

/** The rack of a location, for "By location": its first part ('Rack B, bin 4' → 'Rack B'). */
export function rackOf(location: string): string {
  return location.split(/[,/;]/)[0]?.trim() || 'No location';
}
