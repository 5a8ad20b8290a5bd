import { Module } from '@nestjs/common';
import { PalateController } from './palate.controller';
import { RecommendationsController } from './recommendations.controller';
import { UserPreferencesReader } from './user-preferences';

@Module({
  controllers: [RecommendationsController, PalateController],
  providers: [UserPreferencesReader],
  // the dinner plan reads the member's preferences as a search does
  exports: [UserPreferencesReader],
})
export class RecommendationsModule {}
