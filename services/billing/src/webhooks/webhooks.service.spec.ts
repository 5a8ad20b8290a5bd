import { BadRequestException, InternalServerErrorException } from '@nestjs/common';
import Stripe from 'stripe';
import type { CardSetupCheckout } from '../billing/card-setup-checkout';
import type { BillingConfig } from '../config';
import type { BillingRepository } from '../subscriptions/billing.repository';
import type { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { WebhooksService } from './webhooks.service';

const SECRET = 'whsec_unit_test';
const event = { id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { object: 'invoice', customer: 'cus_1' } } };
const payload = JSON.stringify(event);
const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });

// The marker store as the repository keeps it (unique ids); the sync is the part made to fail.
function setup(sync: () => Promise<unknown>) {
  const marked = new Set<string>();
  const repository = {
    markEvent: async (id: string) => (marked.has(id) ? false : (marked.add(id), true)),
    unmarkEvent: async (id: string) => void marked.delete(id),
  } as unknown as BillingRepository;
  const syncs: string[] = [];
  const service = new WebhooksService(
    { STRIPE_WEBHOOK_SECRET: SECRET } as BillingConfig,
    repository,
    {
      syncSubscription: async (customerId: string) => {
        syncs.push(customerId);
        return sync();
      },
    } as unknown as SubscriptionSyncService,
    { afterSetupEvent: async () => undefined } as unknown as CardSetupCheckout,
  );
  return { service, marked, syncs };
}

describe('webhook handling', () => {
  it('re-syncs the event customer once; a repeat is a duplicate', async () => {
    const { service, syncs } = setup(async () => null);
    await expect(service.handle(Buffer.from(payload), sign(payload))).resolves.toEqual({ received: true });
    await expect(service.handle(Buffer.from(payload), sign(payload))).resolves.toEqual({ received: true, duplicate: true });
    expect(syncs).toEqual(['cus_1']);
  });

  it('a failed sync removes the marker and answers 500, so the retry processes it', async () => {
    let fail = true;
    const { service, marked, syncs } = setup(async () => {
      if (fail) throw new Error('provider down');
      return null;
    });
    await expect(service.handle(Buffer.from(payload), sign(payload))).rejects.toBeInstanceOf(InternalServerErrorException);
    expect(marked.has('evt_1')).toBe(false);
    fail = false;
    await expect(service.handle(Buffer.from(payload), sign(payload))).resolves.toEqual({ received: true });
    expect(syncs).toEqual(['cus_1', 'cus_1']);
  });

  it('refuses a missing or wrong signature with 400 before anything is marked', async () => {
    const { service, marked } = setup(async () => null);
    await expect(service.handle(Buffer.from(payload), undefined)).rejects.toBeInstanceOf(BadRequestException);
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(service.handle(Buffer.from(payload), other)).rejects.toBeInstanceOf(BadRequestException);
    expect(marked.size).toBe(0);
  });

  it('ignores events that cannot change entitlement', async () => {
    const { service, syncs } = setup(async () => null);
    const body = JSON.stringify({ ...event, id: 'evt_2', type: 'price.created', data: { object: { object: 'price' } } });
    await expect(service.handle(Buffer.from(body), sign(body))).resolves.toEqual({ received: true });
    expect(syncs).toEqual([]);
  });
});
