import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';
import Stripe from 'stripe';
import { CLOCK, type Clock } from '../payment-provider';
import { LOCAL_PAYMENT_SETTINGS, newId, type InvoiceDoc, type LocalPaymentSettings, type StoredEvent } from './local-documents';

// the local provider's own API version string, as in Stripe's events
const API_VERSION = '2025-08-27.basil';

/**
 * The local provider's webhook events: stored (tests replay them), signed exactly like Stripe's and
 * posted to billing's own webhook handler, so both providers go through the same webhook code.
 */
@Injectable()
export class WebhookEvents {
  private readonly logger = new Logger('LocalPaymentProvider');
  readonly stored: Collection<StoredEvent>;
  private readonly deliveries = new Set<Promise<void>>();
  private eventSeq = 0;
  /** Tests hold deliveries back to replay the stored events themselves (duplicates, reverse order). */
  holdDeliveries = false;

  constructor(
    @InjectConnection() connection: Connection,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOCAL_PAYMENT_SETTINGS) private readonly settings: LocalPaymentSettings,
  ) {
    this.stored = connection.collection<StoredEvent>('local_provider_events');
  }

  /** Stores the event and posts it, signed like Stripe, to the webhook handler. */
  emit(type: string, object: object): void {
    const id = newId('evt');
    const { _id, ...body } = object as { _id?: string } & Record<string, unknown>;
    void _id;
    const event: StoredEvent = {
      _id: id,
      id,
      object: 'event',
      type,
      created: this.clock.now(),
      api_version: API_VERSION,
      livemode: false,
      data: { object: body },
      seq: ++this.eventSeq,
    };
    const delivery = this.stored
      .insertOne(event)
      .then(async () => {
        if (!this.holdDeliveries) await this.deliver(event);
      })
      .catch((err: Error) => this.logger.error(`event ${type} not delivered: ${err.message}`))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** A charge's outcome: invoice.paid, or invoice.payment_failed when the card was declined. */
  charged(invoice: InvoiceDoc): void {
    this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  /** The signed request Stripe would send for this event. */
  signedDelivery(event: StoredEvent): { payload: string; signature: string } {
    const { _id, seq, ...wire } = event;
    void _id;
    void seq;
    const payload = JSON.stringify(wire);
    // the signature's timestamp is wall-clock time: constructEvent checks it against Date.now()
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.settings.webhookSecret });
    return { payload, signature };
  }

  async deliver(event: StoredEvent): Promise<number> {
    // like Stripe: retried with backoff until the handler answers 2xx
    let status = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { payload, signature } = this.signedDelivery(event);
      try {
        const res = await fetch(this.settings.webhookUrl, {
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
