import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('offers monthly or yearly billing and starts the subscription for the chosen one', async () => {
    const api = fakeApi({
      'GET /auth/user': () => json(200, signedInState().auth!.user),
      'GET /billing/provider': () => json(200, { provider: 'local', publishableKey: null }),
      'POST /create-subscription': () => json(200, { clientSecret: 'pi_123_secret_456', message: 'Subscription created' }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/subscribe' });
    const monthly = await screen.findByRole('radio', { name: 'Monthly: $4.99 per month' });
    expect(monthly).toBeChecked();
    expect(await screen.findByText('$4.99 is charged today.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/create-subscription').map((call) => call.body)).toEqual([{ plan: 'monthly' }]);

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly: $49.99 per year (save 17%)' }));
    expect(await screen.findByText('$49.99 is charged today.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/create-subscription').map((call) => call.body)).toEqual([
      { plan: 'monthly' },
      { plan: 'yearly' },
    ]);
  });

  it("starts with the plan chosen on /checkout (its 'Pay with card here' link)", async () => {
    const api = fakeApi({
      'GET /auth/user': () => json(200, signedInState().auth!.user),
      'GET /billing/provider': () => json(200, { provider: 'local', publishableKey: null }),
      'POST /create-subscription': () => json(200, { clientSecret: 'seti_123_secret_456', message: 'Subscription created' }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/checkout?plan=yearly' });
    await userEvent.click(await screen.findByRole('link', { name: 'Pay with card here' }));
    expect(await screen.findByRole('radio', { name: /^Yearly/ })).toBeChecked();
    expect(await screen.findByText(/trial ends, then \$49\.99 per year\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/create-subscription').map((call) => call.body)).toEqual([{ plan: 'yearly' }]);
  });
});
