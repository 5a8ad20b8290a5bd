import { Module } from '@nestjs/common';
import { AnalysisJobEvents } from './analysis-job-events';
import { PhotosController } from './photos.controller';
import { PremiumAiController } from './premium-ai.controller';
import { PhotoIntake } from './photo-intake';
import { UploadsController } from './uploads.controller';

/** Every photo a user sends (bottle, meal, menu) and the analysed bottles it leaves in the cellar. */
@Module({
  controllers: [PhotosController, PremiumAiController, UploadsController],
  providers: [PhotoIntake, AnalysisJobEvents],
})
export class UploadsModule {}
