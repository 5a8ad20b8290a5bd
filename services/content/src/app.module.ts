import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common';
import { ContentConfig } from './config';
import { ReferralsModule } from './referrals/referrals.module';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return { module: AppModule, imports: [ServiceCoreModule.forRoot('content', config), ReferralsModule] };
  }
}
