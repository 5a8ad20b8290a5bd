// The local payment provider's documents, shaped like Stripe's objects (API "basil"), so the Stripe
// mappings in subscriptions/subscription-state.ts read them unchanged.
import type { BillingAddress } from '@wine/contracts';
import { randomBytes } from 'node:crypto';
import type { SubscriptionStatus } from '../payment-provider';

export interface PriceDoc {
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
export interface CustomerDoc {
  _id: string;
  id: string;
  object: 'customer';
  email: string;
  metadata: { userId: string };
  address: BillingAddress | null;
  invoice_settings: { default_payment_method: string | null };
  created: number;
}
export interface PaymentMethodDoc {
  _id: string;
  id: string;
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  // a 4000…0341 card: attaches, then every charge fails
  failsCharges: boolean;
}
/** A checked card not yet attached: what its payment method will hold. */
export type PendingCard = Pick<PaymentMethodDoc, 'id' | 'card' | 'failsCharges'>;
export interface SessionDoc {
  _id: string;
  id: string;
  object: 'checkout.session';
  customer: string;
  client_reference_id: string;
  price: string;
  trial_days: number | null;
  /**
   * a card that had its trial elsewhere, waiting for the member to confirm the charge: kept on the
   * session only (never the number), attached to the customer only when confirmed, so a lookup
   * that ends without a subscription leaves no card behind
   */
  pending_payment_method?: string | null;
  pending_card?: PendingCard | null;
  status: 'open' | 'processing' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
}
export interface SubscriptionDoc {
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
export interface InvoiceDoc {
  _id: string;
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open' | 'void';
  amount_due: number;
  amount_paid: number;
  /** set once the charge was given back (a subscription started for a deleted account) */
  amount_refunded?: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  description: string;
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: { data: { period: { start: number; end: number } }[] };
}
export interface IntentDoc {
  _id: string; // the client secret
  id: string;
  type: 'setup' | 'payment';
  customer: string;
  subscription: string;
  invoice: string | null;
  status: 'requires_payment_method' | 'succeeded';
}
export interface PortalDoc {
  _id: string;
  customer: string;
  return_url: string;
  created: number;
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

/** Stripe-style ids: `cus_…`, `sub_…`, `in_…`. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const DAY = 86_400;
// outside the gateway's member-only paths: like Stripe's pages, these need no sign-in
export const LOCAL_BASE = '/api/local-payments';
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

/** What the local provider is told by billing's configuration. */
export interface LocalPaymentSettings {
  // billing's own webhook handler, where the events are posted
  webhookUrl: string;
  // signs the events like Stripe does, and the invoice links
  webhookSecret: string;
}
export const LOCAL_PAYMENT_SETTINGS = Symbol('LOCAL_PAYMENT_SETTINGS');
