import { Module } from '@nestjs/common';
import { PalateModule } from '../palate/palate.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { DinnerController } from './dinner.controller';

@Module({ imports: [RecommendationsModule, PalateModule], controllers: [DinnerController] })
export class DinnerModule {}
