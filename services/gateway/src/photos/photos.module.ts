import { Module } from '@nestjs/common';
import { PhotoStorage } from './photo-storage.service';
import { PhotosController } from './photos.controller';

@Module({ controllers: [PhotosController], providers: [PhotoStorage], exports: [PhotoStorage] })
export class PhotosModule {}
