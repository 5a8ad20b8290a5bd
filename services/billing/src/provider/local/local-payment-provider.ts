import { Logger } from '@nestjs/common';
import {
  BILLING_CURRENCY,
  BILLING_PLANS,
  PAST_DUE_GRACE_DAYS,
  PREMIUM_PRICE_CATALOGUE,
  type BillingAddress,
  type BillingPlan,
  type Invoice,
  type LocalPageResponse,
} from '@wine/contracts';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';
import Stripe from 'stripe';
import { fromStripeInvoice, fromStripeSubscription } from '../../subscriptions/subscription-state';
import type {
  CheckoutSessionInput,
  Clock,
  PaymentProvider,
  PlanChangeInput,
  ProviderCheckoutSession,
  ProviderCustomer,
  ProviderPaymentMethod,
  ProviderSubscription,
  SubscriptionStatus,
} from '../payment-provider';
import { checkoutPage, expiredPage, invoicePage, notFoundPage, portalPage } from './hosted-pages';
import { checkCard, TEST_CARDS } from './test-cards';

// Stripe-shaped documents (API "basil"), so the Stripe mappings read them unchanged.
interface PriceDoc {
  _id: string;
  id: string;
  object: 'price';
  lookup_key: string;
  unit_amount: number;
  currency: string;
  tax_behavior: 'inclusive';
  recurring: { interval: 'month' | 'year'; interval_count: 1 };
  active: true;
}
interface CustomerDoc {
  _id: string;
  id: string;
  object: 'customer';
  email: string;
  metadata: { userId: string };
  address: BillingAddress | null;
  invoice_settings: { default_payment_method: string | null };
  created: number;
}
interface PaymentMethodDoc {
  _id: string;
  id: string;
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  // a 4000…0341 card: attaches, then every charge fails
  failsCharges: boolean;
}
interface SessionDoc {
  _id: string;
  id: string;
  object: 'checkout.session';
  customer: string;
  client_reference_id: string;
  price: string;
  trial_days: number | null;
  status: 'open' | 'processing' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
}
interface SubscriptionDoc {
  _id: string;
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  created: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  pause_collection: { behavior: 'void'; resumes_at: null } | null;
  default_payment_method: string | null;
  pending_update: null;
  schedule: null;
  latest_invoice: string | null;
  cancellation_details: { comment: string | null } | null;
  metadata: { userId: string };
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: PriceDoc;
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}
interface InvoiceDoc {
  _id: string;
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  description: string;
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: { data: { period: { start: number; end: number } }[] };
}
interface IntentDoc {
  _id: string; // the client secret
  id: string;
  type: 'setup' | 'payment';
  customer: string;
  subscription: string;
  invoice: string | null;
  status: 'requires_payment_method' | 'succeeded';
}
export interface StoredEvent {
  _id: string;
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
  seq: number;
}
interface PortalDoc {
  _id: string;
  customer: string;
  return_url: string;
  created: number;
}

export interface LocalProviderOptions {
  connection: Connection;
  clock: Clock;
  webhookUrl: string;
  webhookSecret: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const DAY = 86_400;
// the local provider's own API version string, as in Stripe's events
const API_VERSION = '2025-08-27.basil';
// outside the gateway's member-only paths: like Stripe's pages, these need no sign-in
const LOCAL_BASE = '/api/local-payments';
// Hosted links last as long as Stripe's: a checkout session a day, a portal session 30 minutes;
// an invoice link 30 days from when it was listed (each listing signs a fresh one).
export const LINK_LIFETIME_SECONDS = { checkout: DAY, portal: 30 * 60, invoice: 30 * DAY } as const;

/** Adds calendar months like Stripe's billing anchor: 31 January + 1 month is 28/29 February. */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/**
 * The local payment provider (docs/architecture.md#external-providers): a stateful stand-in for Stripe in the billing
 * database. Hosted checkout, portal and invoice pages are served through the gateway; its clock is
 * injectable; it signs events exactly like Stripe and posts them to billing's own webhook handler.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  private readonly logger = new Logger('LocalPaymentProvider');
  private readonly prices: Collection<PriceDoc>;
  private readonly customers: Collection<CustomerDoc>;
  private readonly paymentMethods: Collection<PaymentMethodDoc>;
  private readonly sessions: Collection<SessionDoc>;
  private readonly subscriptions: Collection<SubscriptionDoc>;
  private readonly invoices: Collection<InvoiceDoc>;
  private readonly intents: Collection<IntentDoc>;
  private readonly portals: Collection<PortalDoc>;
  readonly events: Collection<StoredEvent>;
  private readonly deliveries = new Set<Promise<void>>();
  private eventSeq = 0;
  /** Tests hold deliveries back to replay the stored events themselves (duplicates, reverse order). */
  holdDeliveries = false;
  private advancing: Promise<void> | null = null;

