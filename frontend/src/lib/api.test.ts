import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { signedInState, testUser } from '@/test/fixtures';
import { api } from './api';

// Two plain endpoints, so two different calls can fail at the same moment.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    cellar: build.query<unknown, void>({ query: () => '/cellar' }),
    uploads: build.query<unknown, void>({ query: () => '/uploads' }),
    login: build.mutation<unknown, void>({ query: () => ({ url: '/auth/login', method: 'POST', body: {} }) }),
  }),
  overrideExisting: true,
});

// Answers 401 to the expired token and 200 to the renewed one.
const protectedResource = (body: unknown) => (call: { authorization: string | null }) =>
  call.authorization === 'Bearer fresh-token' ? json(200, body) : apiError(401, 'Unauthorized');

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('baseQuery with re-authentication', () => {
  it('two concurrent 401s share one refresh, then each call is retried once', async () => {
    const server = fakeApi({
      'GET /cellar': protectedResource(['cellar']),
      'GET /uploads': protectedResource(['uploads']),
      // Slow enough that both 401s arrive while it is in flight.
      'POST /auth/refresh': async () => {
        await later(20);
        return json(200, { accessToken: 'fresh-token' });
      },
    });
    const store = createStore(signedInState());

    const [cellar, uploads] = await Promise.all([
      store.dispatch(testApi.endpoints.cellar.initiate()),
      store.dispatch(testApi.endpoints.uploads.initiate()),
    ]);

    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(cellar.data).toEqual(['cellar']);
    expect(uploads.data).toEqual(['uploads']);
    expect(server.callsTo('GET', '/cellar').map((call) => call.authorization)).toEqual([
      'Bearer test-access-token',
      'Bearer fresh-token',
    ]);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', accessToken: 'fresh-token', user: testUser });
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    const server = fakeApi({
      'GET /cellar': () => apiError(401, 'Unauthorized'),
      'POST /auth/refresh': () => json(200, { accessToken: 'fresh-token' }),
    });
    const store = createStore(signedInState());
    const result = await store.dispatch(testApi.endpoints.cellar.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.callsTo('GET', '/cellar')).toHaveLength(2);
    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(1);
  });

  it('signs out and flags the expired session when the refresh fails', async () => {
    fakeApi({
      'GET /cellar': () => apiError(401, 'Unauthorized'),
      'POST /auth/refresh': () => apiError(401, 'You are not signed in.'),
    });
    const store = createStore(signedInState());
    await store.dispatch(testApi.endpoints.cellar.initiate());
    expect(store.getState().auth).toEqual({ status: 'signedOut', accessToken: null, user: null, sessionExpired: true });
  });

  it('does not refresh after a 401 from sign-in', async () => {
    const server = fakeApi({ 'POST /auth/login': () => apiError(401, 'Invalid email or password.') });
    const store = createStore(signedInState());
    const result = await store.dispatch(testApi.endpoints.login.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid email or password.' } });
    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(0);
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
