// Contract tests of the Stripe adapter against stripe-mock (docs/architecture.md#tests): every call the adapter
// makes is sent to Stripe's own OpenAPI-validating mock, which answers 400 for a parameter Stripe
// would refuse. stripe-mock is stateless, so these check shapes, not the lifecycle.
import { PREMIUM_PRICE_CATALOGUE } from '@wine/contracts';
import Stripe from 'stripe';
import { createStripeClient, StripePaymentProvider } from '../src/provider/stripe-payment-provider';
import type { ProviderSubscription } from '../src/provider/payment-provider';

const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const STRIPE_MOCK = `http://127.0.0.1:${12111 + SLOT * 100}`;

let stripe: Stripe;
let provider: StripePaymentProvider;
let subscription: ProviderSubscription;

beforeAll(async () => {
  stripe = createStripeClient('sk_test_123', STRIPE_MOCK);
  provider = new StripePaymentProvider(stripe);
  [subscription] = await provider.listSubscriptions('cus_contract');
});

describe('Stripe adapter against stripe-mock', () => {
  it('finds or creates the two GST-inclusive prices by lookup key', async () => {
    const prices = await provider.ensurePrices();
    expect(prices.monthly).toMatch(/^price_/);
    expect(prices.yearly).toMatch(/^price_/);
    // the create call itself (stripe-mock always finds a price): the parameters Stripe accepts
    const created = await stripe.prices.create({
      currency: 'aud',
      unit_amount: PREMIUM_PRICE_CATALOGUE.yearly.unitAmount,
      recurring: { interval: 'year' },
      lookup_key: PREMIUM_PRICE_CATALOGUE.yearly.lookupKey,
      tax_behavior: 'inclusive',
      product_data: { name: 'Cellar Door AI Premium (yearly)' },
    });
    expect(created.object).toBe('price');
  });

  it('creates and reads a customer, updates its address', async () => {
    const id = await provider.createCustomer({ email: 'contract@example.com', userId: 'user-contract' });
    expect(id).toMatch(/^cus_/);
    const customer = await provider.getCustomer(id);
    expect(customer?.id).toBe(id);
    await expect(
      provider.updateCustomerAddress(id, {
        line1: '1 Collins St',
        line2: null,
        city: 'Melbourne',
        state: 'VIC',
        postal_code: '3000',
        country: 'AU',
      }),
    ).resolves.toBeUndefined();
  });

  it('creates a hosted checkout session with a trial and reads it back', async () => {
    const prices = await provider.ensurePrices();
    const session = await provider.createCheckoutSession({
      customerId: 'cus_contract',
      userId: 'user-contract',
      priceId: prices.monthly,
      trialDays: 7,
      successUrl: 'http://localhost:8080/checkout?session_id={CHECKOUT_SESSION_ID}&subscription=success',
      cancelUrl: 'http://localhost:8080/checkout?plan=monthly',
    });
    expect(session.id).toMatch(/^cs_/);
    const read = await provider.getCheckoutSession(session.id);
    expect(read).toMatchObject({ id: expect.any(String), status: expect.stringMatching(/^(open|complete|expired)$/) });
  });

  it('collects the card alone for a trial (setup mode), reads its setup, subscribes with that card', async () => {
    const prices = await provider.ensurePrices();
    const session = await provider.createCheckoutSession({
      customerId: 'cus_contract',
      userId: 'user-contract',
      priceId: prices.monthly,
      trialDays: 7,
      successUrl: 'http://localhost:8080/checkout?session_id={CHECKOUT_SESSION_ID}&subscription=success',
      cancelUrl: 'http://localhost:8080/checkout?plan=monthly',
    });
    expect(session.id).toMatch(/^cs_/);
    // the retrieve with setup_intent expanded is a call Stripe accepts
    await expect(provider.getCheckoutSession(session.id)).resolves.toMatchObject({ id: expect.any(String) });
    const id = await provider.subscribeWithCard({
      customerId: 'cus_contract',
      userId: 'user-contract',
      priceId: prices.monthly,
      trialDays: 7,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `contract-${Date.now()}`,
    });
    expect(id).toMatch(/^sub_/);
  });

  it('a checkout without a trial is a subscription-mode session', async () => {
    const prices = await provider.ensurePrices();
    const session = await provider.createCheckoutSession({
      customerId: 'cus_contract',
      userId: 'user-contract',
      priceId: prices.monthly,
      trialDays: null,
      successUrl: 'http://localhost:8080/checkout?session_id={CHECKOUT_SESSION_ID}&subscription=success',
      cancelUrl: 'http://localhost:8080/checkout?plan=monthly',
    });
    expect(session.id).toMatch(/^cs_/);
  });

  it('creates a default_incomplete subscription and returns a client secret', async () => {
    const prices = await provider.ensurePrices();
    const created = await provider.createSubscription({
      customerId: 'cus_contract',
      userId: 'user-contract',
      priceId: prices.monthly,
      trialDays: 7,
    });
    expect(created.subscriptionId).toMatch(/^sub_/);
  });

  it('lists subscriptions and maps them', () => {
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      itemId: expect.any(String),
      interval: expect.stringMatching(/^(month|year)$/),
    });
  });

  it('pauses, resumes, cancels at period end, reactivates, cancels now', async () => {
    await expect(provider.pause(subscription.id)).resolves.toBeUndefined();
    await expect(provider.resume(subscription.id)).resolves.toBeUndefined();
    await expect(provider.setCancelAtPeriodEnd(subscription.id, true, 'found_alternative')).resolves.toBeUndefined();
    await expect(provider.setCancelAtPeriodEnd(subscription.id, false, null)).resolves.toBeUndefined();
    await expect(provider.cancelNow(subscription.id, 'too_expensive')).resolves.toBeUndefined();
  });

  it("refunds a subscription's paid invoices by their payments (a subscription that started for a deleted account)", async () => {
    // stripe-mock answers one paid invoice and one payment of it: the refund's parameters are what Stripe accepts
    const cents = await provider.refundSubscription(subscription.id);
    expect(cents).toEqual(expect.any(Number));
    expect(cents).toBeGreaterThanOrEqual(0);
  });

  it('previews and applies a plan change with proration always_invoice', async () => {
    const prices = await provider.ensurePrices();
    const change = { subscription, priceId: prices.yearly, prorationDate: Math.floor(Date.now() / 1000) };
    await expect(provider.previewPlanChange(change)).resolves.toEqual(expect.any(Number));
    await expect(provider.changePlan(change)).resolves.toBeUndefined();
  });

  it('lists invoices with the spec fields, reads a payment method, opens the portal', async () => {
    const invoices = await provider.listInvoices('cus_contract', 24);
    expect(invoices.length).toBeGreaterThan(0);
    expect(Object.keys(invoices[0]).sort()).toEqual(
      ['amount', 'created', 'currency', 'hosted_invoice_url', 'id', 'invoice_pdf', 'period_end', 'period_start', 'status'].sort(),
    );
    const pm = await provider.getPaymentMethod('pm_contract');
    expect(pm).toMatchObject({ brand: expect.any(String), last4: expect.any(String) });
    await expect(provider.createPortalSession('cus_contract', 'http://localhost:8080/subscription')).resolves.toMatch(
      /^https?:\/\//,
    );
  });

  it('an invalid parameter is refused by stripe-mock (the contract can fail)', async () => {
    await expect(stripe.subscriptions.update('sub_x', { pause_collection: { behavior: 'nap' as never } })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});
