import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiError, fakeApi } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { SESSION_EXPIRED_REDIRECT_MS } from './use-session-expiry-notice';

describe('an expired session', () => {
  it('signs out, says so, then opens Sign In on the landing page after 500 ms', async () => {
    // The access token is refused and the refresh cookie is no longer valid.
    const server = fakeApi({
      'GET /auth/user': () => apiError(401, 'Unauthorized'),
      'POST /auth/refresh': () => apiError(401, 'You are not signed in.'),
    });
    // A public page, so no route guard redirects first.
    const { store } = renderWithStore(<App />, { preloadedState: signedInState(), route: '/pricing' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('UnauthorizedYou are logged out. Logging in again...'),
    );
    const toldAt = Date.now();
    expect(store.getState().auth.status).toBe('signedOut');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(Date.now() - toldAt).toBeGreaterThanOrEqual(SESSION_EXPIRED_REDIRECT_MS - 50);
    expect(screen.getByTestId('location')).toHaveTextContent('/?signin=1');
    expect(store.getState().auth.sessionExpired).toBe(false);
    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(1);
  });
});
