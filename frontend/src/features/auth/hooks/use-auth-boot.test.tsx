import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { rememberedSessionUser, rememberSessionUser } from '../offline-session';

// A reload with no signal must not sign the user out: the refresh cookie is still good.
describe('restoring the session on page load', () => {
  afterEach(() => localStorage.clear());

  it('offline, keeps the last signed-in user on the page (no token until the network is back)', async () => {
    rememberSessionUser(testUser);
    // no handler for the refresh: it fails like an unreachable server
    fakeApi({});
    const { store } = renderWithStore(<App />, { route: '/pricing' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    expect(store.getState().auth.user?.email).toBe(testUser.email);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
  });

  it('online, a refused refresh cookie signs out and forgets the remembered user', async () => {
    rememberSessionUser(testUser);
    fakeApi({ 'POST /auth/refresh': () => apiError(401, 'You are not signed in.') });
    const { store } = renderWithStore(<App />, { route: '/pricing' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    await waitFor(async () => expect(await rememberedSessionUser()).toBeNull());
  });

  it('remembers the user a successful restore signs in', async () => {
    fakeApi({
      'POST /auth/refresh': () => json(200, { accessToken: 'fresh-token' }),
      'GET /auth/user': () => json(200, testUser),
    });
    const { store } = renderWithStore(<App />, { route: '/pricing' });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    await waitFor(async () => expect((await rememberedSessionUser())?.id).toBe(testUser.id));
  });
});
