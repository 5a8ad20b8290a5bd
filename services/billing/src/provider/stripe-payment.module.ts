import { Controller, type DynamicModule, Module, UseFilters } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS } from '@wine/contracts';
import { rpcError, RpcErrorFilter } from '@wine/nest-common';
import { PAYMENT_PROVIDER } from './payment-provider';
import { createStripeClient, StripePaymentProvider } from './stripe-payment-provider';

/** With Stripe, Stripe hosts the payment pages: the local pages' addresses answer 404. */
@Controller()
// errors as { statusCode, message }: billing is hybrid, and its transport takes no global filter (main.ts)
@UseFilters(RpcErrorFilter)
class NoLocalPagesController {
  @MessagePattern(PATTERNS.billing.localPage)
  page(): never {
    throw rpcError(404, 'Not found');
  }

  @MessagePattern(PATTERNS.billing.localConfirm)
  confirm(): never {
    throw rpcError(404, 'Not found');
  }
}

/** The Stripe adapter, used when STRIPE_SECRET_KEY is set (docs/architecture.md#external-providers). */
@Module({})
export class StripePaymentModule {
  static register(secretKey: string, apiUrl?: string): DynamicModule {
    return {
      module: StripePaymentModule,
      controllers: [NoLocalPagesController],
      providers: [
        {
          provide: PAYMENT_PROVIDER,
          useFactory: () => new StripePaymentProvider(createStripeClient(secretKey, apiUrl)),
        },
      ],
      exports: [PAYMENT_PROVIDER],
    };
  }
}
