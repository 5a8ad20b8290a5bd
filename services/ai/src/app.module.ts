import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { CatalogueMatchModule } from './catalogue-match/catalogue-match.module';
import { AiConfig } from './config';
import { DinnerModule } from './dinner/dinner.module';
import { MenusModule } from './menus/menus.module';
import { PhotosModule } from './photos/photos.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { WineriesModule } from './wineries/wineries.module';

@Module({})
export class AppModule {
  static register(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot('ai', config),
        PhotosModule,
        RecommendationsModule,
        WineriesModule,
        MenusModule,
        CatalogueMatchModule,
        DinnerModule,
      ],
    };
  }
}
