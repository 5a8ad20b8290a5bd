import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { BillingModule } from './billing/billing.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { GATEWAY_CONFIG, GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { ContentController } from './content/content.controller';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { InfraModule } from './infra/infra.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { WineriesModule } from './wineries/wineries.module';
import { CellarModule } from './cellar/cellar.module';
import { UploadsModule } from './uploads/uploads.module';
import { TranscribeModule } from './transcribe/transcribe.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        InfraModule,
        RateLimitModule,
        AccessModule,
        AccountModule,
        UploadsModule,
        BillingModule,
        RecommendationsModule,
        WineriesModule,
        CellarModule,
        TranscribeModule,
      ],
      controllers: [HealthController, ContentController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [GATEWAY_CONFIG],
    };
  }
}
