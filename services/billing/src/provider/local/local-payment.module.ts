import { type DynamicModule, Module } from '@nestjs/common';
import { CLOCK, type Clock, PAYMENT_PROVIDER } from '../payment-provider';
import { BillingClock } from './billing-clock';
import { HostedPagesController } from './hosted-pages.controller';
import { HostedPages } from './hosted-pages.service';
import { InvoiceLinks } from './invoice-links';
import { LOCAL_PAYMENT_SETTINGS, type LocalPaymentSettings } from './local-documents';
import { LocalPaymentProvider } from './local-payment-provider';
import { LocalPaymentStore } from './local-payment-store';
import { WebhookEvents } from './webhook-events';

/**
 * The local payment provider, used when no Stripe key is set (docs/architecture.md#external-providers):
 * the store, its clock, its webhook events, the port, and the hosted pages Stripe would serve.
 */
@Module({})
export class LocalPaymentModule {
  static register(settings: LocalPaymentSettings, clock: Clock): DynamicModule {
    return {
      module: LocalPaymentModule,
      controllers: [HostedPagesController],
      providers: [
        { provide: CLOCK, useValue: clock },
        { provide: LOCAL_PAYMENT_SETTINGS, useValue: settings },
        InvoiceLinks,
        LocalPaymentStore,
        WebhookEvents,
        BillingClock,
        LocalPaymentProvider,
        HostedPages,
        { provide: PAYMENT_PROVIDER, useExisting: LocalPaymentProvider },
      ],
      exports: [PAYMENT_PROVIDER],
    };
  }
}
