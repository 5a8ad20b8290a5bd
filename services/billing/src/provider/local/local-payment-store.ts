import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { BILLING_CURRENCY, BILLING_PLANS, PREMIUM_PRICE_CATALOGUE, type BillingPlan } from '@wine/contracts';
import { isDuplicateKey } from '@wine/nest-common';
import { createHash } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';
import { CLOCK, type Clock, type ProviderPaymentMethod, type SubscriptionStatus } from '../payment-provider';
import { InvoiceLinks } from './invoice-links';
import {
  addInterval,
  DAY,
  newId,
  type CustomerDoc,
  type IntentDoc,
  type InvoiceDoc,
  type PaymentMethodDoc,
  type PendingCard,
  type PortalDoc,
  type PriceDoc,
  type SessionDoc,
  type SubscriptionDoc,
} from './local-documents';
import { TEST_CARDS, type CheckedCard } from './test-cards';

/**
 * The local provider's Stripe-shaped documents in billing's database (collections
 * `local_provider_*`), and the few ways they are made: prices, subscriptions, invoices, cards.
 * Emitting the events that go with a change is the caller's job (webhook-events.ts).
 */
@Injectable()
export class LocalPaymentStore {
  readonly prices: Collection<PriceDoc>;
  readonly customers: Collection<CustomerDoc>;
  readonly paymentMethods: Collection<PaymentMethodDoc>;
  readonly sessions: Collection<SessionDoc>;
  readonly subscriptions: Collection<SubscriptionDoc>;
  readonly invoices: Collection<InvoiceDoc>;
  readonly intents: Collection<IntentDoc>;
  readonly portals: Collection<PortalDoc>;

  constructor(
    @InjectConnection() connection: Connection,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: InvoiceLinks,
  ) {
    const c = <T extends { _id: string }>(name: string) => connection.collection<T>(`local_provider_${name}`);
    this.prices = c('prices');
    this.customers = c('customers');
    this.paymentMethods = c('payment_methods');
    this.sessions = c('checkout_sessions');
    this.subscriptions = c('subscriptions');
    this.invoices = c('invoices');
    this.intents = c('intents');
    this.portals = c('portal_sessions');
  }

  /** The Premium prices by lookup key, created when missing. */
  async ensurePrices(): Promise<Record<BillingPlan, string>> {
    const result = {} as Record<BillingPlan, string>;
    for (const plan of BILLING_PLANS) {
      const spec = PREMIUM_PRICE_CATALOGUE[plan];
      // the id derives from the lookup key, so concurrent starts create one price
      const id = `price_${spec.lookupKey}`;
      await this.prices
        .updateOne(
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
        )
        .catch((err: unknown) => {
          // two starts upserting at once: the other one created it (the store reports a duplicate key)
          if (!isDuplicateKey(err)) throw err;
        });
      result[plan] = id;
    }
    return result;
  }

  async price(priceId: string): Promise<PriceDoc> {
    const price = await this.prices.findOne({ _id: priceId });
    if (!price) throw new Error(`No such price: ${priceId}`);
    return price;
  }

  async card(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    const pm = await this.paymentMethods.findOne({ _id: paymentMethodId });
    return pm ? { ...pm.card, customerId: pm.customer } : null;
  }

  /** A checked card as its payment method will hold it, not attached to anyone yet. */
  pendingCard(card: CheckedCard): PendingCard {
    return {
      id: newId('pm'),
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: cardFingerprint(card.number),
      },
      failsCharges: card.number === TEST_CARDS.chargeFails,
    };
  }

  /** Saves a checked card on the customer and makes it their default. */
  attachCard(customerId: string, card: CheckedCard): Promise<PaymentMethodDoc> {
    return this.attachPendingCard(customerId, this.pendingCard(card));
  }

  /** Saves a card checked earlier (and confirmed since) on the customer, as their default. */
  async attachPendingCard(customerId: string, pending: PendingCard): Promise<PaymentMethodDoc> {
    const pm: PaymentMethodDoc = { _id: pending.id, ...pending, customer: customerId };
    // a retried checkout attaches the same pending card once
    await this.paymentMethods.updateOne({ _id: pm._id }, { $setOnInsert: pm }, { upsert: true });
    await this.customers.updateOne({ _id: customerId }, { $set: { 'invoice_settings.default_payment_method': pm.id } });
    return pm;
  }

  async newSubscription(
    customerId: string,
    userId: string,
    priceId: string,
    trialDays: number | null,
    paymentMethod: string | null,
    status: SubscriptionStatus,
  ): Promise<SubscriptionDoc> {
    const price = await this.price(priceId);
    const now = this.clock.now();
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

  async createInvoice(
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
      created: this.clock.now(),
      period_start: start ?? item.current_period_start,
      period_end: end ?? item.current_period_end,
      description,
      ...this.links.urls(id),
      lines: { data: [{ period: { start: start ?? item.current_period_start, end: end ?? item.current_period_end } }] },
    };
    await this.invoices.insertOne(invoice);
    await this.subscriptions.updateOne({ _id: sub._id }, { $set: { latest_invoice: id } });
    return invoice;
  }

  /** Charges the default card: the invoice is paid, or left open when the card is declined. */
  async charge(sub: SubscriptionDoc, amount: number, start: number, end: number, description: string): Promise<InvoiceDoc> {
    const pmId = sub.default_payment_method;
    const pm = pmId ? await this.paymentMethods.findOne({ _id: pmId }) : null;
    const ok = !!pm && !pm.failsCharges;
    return this.createInvoice(sub, ok ? 'paid' : 'open', start, end, amount, description);
  }

  /** Sets fields of a subscription; the updated document, or null when there is none. */
  updateSubscription(id: string, set: Partial<SubscriptionDoc>): Promise<SubscriptionDoc | null> {
    return this.subscriptions.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' });
  }
}

/** Like Stripe's card fingerprint: the same number gives the same value on every customer. */
export const cardFingerprint = (number: string) =>
  createHash('sha256').update(`local-card:${number}`).digest('base64url').slice(0, 16);
