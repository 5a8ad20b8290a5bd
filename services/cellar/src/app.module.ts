import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common';
import { CellarConfig } from './config';

@Module({})
export class AppModule {
  static register(config: CellarConfig): DynamicModule {
    return { module: AppModule, imports: [ServiceCoreModule.forRoot('cellar', config)] };
  }
}
