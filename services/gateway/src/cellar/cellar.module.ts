import { Module } from '@nestjs/common';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { CatalogueController } from './catalogue.controller';
import { CellarImportController } from './cellar-import.controller';
import { CellarController } from './cellar.controller';
import { DinnerController } from './dinner.controller';

// the dinner plan reads the member's preferences as a search does
@Module({
  imports: [RecommendationsModule],
  controllers: [DinnerController, CatalogueController, CellarController, CellarImportController],
})
export class CellarModule {}
