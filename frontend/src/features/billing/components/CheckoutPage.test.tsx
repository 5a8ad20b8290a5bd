import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { fakeApi, json } from '@/test/fake-api';
import { signedInState, signedOutState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

// The plan is chosen once: the period chosen on /pricing is carried to /checkout, which shows that
// plan alone with one button on to payment (docs/product-rules.md#plans).
const plan = (name: string) => screen.queryByRole('region', { name: `${name} plan` });

describe('/checkout', () => {
  it('shows only the plan carried from /pricing, with a way to switch rather than a second choice', async () => {
    fakeApi({});
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/checkout?plan=yearly' });
    expect(await screen.findByRole('button', { name: 'Start Yearly Trial' })).toBeInTheDocument();
    expect(plan('Yearly')).toHaveTextContent('$49.99');
    expect(plan('Monthly')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Start .* Trial$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Switch to monthly' })).toHaveAttribute('href', '/checkout?plan=monthly');
  });

  it('offers both periods to a visitor who came without one', async () => {
    fakeApi({});
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/checkout' });
    expect(await screen.findByRole('button', { name: 'Start Monthly Trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Yearly Trial' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('a card that had its trial elsewhere: says what is charged today, and pays only when the member confirms', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'GET /checkout-success': () =>
        json(200, { success: false, message: 'This card has already had a free trial: $4.99 today', trialDays: null }),
      'POST /create-checkout-session': () =>
        json(200, {
          url: 'https://checkout.stripe.test/c/pay/cs_2',
          hasActiveSubscription: false,
          message: 'Checkout session created',
        }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/checkout?session_id=cs_1&subscription=success' });
    expect(await screen.findByTestId('card-trial-line')).toHaveTextContent('This card has already had a free trial: $4.99 today');
    expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/create-checkout-session')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $4.99 and start Premium' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_2'));
    expect(api.callsTo('POST', '/create-checkout-session')[0].body).toEqual({ plan: 'monthly' });
  });
  it('welcomes to Premium only when billing confirms the checkout: an unfinished one says why and stays', async () => {
    fakeApi({
      'GET /checkout-success': () => json(200, { success: false, message: 'Checkout is not complete yet.', trialDays: null }),
    });
    renderWithStore(<App />, { preloadedState: signedInState(), route: '/checkout?session_id=cs_9&subscription=success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Has Not Started Yet' })).toBeInTheDocument();
    expect(screen.getAllByText(/Checkout is not complete yet\./).length).toBeGreaterThan(0);
    expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my subscription' })).toHaveAttribute('href', '/subscription');
  });
});
