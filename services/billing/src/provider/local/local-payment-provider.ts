import { Injectable } from '@nestjs/common';
import type { BillingAddress, BillingPlan, Invoice } from '@wine/contracts';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { fromStripeInvoice, fromStripeSubscription } from '../../subscriptions/subscription-state';
import type * as Port from '../payment-provider';
import { BillingClock } from './billing-clock';
import { InvoiceLinks } from './invoice-links';
import { addInterval, LOCAL_BASE, newId, type SubscriptionDoc } from './local-documents';
import { LocalPaymentStore } from './local-payment-store';
import { WebhookEvents } from './webhook-events';

/**
 * The local payment provider (docs/architecture.md#external-providers): a stateful stand-in for
 * Stripe in the billing database. The port's calls, over the Stripe-shaped store; every change
 * sends the webhook event Stripe would. Its hosted pages are in hosted-pages.service.ts.
 */
@Injectable()
export class LocalPaymentProvider implements Port.PaymentProvider {
  readonly kind = 'local' as const;

  constructor(
    private readonly store: LocalPaymentStore,
    private readonly clock: BillingClock,
    private readonly events: WebhookEvents,
    private readonly links: InvoiceLinks,
  ) {}

  ensurePrices(): Promise<Record<BillingPlan, string>> {
    return this.store.ensurePrices();
  }

  async createCustomer({ email, userId }: { email: string; userId: string }): Promise<string> {
    const id = newId('cus');
    await this.store.customers.insertOne({
      _id: id,
      id,
      object: 'customer',
      email,
      metadata: { userId },
      address: null,
      invoice_settings: { default_payment_method: null },
      created: this.clock.now(),
    });
    return id;
  }

  async getCustomer(customerId: string): Promise<Port.ProviderCustomer | null> {
    const c = await this.store.customers.findOne({ _id: customerId });
    return c ? { id: c.id, address: c.address, defaultPaymentMethod: c.invoice_settings.default_payment_method } : null;
  }

  async updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void> {
    const res = await this.store.customers.findOneAndUpdate(
      { _id: customerId },
      { $set: { address } },
      { returnDocument: 'after' },
    );
    if (res) this.events.emit('customer.updated', res);
  }

  getPaymentMethod(paymentMethodId: string): Promise<Port.ProviderPaymentMethod | null> {
    return this.store.card(paymentMethodId);
  }

  async createCheckoutSession(input: Port.CheckoutSessionInput): Promise<{ id: string; url: string }> {
    const id = newId('cs_test');
    await this.store.sessions.insertOne({
      _id: id,
      id,
      object: 'checkout.session',
      customer: input.customerId,
      client_reference_id: input.userId,
      price: input.priceId,
      trial_days: input.trialDays,
      status: 'open',
      subscription: null,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      created: this.clock.now(),
    });
    // same origin as the app: the gateway serves the hosted page
    return { id, url: `${new URL(input.successUrl).origin}${LOCAL_BASE}/checkout/${id}` };
  }

  async getCheckoutSession(sessionId: string): Promise<Port.ProviderCheckoutSession | null> {
    const s = await this.store.sessions.findOne({ _id: sessionId });
    if (!s) return null;
    return {
      id: s.id,
      customerId: s.customer,
      status: s.status === 'processing' ? 'open' : s.status,
      subscriptionId: s.subscription,
      clientReferenceId: s.client_reference_id,
      // the local checkout asks about the card on its own page, then subscribes itself
      setup: null,
    };
  }

  subscribeWithCard(): Promise<string> {
    return Promise.reject(new Error('the local checkout subscribes itself: it never collects a card alone'));
  }

  async createSubscription(input: Port.SubscriptionInput): Promise<{ subscriptionId: string; clientSecret: string | null }> {
    const sub = await this.store.newSubscription(
      input.customerId,
      input.userId,
      input.priceId,
      input.trialDays,
      null,
      input.trialDays ? 'trialing' : 'incomplete',
    );
    let invoice: string | null = null;
    if (!input.trialDays) invoice = (await this.store.createInvoice(sub, 'open')).id;
    // Stripe's secret formats: 'seti_…_secret_…' for a trial's card setup, 'pi_…_secret_…' to pay now
    const type = input.trialDays ? 'setup' : 'payment';
    const id = newId(type === 'setup' ? 'seti' : 'pi');
    const secret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.store.intents.insertOne({
      _id: secret,
      id,
      type,
      customer: input.customerId,
      subscription: sub.id,
      invoice,
      status: 'requires_payment_method',
    });
    this.events.emit('customer.subscription.created', sub);
    return { subscriptionId: sub.id, clientSecret: secret };
  }

  async listSubscriptions(customerId: string): Promise<Port.ProviderSubscription[]> {
    await this.clock.advance();
    const subs = await this.store.subscriptions.find({ customer: customerId }).sort({ created: -1 }).toArray();
    return subs.map((s) => fromStripeSubscription(s as unknown as Stripe.Subscription));
  }

  async pause(subscriptionId: string): Promise<void> {
    await this.updateSubscription(subscriptionId, { pause_collection: { behavior: 'void', resumes_at: null } });
  }

  async resume(subscriptionId: string): Promise<void> {
    await this.updateSubscription(subscriptionId, { pause_collection: null });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, reason: string | null): Promise<void> {
    await this.updateSubscription(subscriptionId, {
      cancel_at_period_end: cancel,
      canceled_at: cancel ? this.clock.now() : null,
      cancellation_details: cancel ? { comment: reason } : null,
    });
  }

