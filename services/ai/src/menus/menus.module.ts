import { Module } from '@nestjs/common';
import { OpenAiVision } from '../meal/openai-vision';
import { storageProvider } from '../photos/storage.provider';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { MenuOcrClient } from './menu-ocr.client';
import { MenusController } from './menus.controller';
import { MenusService } from './menus.service';

@Module({
  imports: [RecommendationsModule],
  controllers: [MenusController],
  providers: [MenusService, MenuOcrClient, OpenAiVision, storageProvider],
})
export class MenusModule {}
