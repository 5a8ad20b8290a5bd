import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { CellarItemsClient } from './cellar-items.client';
import { OpenAiEngine } from './openai-engine';
import { PalateModule } from '../palate/palate.module';
import { RecommendationSearchRecord, RecommendationSearchSchema } from './recommendation-search.schema';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsRepository } from './recommendations.repository';
import { RecommendationsService } from './recommendations.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: RecommendationSearchRecord.name, schema: RecommendationSearchSchema }]),
    EmbeddingsModule,
    PalateModule,
  ],
  controllers: [RecommendationsController],
  providers: [RecommendationsRepository, RecommendationsService, OpenAiEngine, CellarItemsClient],
  // the meal flow offers the foods of a user's recent searches as dishes to confirm
  exports: [RecommendationsRepository, CellarItemsClient],
})
export class RecommendationsModule {}
