import {
  BILLING_CURRENCY,
  BILLING_PLANS,
  PREMIUM_PRICE_CATALOGUE,
  type BillingAddress,
  type BillingPlan,
  type Invoice,
} from '@wine/contracts';
import Stripe from 'stripe';
import { fromStripeInvoice, fromStripeSubscription } from '../subscriptions/subscription-state';
import type * as Port from './payment-provider';

// Our cancel reasons in Stripe's cancellation_details.feedback words.
const FEEDBACK: Record<string, Stripe.SubscriptionCancelParams.CancellationDetails.Feedback> = {
  too_expensive: 'too_expensive',
  not_using: 'unused',
  missing_features: 'missing_features',
  found_alternative: 'switched_service',
  temporary: 'other',
  other: 'other',
};

// A trial started without a card ends cancelled rather than turning into an unpaid subscription.
const CANCEL_WITHOUT_CARD = { end_behavior: { missing_payment_method: 'cancel' as const } };

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    ...(url && {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
    }),
    maxNetworkRetries: 2,
    timeout: 8_000,
    appInfo: { name: 'cellar-door-billing' },
  });
}

const customerIdOf = (c: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null =>
  !c ? null : typeof c === 'string' ? c : c.id;

/** Stripe itself. Every call here is exercised against stripe-mock by the contract tests. */
export class StripePaymentProvider implements Port.PaymentProvider {
  readonly kind = 'stripe' as const;
  private prices?: Record<BillingPlan, string>;

  constructor(private readonly stripe: Stripe) {}

  async ensurePrices(): Promise<Record<BillingPlan, string>> {
    if (this.prices) return this.prices;
    const keys = BILLING_PLANS.map((p) => PREMIUM_PRICE_CATALOGUE[p].lookupKey);
    const found = await this.stripe.prices.list({ lookup_keys: keys, active: true, limit: 10 });
    const byKey = new Map(found.data.map((p) => [p.lookup_key, p.id]));
    const result = {} as Record<BillingPlan, string>;
    for (const plan of BILLING_PLANS) {
      const spec = PREMIUM_PRICE_CATALOGUE[plan];
      let id = byKey.get(spec.lookupKey);
      if (!id) {
        // idempotency key: two instances starting together create one price, not two
        const price = await this.stripe.prices.create(
          {
            currency: BILLING_CURRENCY,
            unit_amount: spec.unitAmount,
            recurring: { interval: spec.interval },
            lookup_key: spec.lookupKey,
            tax_behavior: 'inclusive',
            product_data: { name: `Cellar Door AI Premium (${plan})` },
          },
          { idempotencyKey: `price-${spec.lookupKey}` },
        );
        id = price.id;
      }
      result[plan] = id;
    }
    this.prices = result;
    return result;
  }

  async createCustomer({ email, userId }: { email: string; userId: string }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email, metadata: { userId }, address: { country: 'AU' } },
      { idempotencyKey: `customer-${userId}` },
    );
    return customer.id;
  }

  async getCustomer(customerId: string): Promise<Port.ProviderCustomer | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if ('deleted' in customer && customer.deleted) return null;
    const c = customer as Stripe.Customer;
    const pm = c.invoice_settings?.default_payment_method;
    return {
      id: c.id,
      address: c.address
        ? {
            line1: c.address.line1 ?? '',
            line2: c.address.line2 ?? null,
            city: c.address.city ?? '',
            state: c.address.state ?? null,
            postal_code: c.address.postal_code ?? '',
            country: c.address.country ?? 'AU',
          }
        : null,
      defaultPaymentMethod: !pm ? null : typeof pm === 'string' ? pm : pm.id,
    };
  }

  async updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void> {
    await this.stripe.customers.update(customerId, {
      address: { ...address, line2: address.line2 ?? '', state: address.state ?? '' },
    });
  }

  async getPaymentMethod(paymentMethodId: string): Promise<Port.ProviderPaymentMethod | null> {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    if (!pm.card) return null;
    return {
      brand: pm.card.brand,
      last4: pm.card.last4,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
      fingerprint: pm.card.fingerprint ?? null,
      customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null),
    };
  }

  async createCheckoutSession(input: Port.CheckoutSessionInput): Promise<{ id: string; url: string }> {
    // a trial: only the card is collected, so billing can read its fingerprint and ask before
    // charging a card that had its trial elsewhere (docs/product-rules.md#trials); nothing is charged
    const session = input.trialDays
      ? await this.stripe.checkout.sessions.create({
          mode: 'setup',
          currency: BILLING_CURRENCY,
          payment_method_types: ['card'],
          customer: input.customerId,
          client_reference_id: input.userId,
          metadata: { userId: input.userId, priceId: input.priceId, trialDays: String(input.trialDays) },
          setup_intent_data: { metadata: { userId: input.userId } },
          customer_update: { address: 'auto' },
          billing_address_collection: 'auto',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        })
      : await this.stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          subscription_data: { metadata: { userId: input.userId } },
          customer_update: { address: 'auto' },
          billing_address_collection: 'auto',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
    return { id: session.id, url: session.url ?? '' };
  }

  async getCheckoutSession(sessionId: string): Promise<Port.ProviderCheckoutSession | null> {
    const s = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
    const intent = s.setup_intent;
    const pm = intent && typeof intent !== 'string' ? intent.payment_method : null;
    return {
      id: s.id,
      customerId: customerIdOf(s.customer),
      status: (s.status ?? 'open') as Port.ProviderCheckoutSession['status'],
      subscriptionId: !s.subscription ? null : typeof s.subscription === 'string' ? s.subscription : s.subscription.id,
      clientReferenceId: s.client_reference_id ?? null,
      setup:
        s.mode === 'setup' && s.metadata?.priceId
          ? {
              paymentMethodId: pm ? idOf(pm) : null,
              priceId: s.metadata.priceId,
              trialDays: Number(s.metadata.trialDays) || null,
            }
          : null,
    };
  }

  async subscribeWithCard(input: Port.CardSubscriptionInput): Promise<string> {
    const sub = await this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: input.priceId }],
        default_payment_method: input.paymentMethodId,
        ...(input.trialDays ? { trial_period_days: input.trialDays, trial_settings: CANCEL_WITHOUT_CARD } : {}),
        metadata: { userId: input.userId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return sub.id;
  }

  async createSubscription(input: Port.SubscriptionInput): Promise<{ subscriptionId: string; clientSecret: string | null }> {
    const sub = await this.stripe.subscriptions.create({
      customer: input.customerId,
      items: [{ price: input.priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      ...(input.trialDays ? { trial_period_days: input.trialDays, trial_settings: CANCEL_WITHOUT_CARD } : {}),
      metadata: { userId: input.userId },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });
    // a trial charges nothing now: the card is saved through a SetupIntent ('seti_…' secret)
    const setup = sub.pending_setup_intent;
    if (setup && typeof setup !== 'string' && setup.client_secret)
      return { subscriptionId: sub.id, clientSecret: setup.client_secret };
    const invoice = sub.latest_invoice;
    const secret = invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
    return { subscriptionId: sub.id, clientSecret: secret };
  }

  async listSubscriptions(customerId: string): Promise<Port.ProviderSubscription[]> {
    const list = await this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
    return list.data.map(fromStripeSubscription).sort((a, b) => b.created - a.created);
  }

  async pause(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } });
  }

  async resume(subscriptionId: string): Promise<void> {
    // an empty string unsets pause_collection
    await this.stripe.subscriptions.update(subscriptionId, { pause_collection: '' });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, reason: string | null): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: cancel,
      ...(cancel && reason ? { cancellation_details: { feedback: FEEDBACK[reason], comment: reason } } : {}),
    });
  }

  async cancelNow(subscriptionId: string, reason: string | null): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId, {
      ...(reason ? { cancellation_details: { feedback: FEEDBACK[reason], comment: reason } } : {}),
      prorate: false,
    });
  }

  async endTrial(subscriptionId: string, at: number | 'now'): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { trial_end: at, proration_behavior: 'none' });
  }

  async expireOpenCheckouts(customerId: string): Promise<number> {
    let expired = 0;
    // a customer has a handful of sessions at most; each expire is its own call (checkout.sessions.expire)
    for await (const session of this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
      await this.stripe.checkout.sessions.expire(session.id);
      expired++;
    }
    return expired;
  }

  async refundSubscription(subscriptionId: string): Promise<number> {
    let refunded = 0;
    for await (const invoice of this.stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 })) {
      if (!invoice.id || invoice.amount_paid <= 0) continue;
      for await (const payment of this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 100 })) {
        if (payment.status !== 'paid') continue;
        const { payment_intent: intent, charge } = payment.payment;
        const target = intent ? { payment_intent: idOf(intent) } : charge ? { charge: idOf(charge) } : null;
        if (!target) continue;
        // keyed by the payment: a second sync asks again and Stripe answers the first refund
        await this.stripe.refunds.create(
          { ...target, reason: 'requested_by_customer', metadata: { subscription: subscriptionId } },
          { idempotencyKey: `refund-deleted-account-${payment.id}` },
        );
        refunded += payment.amount_paid ?? 0;
      }
    }
    return refunded;
  }

  async forgetCustomer(customerId: string): Promise<void> {
    // an empty string unsets a field; invoices keep what they recorded, as payment records must
    await this.stripe.customers.update(customerId, { email: '', name: '', phone: '', address: '', metadata: { userId: '' } });
  }

  async previewPlanChange({ subscription, priceId, prorationDate }: Port.PlanChangeInput): Promise<number> {
    const preview = await this.stripe.invoices.createPreview({
      customer: subscription.customerId,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: subscription.itemId, price: priceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    return preview.amount_due;
  }

  async changePlan({ subscription, priceId, prorationDate }: Port.PlanChangeInput): Promise<void> {
    await this.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.itemId, price: priceId }],
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
    });
  }

  async listInvoices(customerId: string, limit: number): Promise<Invoice[]> {
    const list = await this.stripe.invoices.list({ customer: customerId, limit });
    return list.data.map(fromStripeInvoice);
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }
}

const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);
