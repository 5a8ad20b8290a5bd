import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BILLING_MESSAGES,
  type BillingAddress,
  type BillingInfo,
  type BillingMessage,
  type BillingProviderInfo,
  type BillingPlan,
  type CancelReason,
  type CheckoutSessionResponse,
  type CheckoutSuccessResponse,
  type TrialOffer,
  type PortalSessionResponse,
  type SubscriptionCreationResponse,
} from '@wine/contracts';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import type { BillingConfig } from '../config';
import {
  CLOCK,
  type Clock,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderSubscription,
} from '../provider/payment-provider';
import { viaProvider } from '../provider/via-provider';
import { BillingRepository } from '../subscriptions/billing.repository';
import { hasLiveSubscription, currentSubscription, isUnconfirmedTrial } from '../subscriptions/subscription-state';
import { TrialRules } from '../trials/trial-rules';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { CardSetupCheckout } from './card-setup-checkout';

const INVOICES_SHOWN = 24;
const PLAN_OF_INTERVAL: Record<'month' | 'year', BillingPlan> = { month: 'monthly', year: 'yearly' };

const aud = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const auDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Melbourne',
  });

interface NewSubscriptionInput {
  userId: string;
  email: string;
  plan: BillingPlan;
  referred: boolean;
}
// a live subscription already: nothing new starts
type NewSubscriptionTerms =
  { customerId: string; live: true } | { customerId: string; live: false; priceId: string; trialDays: number | null };

