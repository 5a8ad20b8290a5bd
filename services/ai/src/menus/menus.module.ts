import { Module } from '@nestjs/common';
import { OpenAiVision } from '../meal/openai-vision';
import { storageProvider } from '../photos/storage.provider';
import { MenuOcrClient } from './menu-ocr.client';
import { MenusController } from './menus.controller';
import { MenusService } from './menus.service';

@Module({
  controllers: [MenusController],
  providers: [MenusService, MenuOcrClient, OpenAiVision, storageProvider],
})
export class MenusModule {}
