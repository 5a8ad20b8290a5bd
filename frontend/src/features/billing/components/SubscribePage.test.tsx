import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { fakeApi, json } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

const stripeScript = () => document.querySelector<HTMLScriptElement>('script[src^="https://js.stripe.com/"]');

describe('/subscribe payment form', () => {
  afterEach(() => stripeScript()?.remove());

  it('with Stripe configured, loads Stripe.js for the Payment Element instead of the local card form', async () => {
    fakeApi({
      'GET /auth/user': () => json(200, signedInState().auth!.user),
      'GET /billing/provider': () => json(200, { provider: 'stripe', publishableKey: 'pk_test_123' }),
      'POST /create-subscription': () => json(200, { clientSecret: 'seti_123_secret_456', message: 'Subscription created' }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/subscribe' });
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('with the local provider, shows its card form and never loads Stripe.js', async () => {
    fakeApi({
      'GET /auth/user': () => json(200, signedInState().auth!.user),
      'GET /billing/provider': () => json(200, { provider: 'local', publishableKey: null }),
      'POST /create-subscription': () => json(200, { clientSecret: 'seti_123_secret_456', message: 'Subscription created' }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/subscribe' });
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing is charged today/)).toBeInTheDocument();
    expect(stripeScript()).toBeNull();
  });
});
