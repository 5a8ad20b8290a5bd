import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { PremiumAiController } from './premium-ai.controller';
import { PremiumAiService } from './premium-ai.service';

@Module({ imports: [PhotosModule], controllers: [PremiumAiController], providers: [PremiumAiService] })
export class PremiumAiModule {}
