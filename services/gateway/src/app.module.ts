import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { GATEWAY_CONFIG, GatewayConfig } from './config';
import { HealthController } from './health/health.controller';
import { ContentController } from './content/content.controller';
import { PhotosModule } from './photos/photos.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ServicesModule } from './services/services.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { WineriesModule } from './wineries/wineries.module';
import { CellarModule } from './cellar/cellar.module';
import { UploadsModule } from './uploads/uploads.module';
import { PremiumAiModule } from './premium-ai/premium-ai.module';
import { TranscribeModule } from './transcribe/transcribe.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServicesModule,
        RateLimitModule,
        AuthModule,
        PhotosModule,
        BillingModule,
        RecommendationsModule,
        WineriesModule,
        CellarModule,
        UploadsModule,
        TranscribeModule,
        PremiumAiModule,
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