  constructor(private readonly options: LocalProviderOptions) {
    const c = <T extends { _id: string }>(name: string) => options.connection.collection<T>(`local_provider_${name}`);
    this.prices = c('prices');
    this.customers = c('customers');
    this.paymentMethods = c('payment_methods');
    this.sessions = c('checkout_sessions');
    this.subscriptions = c('subscriptions');
    this.invoices = c('invoices');
    this.intents = c('intents');
    this.portals = c('portal_sessions');
    this.events = c('events');
  }

  private now(): number {
    return this.options.clock.now();
  }

  // ---- PaymentProvider ----

  async ensurePrices(): Promise<Record<BillingPlan, string>> {
    const result = {} as Record<BillingPlan, string>;
    for (const plan of BILLING_PLANS) {
      const spec = PREMIUM_PRICE_CATALOGUE[plan];
      // the id derives from the lookup key, so concurrent starts create one price
      const id = `price_${spec.lookupKey}`;
      await this.prices.updateOne(
        { _id: id },
        {
          $setOnInsert: {
            id,
            object: 'price',
            lookup_key: spec.lookupKey,
            unit_amount: spec.unitAmount,
            currency: BILLING_CURRENCY,
            tax_behavior: 'inclusive',
            recurring: { interval: spec.interval, interval_count: 1 },
            active: true,
          },
        },
        { upsert: true },
      );
      result[plan] = id;
    }
    return result;
  }

  async createCustomer({ email, userId }: { email: string; userId: string }): Promise<string> {
    const id = newId('cus');
    await this.customers.insertOne({
      _id: id,
      id,
      object: 'customer',
      email,
      metadata: { userId },
      address: null,
      invoice_settings: { default_payment_method: null },
      created: this.now(),
    });
    return id;
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer | null> {
    const c = await this.customers.findOne({ _id: customerId });
    return c ? { id: c.id, address: c.address, defaultPaymentMethod: c.invoice_settings.default_payment_method } : null;
  }

  async updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void> {
    const res = await this.customers.findOneAndUpdate({ _id: customerId }, { $set: { address } }, { returnDocument: 'after' });
    if (res) this.emit('customer.updated', res as unknown as Record<string, unknown>);
  }

  async getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    const pm = await this.paymentMethods.findOne({ _id: paymentMethodId });
    return pm ? { ...pm.card } : null;
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
    const id = newId('cs_test');
    await this.sessions.insertOne({
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
      created: this.now(),
    });
    // same origin as the app: the gateway serves the hosted page
    return { id, url: `${new URL(input.successUrl).origin}${LOCAL_BASE}/checkout/${id}` };
  }

  async getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null> {
    const s = await this.sessions.findOne({ _id: sessionId });
    if (!s) return null;
    return {
      id: s.id,
      customerId: s.customer,
      status: s.status === 'processing' ? 'open' : s.status,
      subscriptionId: s.subscription,
      clientReferenceId: s.client_reference_id,
    };
  }

