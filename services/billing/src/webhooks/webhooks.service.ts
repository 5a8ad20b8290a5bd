import { BadRequestException, Inject, Injectable, InternalServerErrorException, Logger } from '@nestjs/common';
import { APP_CONFIG, billingMetrics } from '@wine/nest-common';
import Stripe from 'stripe';
import type { BillingConfig } from '../config';
import { BillingRepository } from '../subscriptions/billing.repository';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { CardSetupCheckout } from '../billing/card-setup-checkout';

// Events that can change what the user is entitled to; each one simply re-syncs the customer.
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** The customer an event is about, whatever object it carries. */
export function customerOfEvent(event: { data: { object: unknown } }): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (object.object === 'customer') return object.id ?? null;
  const customer = object.customer;
  return !customer ? null : typeof customer === 'string' ? customer : customer.id;
}

@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    private readonly repository: BillingRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly cardSetup: CardSetupCheckout,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    const refused = (message: string) => {
      billingMetrics.webhooks.inc({ outcome: 'refused' });
      return new BadRequestException(message);
    };
    if (!signature) throw refused('Missing Stripe-Signature header');
    if (!rawBody?.length) throw refused('Missing event body');
    let event: Stripe.Event;
    try {
      // verified on the raw bytes: a re-serialised body would not match the signature
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (err) {
      this.logger.warn(`webhook refused: ${(err as Error).message}`);
      throw refused('Invalid webhook signature');
    }
    // the marker comes first: of parallel duplicates exactly one gets past it
    if (!(await this.repository.markEvent(event.id, event.type))) {
      billingMetrics.webhooks.inc({ outcome: 'duplicate' });
      return { received: true, duplicate: true };
    }
    try {
      const customerId = HANDLED_EVENTS.has(event.type) ? customerOfEvent(event) : null;
      // a Checkout that collected the card alone: the trial starts (or waits for the member's confirm)
      const object = event.data.object as { mode?: string; id?: string };
      if (customerId && event.type === 'checkout.session.completed' && object.mode === 'setup' && object.id)
        await this.cardSetup.afterSetupEvent(object.id);
      // the event only says "look again": the sync reads the provider's current state under the
      // customer's lease, so whatever order the pods get events in, the newest state is the one kept
      if (customerId) await this.sync.syncSubscription(customerId);
      billingMetrics.webhooks.inc({ outcome: customerId ? 'processed' : 'ignored' });
      return { received: true };
    } catch (err) {
      // forget the event so the provider's retry processes it again
      await this.repository.unmarkEvent(event.id);
      billingMetrics.webhooks.inc({ outcome: 'failed' });
      this.logger.error(`webhook ${event.id} (${event.type}) failed: ${(err as Error).message}`);
      throw new InternalServerErrorException('Webhook processing failed');
    }
  }
}
