import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CellarSignalsClient } from './cellar-signals.client';
import { RecommendationFeedbackRecord, RecommendationFeedbackSchema } from './feedback.schema';
import { FeedbackRepository } from './feedback.repository';
import { PalateCache } from './palate-cache';
import { PalateController } from './palate.controller';
import { PalateService } from './palate.service';

/** Thumbs on recommendations and the palate built from them and the cellar. */
@Module({
  imports: [MongooseModule.forFeature([{ name: RecommendationFeedbackRecord.name, schema: RecommendationFeedbackSchema }])],
  controllers: [PalateController],
  providers: [FeedbackRepository, CellarSignalsClient, PalateCache, PalateService],
  exports: [PalateService],
})
export class PalateModule {}
