import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common';
import { IdentityConfig } from './config';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return { module: AppModule, imports: [ServiceCoreModule.forRoot('identity', config)] };
  }
}
