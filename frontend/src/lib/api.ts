import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { env } from '@/env';
import { MEMBER_HEADER } from './readable-offline';
import { selectSessionAccessToken, selectSessionUser, type StateWithSession } from './session';
import { sessionExpired, tokenRefreshed } from './session-events';

const accessTokenIn = (api: Pick<BaseQueryApi, 'getState'>) => selectSessionAccessToken(api.getState() as StateWithSession);

// docs/product-rules.md#screens-and-client-behaviour: query data is stale after 5 minutes.
const STALE_AFTER_SECONDS = 300;

export const REFRESH_PATH = '/auth/refresh';
// A 401 from these means wrong credentials or no session: a new access token cannot fix it.
const NO_RETRY_PATHS = new Set([REFRESH_PATH, '/auth/login', '/auth/register']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBaseUrl,
  // The refresh token lives in an httpOnly cookie, so every call carries credentials.
  credentials: 'include',
  prepareHeaders: (headers, api) => {
    const token = accessTokenIn(api);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // the service worker keeps each member's answers apart (readable-offline.ts); offline, the remembered user
    const member = selectSessionUser(api.getState() as StateWithSession)?.id;
    if (member) headers.set(MEMBER_HEADER, member);
    return headers;
  },
});

// the meta carries the response, whose headers a paged list reads (Link, X-Total-Count)
type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

// One refresh per store at a time: refresh tokens rotate, so a second concurrent refresh would
// present an already-used cookie and end the session. Keyed by dispatch so test stores stay apart.
const refreshesInFlight = new WeakMap<BaseQueryApi['dispatch'], Promise<string | null>>();

function refreshAccessTokenOnce(api: BaseQueryApi, extraOptions: object): Promise<string | null> {
  const existing = refreshesInFlight.get(api.dispatch);
  if (existing) return existing;
  const refresh = (async () => {
    // Its own signal: the shared refresh must not die with whichever call happened to start it
    // (an aborted refresh may already have rotated the cookie, losing the session for everyone).
    const ownApi = { ...api, signal: new AbortController().signal };
    // the contract (and zod) load while the call is out: they are not part of the first load
    const schema = import('@wine/contracts').then(({ refreshResponseSchema }) => refreshResponseSchema);
    const result = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST' }, ownApi, extraOptions);
    const parsed = (await schema).safeParse(result.data);
    return parsed.success ? parsed.data.accessToken : null;
  })().finally(() => refreshesInFlight.delete(api.dispatch));
  refreshesInFlight.set(api.dispatch, refresh);
  return refresh;
}

// On a 401, renew the access token from the refresh cookie and retry the call once; if the
// session cannot be renewed, the auth feature signs the user out ('Unauthorized').
const baseQueryWithReauth: ApiBaseQuery = async (args, api, extraOptions) => {
  const tokenUsed = accessTokenIn(api);
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || NO_RETRY_PATHS.has(url)) return result;

  // Another call may have renewed the token while this one was out; then just retry.
  const current = accessTokenIn(api);
  const token = current && current !== tokenUsed ? current : await refreshAccessTokenOnce(api, extraOptions);
  if (!token) {
    api.dispatch(sessionExpired());
    return result;
  }
  if (token !== current) api.dispatch(tokenRefreshed(token));
  return rawBaseQuery(args, api, extraOptions);
};

// The single RTK Query API for /api; features add their endpoints with api.injectEndpoints.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // 'User' is the signed-in user's record (GET /auth/user); anything that changes it invalidates it.
  tagTypes: ['User'],
  keepUnusedDataFor: STALE_AFTER_SECONDS,
  refetchOnMountOrArgChange: STALE_AFTER_SECONDS,
  // docs/product-rules.md#screens-and-client-behaviour: refetch on window focus (needs setupListeners, called in main.tsx).
  refetchOnFocus: true,
  endpoints: () => ({}),
});
