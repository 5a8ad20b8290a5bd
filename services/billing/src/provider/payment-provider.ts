import type { BillingAddress, BillingPlan, Invoice } from '@wine/contracts';

// Stripe's subscription statuses; the local provider uses the same ones.
export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/** What billing needs to know of a provider's subscription, from either provider (see subscription-state.ts). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  itemId: string;
  priceId: string;
  lookupKey: string | null;
  interval: 'month' | 'year';
  currentPeriodStart: number; // epoch seconds
  currentPeriodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  pauseCollection: { behavior: string; resumes_at: number | null } | null;
  // a plan switch waiting for payment, or a schedule: disables another switch meanwhile (docs/product-rules.md#subscription-controls)
  pendingUpdate: boolean;
  defaultPaymentMethod: string | null;
  created: number;
}

export interface ProviderCheckoutSession {
  id: string;
  customerId: string | null;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  clientReferenceId: string | null;
  /**
   * A Stripe Checkout that only collected the card (mode 'setup', docs/product-rules.md#trials):
   * billing subscribes afterwards, with the trial unless the card had one on another account.
   */
  setup: CardSetup | null;
}

export interface CardSetup {
  /** the card Checkout collected; null until the session is complete */
  paymentMethodId: string | null;
  priceId: string;
  trialDays: number | null;
}

export interface ProviderCustomer {
  id: string;
  address: BillingAddress | null;
  defaultPaymentMethod: string | null;
}

export interface ProviderPaymentMethod {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** the same card gives the same fingerprint on every customer (one trial per card) */
  fingerprint?: string | null;
  /** the customer it is attached to; null while only created in the browser (Stripe.js) */
  customerId?: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CheckoutSessionInput {
  customerId: string;
  userId: string;
  priceId: string;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionInput {
  customerId: string;
  userId: string;
  priceId: string;
  trialDays: number | null;
}

export interface CardSubscriptionInput extends SubscriptionInput {
  paymentMethodId: string;
  /** the same key for the same checkout: the success page and the webhook start one subscription */
  idempotencyKey: string;
}

export interface PlanChangeInput {
  subscription: ProviderSubscription;
  priceId: string;
  // Stripe previews and applies the same proration when both use this date
  prorationDate: number;
}

/**
 * One interface, two implementations: the Stripe adapter and the local payment provider (docs/architecture.md#external-providers).
 * Everything billing knows about a subscription comes back through these calls.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'local';
  /** Finds the Premium prices by lookup key, creating them when missing (idempotent, run at start). */
  ensurePrices(): Promise<Record<BillingPlan, string>>;
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  getCustomer(customerId: string): Promise<ProviderCustomer | null>;
  updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void>;
  getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null>;
  /**
   * payment_behavior 'default_incomplete': the client confirms with the returned secret. A trial
   * created so has no card until then, and is not Premium (subscription-state.ts derivePlan); left
   * unconfirmed it is cancelled at its end (Stripe's missing_payment_method: 'cancel').
   */
  createSubscription(input: SubscriptionInput): Promise<{ subscriptionId: string; clientSecret: string | null }>;
  /**
   * Subscribes with a card already collected (a setup-mode Checkout): a trial charges nothing now.
   * Only the Stripe adapter collects cards so; the local checkout subscribes itself.
   */
  subscribeWithCard(input: CardSubscriptionInput): Promise<string>;
  /** Every subscription of the customer, whatever its status, newest first. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  pause(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, reason: string | null): Promise<void>;
  cancelNow(subscriptionId: string, reason: string | null): Promise<void>;
  /** Ends a trial early: 'now' charges the first period at once, a time shortens it. */
  endTrial(subscriptionId: string, at: number | 'now'): Promise<void>;
  /** Account deletion: every open checkout session of the customer expires (its hosted page then answers 410). */
  expireOpenCheckouts(customerId: string): Promise<number>;
  /**
   * A subscription that started for a deleted account: every paid invoice of it is refunded in
   * full, each at most once (a second call refunds nothing more). Answers the cents refunded.
   */
  refundSubscription(subscriptionId: string): Promise<number>;
  /** Account deletion: removes the customer's e-mail and address; invoices stay (payment records). */
  forgetCustomer(customerId: string): Promise<void>;
  /** The amount (cents) the switch would charge today with proration 'always_invoice'. */
  previewPlanChange(input: PlanChangeInput): Promise<number>;
  changePlan(input: PlanChangeInput): Promise<void>;
  listInvoices(customerId: string, limit: number): Promise<Invoice[]>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Time for the local provider: tests replace it to move past trial and period ends. */
export interface Clock {
  /** epoch seconds */
  now(): number;
}
export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };
