import { Inject, Injectable, Logger } from '@nestjs/common';
import { TOPICS } from '@wine/contracts';
import { abuseMetrics, EventBus } from '@wine/nest-common';
import {
  CLOCK,
  type Clock,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderSubscription,
} from '../provider/payment-provider';
import { BillingRepository } from './billing.repository';
import type { SubscriptionRecord } from './billing-records.schema';
import { TrialRules } from '../trials/trial-rules';
import { currentSubscription, derivePlan, paidSince } from './subscription-state';
import { SyncLeases } from './sync-leases';

export interface SyncResult {
  record: SubscriptionRecord;
  subscription: ProviderSubscription | null;
}

/**
 * The one place our subscription state is written: checkout success, every webhook
 * and every management call end here. It reads the provider's current state rather than trusting
 * an event body, so events may arrive twice or in any order; and syncs of one customer run one at a
 * time on every pod together (SyncLeases), so an older read never overwrites a newer one.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);
  // Syncs of one customer run one after another in this process (the lease then orders the pods),
  // so a burst of events waits here rather than polling the store for the lease.
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
    private readonly events: EventBus,
    private readonly trials: TrialRules,
    private readonly leases: SyncLeases,
  ) {}

  async syncSubscription(customerId: string): Promise<SyncResult | null> {
    const previous = this.running.get(customerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.leases.holding(customerId, () => this.syncNow(customerId)));
    this.running.set(customerId, next);
    try {
      return await next;
    } finally {
      if (this.running.get(customerId) === next) this.running.delete(customerId);
    }
  }

  private async syncNow(customerId: string): Promise<SyncResult | null> {
    const customer = await this.repository.customerById(customerId);
    // a customer billing never created (another app on the same Stripe account): nothing to do
    if (!customer) return null;
    let subscription = currentSubscription(await this.provider.listSubscriptions(customerId));
    // a checkout completed after the account was deleted: nothing may run for it (docs/product-rules.md#account-deletion-and-data-retention)
    if (customer.deletedAt && subscription && !['canceled', 'incomplete_expired'].includes(subscription.status)) {
      // refunded first: a refund that fails leaves the subscription live, so the retry refunds again
      const cents = await this.provider.refundSubscription(subscription.id);
      await this.provider.cancelNow(subscription.id, null);
      abuseMetrics.deletedAccountRefunds.inc();
      this.logger.warn(
        `subscription ${subscription.id} started for deleted account ${customer.userId}: cancelled at once, ${cents} cents refunded`,
      );
      subscription = currentSubscription(await this.provider.listSubscriptions(customerId));
    }
    // a card just confirmed on a trial may end or shorten it (one trial per person)
    if (await this.trials.checkConfirmedCard(customer, subscription))
      subscription = currentSubscription(await this.provider.listSubscriptions(customerId));
    // past_due is Premium only for a subscription that has been paid before (docs/product-rules.md#plans)
    const paidOnce =
      subscription?.status === 'past_due' && paidSince(subscription, await this.provider.listInvoices(customerId, 24));
    const plan = derivePlan(subscription, this.clock.now(), paidOnce);
    const record = await this.repository.saveState({
      userId: customer.userId,
      customerId,
      subscriptionId: subscription?.id ?? null,
      status: subscription?.status ?? null,
      plan,
      interval: subscription?.interval ?? null,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      trialEnd: subscription?.trialEnd ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      paused: Boolean(subscription?.pauseCollection),
    });
    // a deleted account has no plan to change: the event would bring its records back in identity and the cellar
    if (!customer.deletedAt) await this.publishIfChanged(customer.userId, plan, subscription?.currentPeriodEnd ?? null);
    return { record, subscription };
  }

  private async publishIfChanged(userId: string, plan: 'free' | 'premium', currentPeriodEnd: number | null): Promise<void> {
    const record = await this.repository.subscriptionOf(userId);
    // nothing to tell for a user who never was Premium and still is not
    if (plan === 'free' && (record?.publishedPlan ?? null) === null) return;
    const claim = await this.repository.claimPublish(userId, plan);
    if (!claim) return;
    try {
      // keyed by user: one partition, so identity sees a user's changes in order
      await this.events.publish(TOPICS.planChanged, { userId, plan, currentPeriodEnd }, userId);
      this.logger.log(`plan of ${userId} is now ${plan}`);
    } catch (err) {
      // give the claim back so the retry (webhook redelivery or the next call) publishes it
      await this.repository.releasePublish(claim);
      throw err;
    }
  }
}
