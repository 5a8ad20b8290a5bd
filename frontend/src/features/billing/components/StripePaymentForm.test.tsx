import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import StripePaymentForm from './StripePaymentForm';

// Stripe.js cannot load offline: Stripe's own packages are replaced here, and only here. What is
// tested is ours: the order of the calls and what the member is told before anything is confirmed.
const stripe = vi.hoisted(() => ({
  submit: vi.fn(),
  createPaymentMethod: vi.fn(),
  confirmSetup: vi.fn(),
  confirmPayment: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve(null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({
    createPaymentMethod: stripe.createPaymentMethod,
    confirmSetup: stripe.confirmSetup,
    confirmPayment: stripe.confirmPayment,
  }),
  useElements: () => ({ submit: stripe.submit }),
}));

const SETUP_SECRET = 'seti_123_secret_456';
const renderForm = (plan: 'monthly' | 'yearly' = 'monthly', clientSecret = SETUP_SECRET) =>
  renderWithStore(<StripePaymentForm clientSecret={clientSecret} publishableKey="pk_test_123" plan={plan} />, {
    preloadedState: signedInState(),
  });

describe('the in-page Stripe form: a trial card is checked before it is confirmed', () => {
  beforeEach(() => {
    stripe.submit.mockResolvedValue({});
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_typed' } });
    // a real confirm leaves for the return page; an error answer is what stays
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
  });
  afterEach(() => vi.clearAllMocks());

  it('a card that never had a trial: confirmed at once with the checked payment method', async () => {
    const api = fakeApi({ 'POST /billing/card-trial-check': () => json(200, { trial: true }) });
    const { user } = renderForm();
    expect(screen.getByText(/Nothing is charged today\. Your card is saved for when the 7-day trial ends/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalledTimes(1));
    expect(stripe.submit).toHaveBeenCalledTimes(1);
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/billing/card-trial-check').map((c) => c.body)).toEqual([{ paymentMethodId: 'pm_typed' }]);
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      clientSecret: SETUP_SECRET,
      confirmParams: { return_url: `${window.location.origin}/dashboard`, payment_method: 'pm_typed' },
    });
    expect(screen.queryByTestId('card-trial-line')).toBeNull();
  });

  it('a card that had its trial elsewhere: told $4.99 today, and nothing is confirmed until Pay is pressed', async () => {
    const api = fakeApi({ 'POST /billing/card-trial-check': () => json(200, { trial: false }) });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    expect(await screen.findByTestId('card-trial-line')).toHaveTextContent(
      'This card has already had a free trial: $4.99 today. This subscription starts without a trial; nothing is charged until you confirm.',
    );
    expect(screen.getByText('$4.99 is charged today when you confirm, then $4.99 per month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another card' })).toBeInTheDocument();
    expect(stripe.confirmSetup).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pay $4.99 and start Premium' }));
    await waitFor(() => expect(stripe.confirmSetup).toHaveBeenCalledTimes(1));
    expect(stripe.confirmSetup.mock.calls[0][0]).toMatchObject({ confirmParams: { payment_method: 'pm_typed' } });
    // the card was checked once: the member's yes confirms the card that was asked about
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/billing/card-trial-check')).toHaveLength(1);
  });

  it('yearly says its own amount; "Use another card" confirms nothing and asks again', async () => {
    const api = fakeApi({ 'POST /billing/card-trial-check': () => json(200, { trial: false }) });
    const { user } = renderForm('yearly');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByTestId('card-trial-line')).toHaveTextContent(
      'This card has already had a free trial: $49.99 today.',
    );
    expect(screen.getByRole('button', { name: 'Pay $49.99 and start Premium' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(screen.queryByTestId('card-trial-line')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(api.callsTo('POST', '/billing/card-trial-check')).toHaveLength(2));
    expect(await screen.findByTestId('card-trial-line')).toBeInTheDocument();
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it('a check that fails confirms nothing and says so next to the form', async () => {
    fakeApi({
      'POST /billing/card-trial-check': () => apiError(503, 'The payment service is not responding. Please try again.'),
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is not responding. Please try again.');
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });

  it('a payment (no trial) is confirmed as before, without a check', async () => {
    const api = fakeApi({});
    const { user } = renderForm('monthly', 'pi_123_secret_456');
    expect(screen.getByText('$4.99 is charged today.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay and Subscribe' }));
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card, or call your bank.');
  });
});
