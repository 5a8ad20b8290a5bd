import { Global, Inject, Injectable, Logger, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import type { BillingConfig } from '../config';
import { LocalPaymentModule } from './local/local-payment.module';
import { CLOCK, type Clock, PAYMENT_PROVIDER, type PaymentProvider, systemClock } from './payment-provider';
import { StripePaymentModule } from './stripe-payment.module';

@Injectable()
class ProviderLifecycle implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentProvider');

  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  onApplicationBootstrap(): void {
    this.logger.log(`payment provider: ${this.provider.kind === 'stripe' ? 'Stripe' : 'local (no Stripe key set)'}`);
    // prices by lookup key, created when missing; a provider outage only delays it to first use
    this.provider.ensurePrices().catch((err: Error) => this.logger.warn(`prices not ensured at start: ${err.message}`));
  }
}

export interface ProviderOptions {
  clock?: Clock;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local payment provider (docs/architecture.md#external-providers). */
@Global()
@Module({})
export class ProviderModule {
  static register(config: BillingConfig, options: ProviderOptions = {}): DynamicModule {
    const clock = options.clock ?? systemClock;
    // the local provider posts its events to this process's own webhook port
    const host = config.BILLING_HTTP_HOST === '0.0.0.0' ? '127.0.0.1' : config.BILLING_HTTP_HOST;
    const payments = config.STRIPE_SECRET_KEY
      ? StripePaymentModule.register(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL)
      : LocalPaymentModule.register(
          {
            webhookUrl: `http://${host}:${config.BILLING_HTTP_PORT}/webhooks/stripe`,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          },
          clock,
        );
    return {
      module: ProviderModule,
      imports: [payments],
      providers: [{ provide: CLOCK, useValue: clock }, ProviderLifecycle],
      exports: [CLOCK, payments.module],
    };
  }
}
