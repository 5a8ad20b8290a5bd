import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANDING_HEADLINE } from '@/features/landing/components/LandingPage';
import { fakeApi, json, noContent } from '@/test/fake-api';
import { signedInState, signedOutState, testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { App } from './App';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('App routes', () => {
  it('shows the landing page at / when signed out', async () => {
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/' });
    expect(await heading(LANDING_HEADLINE)).toBeInTheDocument();
    // the title follows the page's render (an effect): on a busy machine a moment later
    await waitFor(() => expect(document.title).toBe(`${LANDING_HEADLINE} | Cellar Door AI`));
  });

  it('redirects / to the dashboard when signed in', async () => {
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/' });
    expect(await heading('What Wine Are You Craving?')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sets the document title from the page title', async () => {
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/pricing' });
    expect(await heading('Choose Your Plan')).toBeInTheDocument();
    // the title follows the page's render (an effect): on a busy machine a moment later
    await waitFor(() => expect(document.title).toBe('Choose Your Plan | Cellar Door AI'));
  });

  it('shows Page Not Found for an unknown path when signed in', async () => {
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/no-such-page' });
    expect(await heading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recommendations' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the landing page for an unknown path when signed out', async () => {
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/no-such-page' });
    expect(await heading(LANDING_HEADLINE)).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a signed-in-only page to the landing page with Sign In open', async () => {
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/cellar' });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    // The landing page is behind the modal dialog, so hidden from the accessibility tree.
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADLINE, hidden: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?signin=1');
  });

  it('opens Create Your Account from ?signup=1 (the landing page Get Started Free button)', async () => {
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/?signup=1' });
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('shows signed-in pages when signed in', async () => {
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/settings' });
    expect(await heading('Account Settings')).toBeInTheDocument();
  });
});

describe('auth boot', () => {
  it('shows a full-screen spinner while loading, then signs out when there is no session', async () => {
    // No server answers in unit tests, so the refresh call fails as it would without a cookie.
    const { store } = renderWithStore(<App />, { route: '/' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await heading(LANDING_HEADLINE)).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ status: 'signedOut', accessToken: null, user: null, sessionExpired: false });
  });
});

describe('sign out', () => {
  it('signs out from a signed-in-only page to the landing page, without the Sign In dialog', async () => {
    fakeApi({ 'POST /auth/logout': () => noContent(), 'GET /auth/user': () => json(200, testUser) });
    const { user, store } = renderWithStore(<App />, { preloadedState: signedInState(), route: '/cellar' });
    await heading('My Cellar');
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await heading(LANDING_HEADLINE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signed OutYou have been signed out successfully.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('keeps the user signed in and says so when the server cannot be reached', async () => {
    const { user, store } = renderWithStore(<App />, { preloadedState: signedInState(), route: '/cellar' });
    await heading('My Cellar');
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sign Out FailedThere was an error signing you out.'),
    );
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
