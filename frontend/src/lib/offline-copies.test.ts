import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { fakeApi, json } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { api } from './api';
import { cellarApi } from './cellar-api';
import { forgetOfflineCopies, keepFirstVisitCopies, offlineCopiesSlice } from './offline-copies';

const { selectCopiesFetchedAt } = offlineCopiesSlice.selectors;

// An answer as the gateway (or the service worker's copy of it) gives it: with its Date header.
const datedJson = (body: unknown, date: Date) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', Date: date.toUTCString() },
  });

// A plain endpoint the service worker does not keep.
const otherApi = api.injectEndpoints({
  endpoints: (build) => ({ getPlan: build.query<unknown, void>({ query: () => '/cellar/plan' }) }),
  overrideExisting: true,
});

const twoHoursAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 60 * 60 * 1000);

describe('offline copies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('date the cellar by when its copy was fetched (the Date header), not when it was read', async () => {
    fakeApi({ 'GET /cellar': () => datedJson([], twoHoursAgo), 'GET /uploads': () => json(200, []) });
    const store = createStore(signedInState());
    await store.dispatch(cellarApi.endpoints.getCellar.initiate(''));
    expect(selectCopiesFetchedAt(store.getState(), ['getCellar'])).toBe(twoHoursAgo.getTime());

    // an answer without the header: when it arrived; the oldest copy on screen dates the page
    await store.dispatch(cellarApi.endpoints.getUploads.initiate());
    expect(selectCopiesFetchedAt(store.getState(), ['getUploads'])).toBeGreaterThan(twoHoursAgo.getTime());
    expect(selectCopiesFetchedAt(store.getState(), ['getCellar', 'getUploads'])).toBe(twoHoursAgo.getTime());
  });

  it('are forgotten with the session’s cached data', async () => {
    fakeApi({ 'GET /cellar': () => datedJson([], twoHoursAgo) });
    const store = createStore(signedInState());
    await store.dispatch(cellarApi.endpoints.getCellar.initiate(''));
    store.dispatch(api.util.resetApiState());
    expect(selectCopiesFetchedAt(store.getState(), ['getCellar'])).toBeNull();
  });

  it('sign-out deletes the service worker’s readable-offline cache', async () => {
    const deleteCache = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: deleteCache });
    await forgetOfflineCopies();
    expect(deleteCache).toHaveBeenCalledWith('api-readable-offline');
  });

  it('when the service worker first takes over, fetch the kept answers again through it, including those on their way', async () => {
    const serviceWorker = Object.assign(new EventTarget(), { controller: null });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker });
    let answerUploads: (response: Response) => void = () => {};
    const server = fakeApi({
      'GET /cellar': () => json(200, []),
      'GET /cellar/plan': () => json(200, {}),
      'GET /uploads': () => new Promise<Response>((resolve) => (answerUploads = resolve)),
    });
    const store = createStore(signedInState());
    keepFirstVisitCopies(store);
    await store.dispatch(cellarApi.endpoints.getCellar.initiate(''));
    await store.dispatch(otherApi.endpoints.getPlan.initiate());
    const uploads = store.dispatch(cellarApi.endpoints.getUploads.initiate());

    await vi.waitFor(() => expect(server.callsTo('GET', '/uploads')).toHaveLength(1));

    serviceWorker.dispatchEvent(new Event('controllerchange'));
    answerUploads(json(200, []));
    await uploads;
    await vi.waitFor(() => expect(server.callsTo('GET', '/uploads')).toHaveLength(2));
    expect(server.callsTo('GET', '/cellar')).toHaveLength(2);
    expect(server.callsTo('GET', '/cellar/plan')).toHaveLength(1);
    uploads.unsubscribe();
  });
});
