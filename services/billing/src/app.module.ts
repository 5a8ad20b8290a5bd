import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common';
import { BillingConfig } from './config';
import { WebhooksController } from './webhooks/webhooks.controller';

@Module({})
export class AppModule {
  static register(config: BillingConfig): DynamicModule {
    return { module: AppModule, imports: [ServiceCoreModule.forRoot('billing', config)], controllers: [WebhooksController] };
  }
}
