import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { APP_CONFIG } from '@wine/nest-common';
import type { Connection } from 'mongoose';
import type { BillingConfig } from '../config';
import { LocalPaymentProvider } from './local/local-payment-provider';
import { CLOCK, type Clock, PAYMENT_PROVIDER, type PaymentProvider, systemClock } from './payment-provider';
import { createStripeClient, StripePaymentProvider } from './stripe-payment-provider';

// How often the local provider catches up with the clock (trial ends, renewals): a minute is
// close enough for people; tests move the clock and call advance() themselves.
const LOCAL_TICK_MS = 60_000;

@Injectable()
class ProviderLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentProvider');
  private timer?: NodeJS.Timeout;

  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  onApplicationBootstrap(): void {
    this.logger.log(`payment provider: ${this.provider.kind === 'stripe' ? 'Stripe' : 'local (no Stripe key set)'}`);
    // prices by lookup key, created when missing; a provider outage only delays it to first use
    this.provider.ensurePrices().catch((err: Error) => this.logger.warn(`prices not ensured at start: ${err.message}`));
    const local = this.provider;
    if (local instanceof LocalPaymentProvider) {
      this.timer = setInterval(() => {
        local.advance().catch((err: Error) => this.logger.error(`local provider clock: ${err.message}`));
      }, LOCAL_TICK_MS);
      this.timer.unref();
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
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
    // the webhook handler is this process's own HTTP port
    const host = config.BILLING_HTTP_HOST === '0.0.0.0' ? '127.0.0.1' : config.BILLING_HTTP_HOST;
    return {
      module: ProviderModule,
      providers: [
        { provide: CLOCK, useValue: clock },
        {
          provide: PAYMENT_PROVIDER,
          inject: [APP_CONFIG, getConnectionToken()],
          useFactory: (cfg: BillingConfig, connection: Connection): PaymentProvider =>
            cfg.STRIPE_SECRET_KEY
              ? new StripePaymentProvider(createStripeClient(cfg.STRIPE_SECRET_KEY, cfg.STRIPE_API_URL))
              : new LocalPaymentProvider({
                  connection,
                  clock,
                  webhookUrl: `http://${host}:${cfg.BILLING_HTTP_PORT}/webhooks/stripe`,
                  webhookSecret: cfg.STRIPE_WEBHOOK_SECRET,
                }),
        },
        ProviderLifecycle,
      ],
      exports: [CLOCK, PAYMENT_PROVIDER],
    };
  }
}