/** The billing calls. Each management call ends in syncSubscription. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly trials: TrialRules,
    private readonly cardSetup: CardSetupCheckout,
  ) {}

  providerKind(): BillingProviderInfo {
    const stripe = this.provider.kind === 'stripe';
    return { provider: this.provider.kind, publishableKey: stripe ? (this.config.STRIPE_PUBLISHABLE_KEY ?? null) : null };
  }

  async createCheckoutSession(input: NewSubscriptionInput & { origin: string }): Promise<CheckoutSessionResponse> {
    const terms = await this.newSubscriptionTerms(input);
    if (terms.live) {
      await this.sync.syncSubscription(terms.customerId);
      return { url: null, hasActiveSubscription: true, message: BILLING_MESSAGES.alreadySubscribed };
    }
    const session = await viaProvider(() =>
      this.provider.createCheckoutSession({
        customerId: terms.customerId,
        userId: input.userId,
        priceId: terms.priceId,
        trialDays: terms.trialDays,
        successUrl: `${input.origin}/checkout?session_id={CHECKOUT_SESSION_ID}&subscription=success`,
        cancelUrl: `${input.origin}/checkout?plan=${input.plan}`,
      }),
    );
    return { url: session.url, hasActiveSubscription: false, message: 'Checkout session created' };
  }

  /** What a new subscription would start with, said before payment (docs/product-rules.md#trials); stores nothing. */
  async trialOffer(input: { userId: string; email: string; referred: boolean }): Promise<TrialOffer> {
    const customer = await this.repository.customerOfUser(input.userId);
    const subs = customer ? await viaProvider(() => this.provider.listSubscriptions(customer.customerId)) : [];
    const live = subs.filter((s) => !isUnconfirmedTrial(s));
    if (hasLiveSubscription(currentSubscription(live))) return { trialDays: null, subscribed: true };
    return { trialDays: await this.trials.trialDays(input, live, input.referred), subscribed: false };
  }

  async checkoutSuccess(input: { userId: string; sessionId: string }): Promise<CheckoutSuccessResponse> {
    const customer = await this.repository.customerOfUser(input.userId);
    const session = customer
      ? await viaProvider(() => this.provider.getCheckoutSession(input.sessionId)).catch(() => null)
      : null;
    // another user's session is as good as none
    if (!customer || !session || session.customerId !== customer.customerId) throw rpcError(404, 'Checkout session not found');
    if (session.status !== 'complete') return { success: false, message: 'Checkout is not complete yet.', trialDays: null };
    // Stripe collected the card alone: the trial starts now, or the member confirms the charge first
    const setup = session.setup ? await viaProvider(() => this.cardSetup.subscribeAfterSetup(input.userId, session)) : null;
    if (setup && !setup.started) return { success: false, message: setup.confirmLine, trialDays: null };
    const result = await this.sync.syncSubscription(customer.customerId);
    const premium = result?.record.plan === 'premium';
    const trialDays = premium ? trialLength(result.subscription) : null;
    return {
      success: premium,
      message: !premium
        ? 'Your subscription is not active.'
        : trialDays
          ? `Your ${trialDays}-day free trial has started. You'll be charged after the trial period.`
          : 'Welcome to Premium! Your subscription is active.',
      trialDays,
    };
  }

  async createSubscription(input: NewSubscriptionInput): Promise<SubscriptionCreationResponse> {
    const terms = await this.newSubscriptionTerms(input);
    if (terms.live) return { clientSecret: null, message: BILLING_MESSAGES.alreadySubscribedShort };
    const created = await viaProvider(() =>
      this.provider.createSubscription({
        customerId: terms.customerId,
        userId: input.userId,
        priceId: terms.priceId,
        trialDays: terms.trialDays,
      }),
    );
    await this.sync.syncSubscription(terms.customerId);
    return { clientSecret: created.clientSecret, message: 'Subscription created' };
  }

  async billingInfo(userId: string): Promise<BillingInfo> {
    const customer = await this.repository.customerOfUser(userId);
    const result = customer ? await this.sync.syncSubscription(customer.customerId) : null;
    if (!customer || !result || result.record.plan !== 'premium')
      throw rpcError(403, BILLING_MESSAGES.premiumRequired, { upgrade: true });
    const sub = result.subscription!;
    const [providerCustomer, invoices] = await viaProvider(() =>
      Promise.all([
        this.provider.getCustomer(customer.customerId),
        this.provider.listInvoices(customer.customerId, INVOICES_SHOWN),
      ]),
    );
    const pmId = sub.defaultPaymentMethod ?? providerCustomer?.defaultPaymentMethod ?? null;
    const card = pmId ? await viaProvider(() => this.provider.getPaymentMethod(pmId)) : null;
    // what the page shows of the card; its fingerprint stays with billing (trial rules)
    const paymentMethod = card && { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year };
    const address = providerCustomer?.address;
    return {
      subscription: {
        current_period_end: sub.currentPeriodEnd,
        plan: sub.interval,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        pause_collection: sub.pauseCollection,
        status: sub.status,
        trial_end: sub.trialEnd,
        pending_update: sub.pendingUpdate,
      },
      paymentMethod: paymentMethod ?? null,
      // an address needs at least its first line; a country alone is not one yet
      customer: { address: address && address.line1 ? address : null },
      invoices,
    };
  }

  async updateAddress(userId: string, address: BillingAddress): Promise<BillingMessage> {
    const { customerId } = await this.requireSubscription(userId);
    await viaProvider(() => this.provider.updateCustomerAddress(customerId, address));
    return { message: 'Billing address updated successfully' };
  }

  async createPortalSession(userId: string, origin: string): Promise<PortalSessionResponse> {
    const { customerId } = await this.requireSubscription(userId);
    return { url: await viaProvider(() => this.provider.createPortalSession(customerId, `${origin}/subscription`)) };
  }

  async pause(userId: string): Promise<BillingMessage> {
    const { customerId, sub } = await this.requireSubscription(userId);
    if (sub.pauseCollection) throw rpcError(409, 'Your subscription is already paused.');
    if (sub.cancelAtPeriodEnd)
      throw rpcError(409, 'Your subscription is set to cancel at the end of the period. Reactivate it before pausing.');
    await viaProvider(() => this.provider.pause(sub.id));
    await this.sync.syncSubscription(customerId);
    return { message: 'Subscription paused. You can resume it anytime.' };
  }

  async resume(userId: string): Promise<BillingMessage> {
    const { customerId, sub } = await this.requireSubscription(userId);
    if (!sub.pauseCollection) throw rpcError(409, 'Your subscription is not paused.');
    await viaProvider(() => this.provider.resume(sub.id));
    await this.sync.syncSubscription(customerId);
    return { message: 'Subscription resumed. Billing continues as normal.' };
  }

  async cancel(userId: string, cancelImmediately: boolean, reason: CancelReason | null): Promise<BillingMessage> {
    const { customerId, sub } = await this.requireSubscription(userId);
    if (sub.pauseCollection) throw rpcError(409, 'Your subscription is paused. Resume it before cancelling.');
    if (cancelImmediately) {
      await viaProvider(() => this.provider.cancelNow(sub.id, reason));
      await this.sync.syncSubscription(customerId);
      return { message: 'Your subscription has been cancelled. You are now on the Free plan.' };
    }
    // docs/product-rules.md#subscription-controls: cancelling at period end takes a reason (without one the page offers the retention dialog)
    if (!reason) throw rpcError(400, 'reason is required to cancel at the end of the period');
    if (sub.cancelAtPeriodEnd) throw rpcError(409, 'Your subscription is already set to cancel at the end of the period.');
    await viaProvider(() => this.provider.setCancelAtPeriodEnd(sub.id, true, reason));
    await this.sync.syncSubscription(customerId);
    return { message: `Your subscription will end on ${auDate(sub.currentPeriodEnd)}. You keep Premium until then.` };
  }

  async reactivate(userId: string): Promise<BillingMessage> {
    const { customerId, sub } = await this.requireSubscription(userId);
    if (!sub.cancelAtPeriodEnd) throw rpcError(409, 'Your subscription is not set to cancel.');
    await viaProvider(() => this.provider.setCancelAtPeriodEnd(sub.id, false, null));
    await this.sync.syncSubscription(customerId);
    return { message: 'Welcome back! Your Premium subscription will continue.' };
  }

  async changePlan(userId: string, newPlan: BillingPlan): Promise<BillingMessage> {
    const { customerId, sub } = await this.requireSubscription(userId);
    // Disabled rules (docs/product-rules.md#subscription-controls): already current, a change pending, or paused
    if (PLAN_OF_INTERVAL[sub.interval] === newPlan) throw rpcError(409, `You are already on the ${newPlan} plan.`);
    if (sub.pendingUpdate || sub.status === 'incomplete')
      throw rpcError(409, 'A plan change is already pending. Please wait for it to finish.');
    if (sub.pauseCollection) throw rpcError(409, 'Your subscription is paused. Resume it before changing plan.');
    const prices = await viaProvider(() => this.provider.ensurePrices());
    const change = { subscription: sub, priceId: prices[newPlan], prorationDate: this.clock.now() };
    // previewed first, with the same proration date, so the message states what is charged
    const amount = await viaProvider(() => this.provider.previewPlanChange(change));
    await viaProvider(() => this.provider.changePlan(change));
    await this.sync.syncSubscription(customerId);
    const charged = amount > 0 ? `${aud(amount)} (prorated) was charged today.` : 'Nothing is charged today.';
    return { message: `Switched to ${newPlan} billing. ${charged}` };
  }

  async downgrade(userId: string): Promise<BillingMessage> {
    const customer = await this.repository.customerOfUser(userId);
    const subs = customer ? await viaProvider(() => this.provider.listSubscriptions(customer.customerId)) : [];
    const sub = currentSubscription(subs);
    if (!customer || !hasLiveSubscription(sub)) throw rpcError(409, 'You are already on the Free plan.');
    await viaProvider(() => this.provider.cancelNow(sub!.id, null));
    await this.sync.syncSubscription(customer.customerId);
    return { message: 'You are now on the Free plan. Your wines and analyses are kept.' };
  }

  // ---- helpers ----

  /**
   * The customer's subscriptions before a new one starts: a trial left unconfirmed (the /subscribe
   * page closed before the card) is cancelled first, so at most one attempt can become Premium.
   */
  /** Checkout and /subscribe start the same way: the customer, then the plan's price and the trial (docs/product-rules.md#trials). */
  private async newSubscriptionTerms(input: NewSubscriptionInput): Promise<NewSubscriptionTerms> {
    const customerId = await this.ensureCustomer(input.userId, input.email);
    const subs = await this.subscriptionsToStartFrom(customerId);
    if (hasLiveSubscription(currentSubscription(subs))) return { customerId, live: true };
    const prices = await viaProvider(() => this.provider.ensurePrices());
    const trialDays = await this.trials.trialDays(input, subs, input.referred);
    return { customerId, live: false, priceId: prices[input.plan], trialDays };
  }

  private async subscriptionsToStartFrom(customerId: string): Promise<ProviderSubscription[]> {
    const subs = await viaProvider(() => this.provider.listSubscriptions(customerId));
    const abandoned = subs.filter(isUnconfirmedTrial);
    if (!abandoned.length) return subs;
    for (const sub of abandoned) await viaProvider(() => this.provider.cancelNow(sub.id, null));
    return viaProvider(() => this.provider.listSubscriptions(customerId));
  }

  /**
   * Account deletion: the subscription ends at once (nothing more is charged), and the customer's
   * e-mail and address are removed here and at the provider; invoices and our subscription record
   * stay as payment records (docs/product-rules.md#account-deletion-and-data-retention). Idempotent.
   */
  async forgetUser(userId: string): Promise<void> {
    const customer = await this.repository.customerOfUser(userId);
    if (!customer) return;
    // first, so a checkout page left open cannot start a subscription meanwhile
    const expired = await viaProvider(() => this.provider.expireOpenCheckouts(customer.customerId));
    const subs = await viaProvider(() => this.provider.listSubscriptions(customer.customerId));
    for (const sub of subs.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired'))
      await viaProvider(() => this.provider.cancelNow(sub.id, null));
    await viaProvider(() => this.provider.forgetCustomer(customer.customerId));
    await this.repository.forgetCustomer(userId);
    await this.sync.syncSubscription(customer.customerId);
    this.logger.log(
      `billing of deleted account ${userId}: subscription ended, ${expired} open checkouts expired, customer details removed`,
    );
  }

  private async ensureCustomer(userId: string, email: string): Promise<string> {
    const existing = await this.repository.customerOfUser(userId);
    if (existing) return existing.customerId;
    const customerId = await viaProvider(() => this.provider.createCustomer({ email, userId }));
    return (await this.repository.saveCustomer({ userId, customerId, email })).customerId;
  }

  /** The user's live subscription, fresh from the provider, or 403 for a Free user. */
  private async requireSubscription(userId: string): Promise<{ customerId: string; sub: ProviderSubscription }> {
    const customer = await this.repository.customerOfUser(userId);
    const sub = customer
      ? currentSubscription(await viaProvider(() => this.provider.listSubscriptions(customer.customerId)))
      : null;
    if (!customer || !sub || !hasLiveSubscription(sub)) throw rpcError(403, BILLING_MESSAGES.noSubscription, { upgrade: true });
    return { customerId: customer.customerId, sub };
  }
}

/** Whole days of a running trial (the trial is the subscription's first period). */
function trialLength(sub: ProviderSubscription | null | undefined): number | null {
  if (!sub || sub.status !== 'trialing' || !sub.trialEnd) return null;
  return Math.round((sub.trialEnd - sub.currentPeriodStart) / 86_400);
}
