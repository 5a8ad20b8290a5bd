import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { BillingController } from './billing/billing.controller';
import { AccountDeletionConsumer } from './billing/account-deletion.consumer';
import { BillingService } from './billing/billing.service';
import { CardSetupCheckout } from './billing/card-setup-checkout';
import { CardTrialCheck } from './billing/card-trial-check';
import { BillingConfig } from './config';
import { ProviderModule, type ProviderOptions } from './provider/provider.module';
import {
  BillingCustomer,
  BillingCustomerSchema,
  PlanPublication,
  PlanPublicationSchema,
  SubscriptionRecord,
  SubscriptionRecordSchema,
  WebhookEvent,
  WebhookEventSchema,
} from './subscriptions/billing-records.schema';
import { BillingRepository } from './subscriptions/billing.repository';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service';
import { SyncLeases } from './subscriptions/sync-leases';
import {
  CardCheck,
  CardCheckSchema,
  CardOwner,
  CardOwnerSchema,
  TrialGrant,
  TrialGrantSchema,
} from './trials/trial-records.schema';
import { CardTrialLookupModule } from './trials/card-trial-lookup.module';
import { TrialRules } from './trials/trial-rules';
import { WebhooksController } from './webhooks/webhooks.controller';
import { WebhooksService } from './webhooks/webhooks.service';

@Module({})
export class AppModule {
  /** `options.clock` lets the lifecycle tests move the local provider past trial and period ends. */
  static register(config: BillingConfig, options: ProviderOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot('billing', config),
        ProviderModule.register(config, options),
        CardTrialLookupModule,
        MongooseModule.forFeature([
          { name: BillingCustomer.name, schema: BillingCustomerSchema },
          { name: SubscriptionRecord.name, schema: SubscriptionRecordSchema },
          { name: WebhookEvent.name, schema: WebhookEventSchema },
          { name: PlanPublication.name, schema: PlanPublicationSchema },
          { name: TrialGrant.name, schema: TrialGrantSchema },
          { name: CardOwner.name, schema: CardOwnerSchema },
          { name: CardCheck.name, schema: CardCheckSchema },
        ]),
      ],
      controllers: [WebhooksController, BillingController],
      providers: [
        BillingRepository,
        SubscriptionSyncService,
        SyncLeases,
        BillingService,
        CardSetupCheckout,
        CardTrialCheck,
        WebhooksService,
        TrialRules,
        AccountDeletionConsumer,
      ],
    };
  }
}
