import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { api } from './api';
import { READABLE_OFFLINE_CACHE, READABLE_OFFLINE_ENDPOINTS } from './readable-offline';

// The answers the service worker keeps for offline reading (readable-offline.ts): when each copy
// on screen was fetched, and the cache's lifecycle around the session.

interface QueryFulfilled extends UnknownAction {
  meta: { arg: { endpointName: string }; fulfilledTimeStamp: number; baseQueryMeta?: FetchBaseQueryMeta };
}

const isQueryFulfilled = (action: UnknownAction): action is QueryFulfilled =>
  action.type === `${api.reducerPath}/executeQuery/fulfilled`;

/** When the answer was fetched: its Date header, which a copy served from the cache keeps. */
function fetchedAt(meta: QueryFulfilled['meta']): number {
  const date = Date.parse(meta.baseQueryMeta?.response?.headers.get('Date') ?? '');
  return Number.isFinite(date) ? date : meta.fulfilledTimeStamp;
}

/** Endpoint name → when its copy on screen was fetched (epoch ms). */
export type OfflineCopiesState = Record<string, number>;

export const offlineCopiesSlice = createSlice({
  name: 'offlineCopies',
  initialState: {} as OfflineCopiesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(api.util.resetApiState.match, () => ({}))
      .addMatcher(isQueryFulfilled, (state, action) => {
        const { endpointName } = action.meta.arg;
        if (READABLE_OFFLINE_ENDPOINTS.includes(endpointName)) state[endpointName] = fetchedAt(action.meta);
      });
  },
  selectors: {
    /** When the oldest of these copies was fetched, or null if none is loaded. */
    selectCopiesFetchedAt: (copies, endpointNames: readonly string[]) => {
      const times = endpointNames.flatMap((name) => (name in copies ? [copies[name]] : []));
      return times.length > 0 ? Math.min(...times) : null;
    },
  },
});

const { selectCopiesFetchedAt } = offlineCopiesSlice.selectors;

/** When the oldest copy of these endpoints' answers on screen was fetched (epoch ms), or null. */
export function useCopiesFetchedAt(endpointNames: readonly string[]): number | null {
  return useSelector((state: { offlineCopies: OfflineCopiesState }) => selectCopiesFetchedAt(state, endpointNames));
}

/** Deletes the kept answers: the next person on this browser must never see them. */
export async function forgetOfflineCopies(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(READABLE_OFFLINE_CACHE);
  } catch {
    // Cache Storage unavailable (private mode, insecure origin): nothing was kept
  }
}

type Initiate = (
  arg: unknown,
  options: { subscribe: false; forceRefetch: true },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

interface StoreLike {
  dispatch<R>(thunk: ThunkAction<R, never, unknown, UnknownAction>): R;
  getState(): { [api.reducerPath]: ReturnType<typeof api.reducer> };
}

/**
 * On the first visit the page's calls go out before the new service worker controls it, so it
 * never sees (or keeps) them: when it takes over, the readable-offline answers on hand are fetched
 * once more, through it.
 */
export function keepFirstVisitCopies(store: StoreLike): void {
  const serviceWorker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!serviceWorker || serviceWorker.controller) return;
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  const refetch = async () => {
    // calls still on their way when it took over went round it too
    await Promise.allSettled(store.dispatch(api.util.getRunningQueriesThunk()));
    for (const query of Object.values(store.getState()[api.reducerPath].queries)) {
      if (query?.status !== 'fulfilled' || !READABLE_OFFLINE_ENDPOINTS.includes(query.endpointName)) continue;
      const initiate = endpoints[query.endpointName]?.initiate;
      if (initiate) store.dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
  serviceWorker.addEventListener('controllerchange', () => void refetch(), { once: true });
}