  async cancelNow(subscriptionId: string, reason: string | null): Promise<void> {
    const now = this.clock.now();
    const sub = await this.store.subscriptions.findOneAndUpdate(
      { _id: subscriptionId, status: { $nin: ['canceled', 'incomplete_expired'] } },
      { $set: { status: 'canceled', canceled_at: now, ended_at: now, cancellation_details: { comment: reason } } },
      { returnDocument: 'after' },
    );
    if (sub) this.events.emit('customer.subscription.deleted', sub);
  }

  async endTrial(subscriptionId: string, at: number | 'now'): Promise<void> {
    const end = at === 'now' ? this.clock.now() : at;
    await this.store.subscriptions.updateOne(
      { _id: subscriptionId, status: 'trialing' },
      { $set: { trial_end: end, 'items.data.0.current_period_end': end } },
    );
    // the clock rolls the trial over: the first period is charged once it has ended
    await this.clock.advance();
    const sub = await this.store.subscriptions.findOne({ _id: subscriptionId });
    if (sub) this.events.emit('customer.subscription.updated', sub);
  }

  async expireOpenCheckouts(customerId: string): Promise<number> {
    const expired = await this.store.sessions.updateMany(
      { customer: customerId, status: 'open' },
      { $set: { status: 'expired' } },
    );
    return expired.modifiedCount;
  }

  async refundSubscription(subscriptionId: string): Promise<number> {
    let refunded = 0;
    const paid = await this.store.invoices
      .find({ subscription: subscriptionId, status: 'paid', amount_refunded: { $exists: false } })
      .toArray();
    for (const invoice of paid) {
      // one conditional update per invoice: two syncs racing give the money back once
      const done = await this.store.invoices.findOneAndUpdate(
        { _id: invoice._id, amount_refunded: { $exists: false } },
        { $set: { amount_refunded: invoice.amount_paid } },
        { returnDocument: 'after' },
      );
      if (done) refunded += invoice.amount_paid;
    }
    return refunded;
  }

  async forgetCustomer(customerId: string): Promise<void> {
    // invoices keep their amounts and periods (payment records); the person's details go
    await this.store.customers.updateOne({ _id: customerId }, { $set: { email: '', address: null, 'metadata.userId': '' } });
  }

  async previewPlanChange({ subscription, priceId }: Port.PlanChangeInput): Promise<number> {
    return (await this.prorate(subscription, priceId)).amount;
  }

  async changePlan({ subscription, priceId }: Port.PlanChangeInput): Promise<void> {
    const price = await this.store.price(priceId);
    const { amount, resetPeriod } = await this.prorate(subscription, priceId);
    const now = this.clock.now();
    const sub = await this.store.subscriptions.findOne({ _id: subscription.id });
    if (!sub) return;
    const item = sub.items.data[0];
    const start = resetPeriod ? now : item.current_period_start;
    const end = resetPeriod ? addInterval(now, price.recurring.interval) : item.current_period_end;
    const updated = await this.store.subscriptions.findOneAndUpdate(
      { _id: sub._id },
      { $set: { 'items.data': [{ ...item, price, current_period_start: start, current_period_end: end }] } },
      { returnDocument: 'after' },
    );
    if (!updated) return;
    // proration 'always_invoice': the difference is invoiced and charged at once
    if (amount > 0) {
      const interval = price.recurring.interval === 'year' ? 'yearly' : 'monthly';
      const description = `Cellar Door AI Premium: switch to ${interval} (prorated)`;
      this.events.charged(await this.store.charge(updated, amount, start, end, description));
    }
    this.events.emit('customer.subscription.updated', (await this.store.subscriptions.findOne({ _id: sub._id }))!);
  }

  async listInvoices(customerId: string, limit: number): Promise<Invoice[]> {
    const list = await this.store.invoices.find({ customer: customerId }).sort({ created: -1 }).limit(limit).toArray();
    return list.map((i) => fromStripeInvoice({ ...i, ...this.links.urls(i.id) } as unknown as Stripe.Invoice));
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const id = newId('bps');
    await this.store.portals.insertOne({ _id: id, customer: customerId, return_url: returnUrl, created: this.clock.now() });
    return `${new URL(returnUrl).origin}${LOCAL_BASE}/portal/${id}`;
  }

  private async updateSubscription(id: string, set: Partial<SubscriptionDoc>): Promise<void> {
    const sub = await this.store.updateSubscription(id, set);
    if (sub) this.events.emit('customer.subscription.updated', sub);
  }

  private async prorate(
    subscription: Port.ProviderSubscription,
    priceId: string,
  ): Promise<{ amount: number; resetPeriod: boolean }> {
    const [oldPrice, newPrice] = await Promise.all([this.store.price(subscription.priceId), this.store.price(priceId)]);
    // during the trial nothing is charged; the trial end stays the period end
    if (subscription.status === 'trialing') return { amount: 0, resetPeriod: false };
    const now = this.clock.now();
    const span = Math.max(1, subscription.currentPeriodEnd - subscription.currentPeriodStart);
    const unused = Math.max(0, subscription.currentPeriodEnd - now) / span;
    const credit = Math.round(oldPrice.unit_amount * unused);
    if (oldPrice.recurring.interval !== newPrice.recurring.interval)
      // a new interval starts a new period today: the full new price less the unused time
      return { amount: Math.max(0, newPrice.unit_amount - credit), resetPeriod: true };
    return { amount: Math.max(0, Math.round(newPrice.unit_amount * unused) - credit), resetPeriod: false };
  }
}