  async createSubscription(input: {
    customerId: string;
    userId: string;
    priceId: string;
    trialDays: number | null;
  }): Promise<{ subscriptionId: string; clientSecret: string | null }> {
    const sub = await this.newSubscription(
      input.customerId,
      input.userId,
      input.priceId,
      input.trialDays,
      null,
      input.trialDays ? 'trialing' : 'incomplete',
    );
    let invoice: string | null = null;
    if (!input.trialDays) invoice = (await this.createInvoice(sub, 'open')).id;
    // Stripe's secret formats: 'seti_…_secret_…' for a trial's card setup, 'pi_…_secret_…' to pay now
    const type = input.trialDays ? 'setup' : 'payment';
    const id = newId(type === 'setup' ? 'seti' : 'pi');
    const secret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    await this.intents.insertOne({
      _id: secret,
      id,
      type,
      customer: input.customerId,
      subscription: sub.id,
      invoice,
      status: 'requires_payment_method',
    });
    this.emit('customer.subscription.created', sub);
    return { subscriptionId: sub.id, clientSecret: secret };
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    await this.advance();
    const subs = await this.subscriptions.find({ customer: customerId }).sort({ created: -1 }).toArray();
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
      canceled_at: cancel ? this.now() : null,
      cancellation_details: cancel ? { comment: reason } : null,
    });
  }

  async cancelNow(subscriptionId: string, reason: string | null): Promise<void> {
    const now = this.now();
    const sub = await this.subscriptions.findOneAndUpdate(
      { _id: subscriptionId, status: { $nin: ['canceled', 'incomplete_expired'] } },
      { $set: { status: 'canceled', canceled_at: now, ended_at: now, cancellation_details: { comment: reason } } },
      { returnDocument: 'after' },
    );
    if (sub) this.emit('customer.subscription.deleted', sub);
  }

  async endTrial(subscriptionId: string, at: number | 'now'): Promise<void> {
    const end = at === 'now' ? this.now() : at;
    await this.subscriptions.updateOne(
      { _id: subscriptionId, status: 'trialing' },
      { $set: { trial_end: end, 'items.data.0.current_period_end': end } },
    );
    // the clock rolls the trial over: the first period is charged once it has ended
    await this.advance();
    const sub = await this.subscriptions.findOne({ _id: subscriptionId });
    if (sub) this.emit('customer.subscription.updated', sub);
  }

  async forgetCustomer(customerId: string): Promise<void> {
    // invoices keep their amounts and periods (payment records); the person's details go
    await this.customers.updateOne({ _id: customerId }, { $set: { email: '', address: null, 'metadata.userId': '' } });
  }

  async previewPlanChange({ subscription, priceId }: PlanChangeInput): Promise<number> {
    return (await this.prorate(subscription, priceId)).amount;
  }

  async changePlan({ subscription, priceId }: PlanChangeInput): Promise<void> {
    const price = await this.price(priceId);
    const { amount, resetPeriod } = await this.prorate(subscription, priceId);
    const now = this.now();
    const sub = await this.subscriptions.findOne({ _id: subscription.id });
    if (!sub) return;
    const item = sub.items.data[0];
    const start = resetPeriod ? now : item.current_period_start;
    const end = resetPeriod ? addInterval(now, price.recurring.interval) : item.current_period_end;
    const updated = await this.subscriptions.findOneAndUpdate(
      { _id: sub._id },
      { $set: { 'items.data': [{ ...item, price, current_period_start: start, current_period_end: end }] } },
      { returnDocument: 'after' },
    );
    if (!updated) return;
    // proration 'always_invoice': the difference is invoiced and charged at once
    if (amount > 0)
      await this.charge(
        updated,
        amount,
        start,
        end,
        `Cellar Door AI Premium: switch to ${price.recurring.interval === 'year' ? 'yearly' : 'monthly'} (prorated)`,
      );
    this.emit('customer.subscription.updated', (await this.subscriptions.findOne({ _id: sub._id }))!);
  }

  async listInvoices(customerId: string, limit: number): Promise<Invoice[]> {
    const list = await this.invoices.find({ customer: customerId }).sort({ created: -1 }).limit(limit).toArray();
    return list.map((i) => {
      const link = `${LOCAL_BASE}/invoice/${this.signInvoiceLink(i.id)}`;
      return fromStripeInvoice({
        ...i,
        hosted_invoice_url: link,
        invoice_pdf: `${link}?format=pdf`,
      } as unknown as Stripe.Invoice);
    });
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const id = newId('bps');
    await this.portals.insertOne({ _id: id, customer: customerId, return_url: returnUrl, created: this.now() });
    return `${new URL(returnUrl).origin}${LOCAL_BASE}/portal/${id}`;
  }

  // ---- hosted pages (through the gateway) ----

  async page(kind: 'checkout' | 'portal' | 'invoice', id: string, form?: Record<string, string>): Promise<LocalPageResponse> {
    switch (kind) {
      case 'checkout':
        return form ? this.submitCheckout(id, form) : this.showCheckout(id);
      case 'portal':
        return this.portal(id, form);
      case 'invoice':
        return this.invoice(id);
    }
  }

  private async showCheckout(id: string, error?: string): Promise<LocalPageResponse> {
    const session = await this.openSession(id);
    if (!session) return { status: 404, html: notFoundPage('Checkout session') };
    if (session.status === 'complete') return { status: 303, redirect: this.successUrl(session) };
    if (session.status === 'expired') return { status: 410, html: expiredPage() };
    const price = await this.price(session.price);
    const customer = await this.customers.findOne({ _id: session.customer });
    return {
      status: error ? 402 : 200,
      html: checkoutPage({
        action: `${LOCAL_BASE}/checkout/${id}`,
        cancelUrl: session.cancel_url,
        planLabel: `Cellar Door AI Premium (${price.recurring.interval === 'year' ? 'yearly' : 'monthly'})`,
        amountCents: price.unit_amount,
        interval: price.recurring.interval,
        trialDays: session.trial_days,
        trialEnd: session.trial_days ? this.now() + session.trial_days * DAY : null,
        email: customer?.email ?? null,
        error,
      }),
    };
  }

  private successUrl(session: SessionDoc): string {
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  private async submitCheckout(id: string, form: Record<string, string>): Promise<LocalPageResponse> {
    if ((await this.openSession(id))?.status === 'expired') return { status: 410, html: expiredPage() };
    const checked = checkCard({ number: form.cardNumber ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' }, this.now());
    if (!checked.ok) return this.showCheckout(id, checked.message);
    // one submission wins: a double click must not create two subscriptions
    const session = await this.sessions.findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status: 'processing' } },
      { returnDocument: 'after' },
    );
    if (!session) return this.showCheckout(id);
    try {
      const pm = await this.attachCard(session.customer, checked.card);
      const country = (form.country ?? '').trim().toUpperCase();
      if (/^[A-Z]{2}$/.test(country))
        await this.customers.updateOne(
          { _id: session.customer, address: null },
          { $set: { address: { line1: '', line2: null, city: '', state: null, postal_code: '', country } } },
        );
      const sub = await this.newSubscription(
        session.customer,
        session.client_reference_id,
        session.price,
        session.trial_days,
        pm.id,
        session.trial_days ? 'trialing' : 'active',
      );
      if (!session.trial_days) {
        const item = sub.items.data[0];
        await this.charge(
          sub,
          item.price.unit_amount,
          item.current_period_start,
          item.current_period_end,
          'Cellar Door AI Premium',
        );
      }
      const done = await this.sessions.findOneAndUpdate(
        { _id: id },
        { $set: { status: 'complete', subscription: sub.id } },
        { returnDocument: 'after' },
      );
      this.emit('customer.subscription.created', sub);
      this.emit('checkout.session.completed', done!);
      return { status: 303, redirect: this.successUrl(done!) };
    } catch (err) {
      await this.sessions.updateOne({ _id: id }, { $set: { status: 'open' } });
      throw err;
    }
  }

  private async portal(id: string, form?: Record<string, string>): Promise<LocalPageResponse> {
    const portal = await this.portals.findOne({ _id: id });
    if (!portal) return { status: 404, html: notFoundPage('Billing portal session') };
    // sessions from before links expired have no creation time: treat them as expired too
    if ((portal.created ?? 0) + LINK_LIFETIME_SECONDS.portal <= this.now()) return { status: 410, html: expiredPage() };
    let error: string | undefined;
    let saved = false;
    if (form) {
      const checked = checkCard({ number: form.cardNumber ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' }, this.now());
      if (checked.ok) {
        const pm = await this.attachCard(portal.customer, checked.card);
        await this.subscriptions.updateMany(
          { customer: portal.customer, status: { $nin: ['canceled', 'incomplete_expired'] } },
          { $set: { default_payment_method: pm.id } },
        );
        saved = true;
      } else error = checked.message;
    }
    const customer = await this.customers.findOne({ _id: portal.customer });
    const pmId = customer?.invoice_settings.default_payment_method;
    const card = pmId ? await this.getPaymentMethod(pmId) : null;
    return {
      status: error ? 402 : 200,
      html: portalPage({ action: `${LOCAL_BASE}/portal/${id}`, returnUrl: portal.return_url, card, error, saved }),
    };
  }

  private async invoice(link: string): Promise<LocalPageResponse> {
    const id = this.readInvoiceLink(link);
    if (id === 'expired') return { status: 410, html: expiredPage() };
    const inv = id ? await this.invoices.findOne({ _id: id }) : null;
    if (!inv) return { status: 404, html: notFoundPage('Invoice') };
    const customer = await this.customers.findOne({ _id: inv.customer });
    return {
      status: 200,
      html: invoicePage({
        id: inv.id,
        number: inv.number,
        status: inv.status,
        amountCents: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
        created: inv.created,
        periodStart: inv.period_start,
        periodEnd: inv.period_end,
        description: inv.description,
        email: customer?.email ?? null,
      }),
    };
  }

  /** What the local card form on /subscribe does instead of Stripe.js' confirmSetup/confirmPayment. */
  async confirmIntent(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  }): Promise<{ ok: true; type: 'setup' | 'payment' } | { ok: false; status: number; message: string }> {
    const intent = await this.intents.findOne({ _id: input.clientSecret });
    if (!intent) return { ok: false, status: 404, message: 'This payment has expired. Please start again.' };
    if (intent.status === 'succeeded') return { ok: true, type: intent.type };
    const checked = checkCard({ number: input.cardNumber, expiry: input.expiry, cvc: input.cvc }, this.now());
    if (!checked.ok) return { ok: false, status: 402, message: checked.message };
    const claimed = await this.intents.findOneAndUpdate(
      { _id: intent._id, status: 'requires_payment_method' },
      { $set: { status: 'succeeded' } },
    );
    if (!claimed) return { ok: true, type: intent.type };
    const pm = await this.attachCard(intent.customer, checked.card);
    const set: Partial<SubscriptionDoc> = { default_payment_method: pm.id };
    if (intent.type === 'payment') set.status = 'active';
    const sub = await this.subscriptions.findOneAndUpdate(
      { _id: intent.subscription },
      { $set: set },
      { returnDocument: 'after' },
    );
    if (intent.invoice) {
      const inv = await this.invoices.findOne({ _id: intent.invoice });
      if (inv) {
        await this.invoices.updateOne({ _id: inv._id }, { $set: { status: 'paid', amount_paid: inv.amount_due } });
        this.emit('invoice.paid', { ...inv, status: 'paid', amount_paid: inv.amount_due });
      }
    }
    if (sub) this.emit('customer.subscription.updated', sub);
    return { ok: true, type: intent.type };
  }

  // ---- link lifetimes ----

  /** The session, marked expired (like Stripe's checkout.session.expired) once its day is over. */
  private async openSession(id: string): Promise<SessionDoc | null> {
    const session = await this.sessions.findOne({ _id: id });
    if (!session || session.status !== 'open' || session.created + LINK_LIFETIME_SECONDS.checkout > this.now()) return session;
    const expired = await this.sessions.findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status: 'expired' } },
      { returnDocument: 'after' },
    );
    if (expired) this.emit('checkout.session.expired', expired);
    return expired ?? (await this.sessions.findOne({ _id: id }));
  }

  /** `<invoice id>.<expires>.<signature>`: the link names its end, and only this provider can make one. */
  private signInvoiceLink(invoiceId: string): string {
    const expires = this.now() + LINK_LIFETIME_SECONDS.invoice;
    return `${invoiceId}.${expires}.${this.linkSignature(`${invoiceId}.${expires}`)}`;
  }

  /** The invoice id of a link signed here, 'expired' past its end, null when forged or malformed. */
  private readInvoiceLink(link: string): string | 'expired' | null {
    const [id, expires, signature] = link.split('.');
    if (!id || !/^\d+$/.test(expires ?? '') || !signature) return null;
    const expected = Buffer.from(this.linkSignature(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expires) <= this.now() ? 'expired' : id;
  }

  private linkSignature(text: string): string {
    return createHmac('sha256', this.options.webhookSecret).update(`invoice-link:${text}`).digest('base64url');
  }

  // ---- time ----

  /**
   * Moves every subscription up to the clock: trials end, periods renew (charging the card),
   * cancellations at period end take effect, past_due ends after the grace period. Idempotent.
   */
  advance(): Promise<void> {
    // one catch-up at a time in this process, so a renewal is never charged twice; a caller
    // arriving during one gets a fresh one after it, which sees the clock as it is now
    const next = (this.advancing ?? Promise.resolve()).catch(() => undefined).then(() => this.catchUp());
    this.advancing = next;
    void next
      .finally(() => {
        if (this.advancing === next) this.advancing = null;
      })
      .catch(() => undefined);
    return next;
  }

  private async catchUp(): Promise<void> {
    for (let guard = 0; guard < 1000; guard++) {
      const now = this.now();
      const due = await this.subscriptions.findOne({
        $or: [
          { status: { $in: ['trialing', 'active', 'past_due'] }, 'items.data.0.current_period_end': { $lte: now } },
          { status: 'past_due', 'items.data.0.current_period_start': { $lte: now - PAST_DUE_GRACE_DAYS * DAY } },
        ],
      });
      if (!due) return;
      await this.rollOver(due);
    }
  }

  private async rollOver(sub: SubscriptionDoc): Promise<void> {
    const item = sub.items.data[0];
    const end = item.current_period_end;
    if (sub.status === 'past_due' && item.current_period_start <= this.now() - PAST_DUE_GRACE_DAYS * DAY) {
      // the retries of the grace period failed: Stripe's "mark the subscription as unpaid"
      const unpaid = await this.subscriptions.findOneAndUpdate(
        { _id: sub._id, status: 'past_due' },
        { $set: { status: 'unpaid' } },
        { returnDocument: 'after' },
      );
      if (unpaid) this.emit('customer.subscription.updated', unpaid);
      return;
    }
    if (sub.cancel_at_period_end || sub.status === 'past_due') {
      // Stripe ends a subscription at period end, and one still unpaid when its period runs out
      const ended = await this.subscriptions.findOneAndUpdate(
        { _id: sub._id, 'items.data.0.current_period_end': end, status: sub.status },
        { $set: { status: 'canceled', ended_at: end, canceled_at: sub.canceled_at ?? end } },
        { returnDocument: 'after' },
      );
      if (ended) this.emit('customer.subscription.deleted', ended);
      return;
    }
    const next = addInterval(end, item.price.recurring.interval);
    const moved = await this.subscriptions.findOneAndUpdate(
      { _id: sub._id, 'items.data.0.current_period_end': end },
      { $set: { 'items.data.0.current_period_start': end, 'items.data.0.current_period_end': next, status: 'active' } },
      { returnDocument: 'after' },
    );
    if (!moved) return;
    if (sub.status === 'trialing') this.emit('customer.subscription.trial_will_end', sub);
    if (moved.pause_collection) {
      // pause_collection 'void': the period's invoice is voided, the subscription carries on
      await this.createInvoice(moved, 'void', end, next);
    } else {
      const paid = await this.charge(moved, item.price.unit_amount, end, next, 'Cellar Door AI Premium');
      if (!paid) await this.subscriptions.updateOne({ _id: sub._id }, { $set: { status: 'past_due' } });
    }
    this.emit('customer.subscription.updated', (await this.subscriptions.findOne({ _id: sub._id }))!);
  }

  // ---- internals ----

  private async price(priceId: string): Promise<PriceDoc> {
    const price = await this.prices.findOne({ _id: priceId });
    if (!price) throw new Error(`No such price: ${priceId}`);
    return price;
  }

  private async prorate(subscription: ProviderSubscription, priceId: string): Promise<{ amount: number; resetPeriod: boolean }> {
    const [oldPrice, newPrice] = await Promise.all([this.price(subscription.priceId), this.price(priceId)]);
    // during the trial nothing is charged; the trial end stays the period end
    if (subscription.status === 'trialing') return { amount: 0, resetPeriod: false };
    const now = this.now();
    const span = Math.max(1, subscription.currentPeriodEnd - subscription.currentPeriodStart);
    const unused = Math.max(0, subscription.currentPeriodEnd - now) / span;
    const credit = Math.round(oldPrice.unit_amount * unused);
    if (oldPrice.recurring.interval !== newPrice.recurring.interval)
      // a new interval starts a new period today: the full new price less the unused time
      return { amount: Math.max(0, newPrice.unit_amount - credit), resetPeriod: true };
    return { amount: Math.max(0, Math.round(newPrice.unit_amount * unused) - credit), resetPeriod: false };
  }

  private async attachCard(
    customerId: string,
    card: { number: string; brand: string; last4: string; exp_month: number; exp_year: number },
  ): Promise<PaymentMethodDoc> {
    const id = newId('pm');
    const pm: PaymentMethodDoc = {
      _id: id,
      id,
      customer: customerId,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        // like Stripe's card fingerprint: the same number gives the same value on every customer
        fingerprint: createHash('sha256').update(`local-card:${card.number}`).digest('base64url').slice(0, 16),
      },
      failsCharges: card.number === TEST_CARDS.chargeFails,
    };
    await this.paymentMethods.insertOne(pm);
    await this.customers.updateOne({ _id: customerId }, { $set: { 'invoice_settings.default_payment_method': id } });
    return pm;
  }

  private async newSubscription(
    customerId: string,
    userId: string,
    priceId: string,
    trialDays: number | null,
    paymentMethod: string | null,
    status: SubscriptionStatus,
  ): Promise<SubscriptionDoc> {
    const price = await this.price(priceId);
    const now = this.now();
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const id = newId('sub');
    const sub: SubscriptionDoc = {
      _id: id,
      id,
      object: 'subscription',
      customer: customerId,
      status,
      created: now,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: trialDays ? now : null,
      trial_end: trialEnd,
      pause_collection: null,
      default_payment_method: paymentMethod,
      pending_update: null,
      schedule: null,
      latest_invoice: null,
      cancellation_details: null,
      metadata: { userId },
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: trialEnd ?? addInterval(now, price.recurring.interval),
          },
        ],
      },
    };
    await this.subscriptions.insertOne(sub);
    return sub;
  }

  private async createInvoice(
    sub: SubscriptionDoc,
    status: InvoiceDoc['status'],
    start?: number,
    end?: number,
    amount?: number,
    description = 'Cellar Door AI Premium',
  ): Promise<InvoiceDoc> {
    const item = sub.items.data[0];
    const id = newId('in');
    const count = await this.invoices.countDocuments({ customer: sub.customer });
    const due = amount ?? item.price.unit_amount;
    const invoice: InvoiceDoc = {
      _id: id,
      id,
      object: 'invoice',
      number: `CD-${sub.customer.slice(-6).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
      customer: sub.customer,
      subscription: sub.id,
      status,
      amount_due: status === 'void' ? 0 : due,
      amount_paid: status === 'paid' ? due : 0,
      currency: BILLING_CURRENCY,
      created: this.now(),
      period_start: start ?? item.current_period_start,
      period_end: end ?? item.current_period_end,
      description,
      hosted_invoice_url: `${LOCAL_BASE}/invoice/${this.signInvoiceLink(id)}`,
      invoice_pdf: `${LOCAL_BASE}/invoice/${this.signInvoiceLink(id)}?format=pdf`,
      lines: { data: [{ period: { start: start ?? item.current_period_start, end: end ?? item.current_period_end } }] },
    };
    await this.invoices.insertOne(invoice);
    await this.subscriptions.updateOne({ _id: sub._id }, { $set: { latest_invoice: id } });
    return invoice;
  }

  /** Charges the default card; false (and invoice.payment_failed) when it is declined. */
  private async charge(sub: SubscriptionDoc, amount: number, start: number, end: number, description: string): Promise<boolean> {
    const pmId = sub.default_payment_method;
    const pm = pmId ? await this.paymentMethods.findOne({ _id: pmId }) : null;
    const ok = !!pm && !pm.failsCharges;
    const invoice = await this.createInvoice(sub, ok ? 'paid' : 'open', start, end, amount, description);
    this.emit(ok ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return ok;
  }

  private async updateSubscription(id: string, set: Partial<SubscriptionDoc>): Promise<void> {
    const sub = await this.subscriptions.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
    if (sub) this.emit('customer.subscription.updated', sub);
  }

  // ---- events ----

  /** Stores the event (tests replay them) and posts it, signed like Stripe, to the webhook handler. */
  private emit(type: string, object: object): void {
    const id = newId('evt');
    const { _id, ...body } = object as { _id?: string } & Record<string, unknown>;
    void _id;
    const event: StoredEvent = {
      _id: id,
      id,
      object: 'event',
      type,
      created: this.now(),
      api_version: API_VERSION,
      livemode: false,
      data: { object: body },
      seq: ++this.eventSeq,
    };
    const delivery = this.events
      .insertOne(event)
      .then(async () => {
        if (!this.holdDeliveries) await this.deliver(event);
      })
      .catch((err: Error) => this.logger.error(`event ${type} not delivered: ${err.message}`))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** The signed request Stripe would send for this event. */
  signedDelivery(event: StoredEvent): { payload: string; signature: string } {
    const { _id, seq, ...wire } = event;
    void _id;
    void seq;
    const payload = JSON.stringify(wire);
    // the signature's timestamp is wall-clock time: constructEvent checks it against Date.now()
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
    return { payload, signature };
  }

  async deliver(event: StoredEvent): Promise<number> {
    // like Stripe: retried with backoff until the handler answers 2xx
    let status = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { payload, signature } = this.signedDelivery(event);
      try {
        const res = await fetch(this.options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        status = res.status;
        if (res.ok) return status;
      } catch {
        status = 0;
      }
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
    this.logger.warn(`event ${event.id} (${event.type}) not accepted after retries: last status ${status}`);
    return status;
  }

  /** Resolves when every event emitted so far has been delivered (tests). */
  async flush(): Promise<void> {
    while (this.deliveries.size) await Promise.all([...this.deliveries]);
  }
}
