import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PAST_DUE_GRACE_DAYS } from '@wine/contracts';
import { CLOCK, type Clock } from '../payment-provider';
import { addInterval, DAY, type SubscriptionDoc } from './local-documents';
import { LocalPaymentStore } from './local-payment-store';
import { WebhookEvents } from './webhook-events';

// How often the local provider catches up with the clock (trial ends, renewals): a minute is
// close enough for people; tests move the clock and call advance() themselves.
const LOCAL_TICK_MS = 60_000;

/**
 * The local provider's time, like a Stripe test clock: `now()` is the injected clock (tests move
 * it), and `advance()` brings every subscription up to it (docs/product-rules.md#subscription-controls).
 */
@Injectable()
export class BillingClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LocalPaymentProvider');
  private advancing: Promise<void> | null = null;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly store: LocalPaymentStore,
    private readonly events: WebhookEvents,
  ) {}

  now(): number {
    return this.clock.now();
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.advance().catch((err: Error) => this.logger.error(`local provider clock: ${err.message}`));
    }, LOCAL_TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

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
      const due = await this.store.subscriptions.findOne({
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
    const { subscriptions } = this.store;
    const item = sub.items.data[0];
    const end = item.current_period_end;
    if (sub.status === 'past_due' && item.current_period_start <= this.now() - PAST_DUE_GRACE_DAYS * DAY) {
      // the retries of the grace period failed: Stripe's "mark the subscription as unpaid"
      const unpaid = await subscriptions.findOneAndUpdate(
        { _id: sub._id, status: 'past_due' },
        { $set: { status: 'unpaid' } },
        { returnDocument: 'after' },
      );
      if (unpaid) this.events.emit('customer.subscription.updated', unpaid);
      return;
    }
    if (sub.cancel_at_period_end || sub.status === 'past_due') {
      // Stripe ends a subscription at period end, and one still unpaid when its period runs out
      const ended = await subscriptions.findOneAndUpdate(
        { _id: sub._id, 'items.data.0.current_period_end': end, status: sub.status },
        { $set: { status: 'canceled', ended_at: end, canceled_at: sub.canceled_at ?? end } },
        { returnDocument: 'after' },
      );
      if (ended) this.events.emit('customer.subscription.deleted', ended);
      return;
    }
    const next = addInterval(end, item.price.recurring.interval);
    const moved = await subscriptions.findOneAndUpdate(
      { _id: sub._id, 'items.data.0.current_period_end': end },
      { $set: { 'items.data.0.current_period_start': end, 'items.data.0.current_period_end': next, status: 'active' } },
      { returnDocument: 'after' },
    );
    if (!moved) return;
    if (sub.status === 'trialing') this.events.emit('customer.subscription.trial_will_end', sub);
    if (moved.pause_collection) {
      // pause_collection 'void': the period's invoice is voided, the subscription carries on
      await this.store.createInvoice(moved, 'void', end, next);
    } else {
      const invoice = await this.store.charge(moved, item.price.unit_amount, end, next, 'Cellar Door AI Premium');
      this.events.charged(invoice);
      if (invoice.status !== 'paid') await subscriptions.updateOne({ _id: sub._id }, { $set: { status: 'past_due' } });
    }
    this.events.emit('customer.subscription.updated', (await subscriptions.findOne({ _id: sub._id }))!);
  }
}
