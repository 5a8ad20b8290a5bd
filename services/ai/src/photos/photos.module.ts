import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CellarClient } from './cellar.client';
import { LostPhotoSweeper } from './lost-photo-sweeper';
import { Photo, PhotoSchema } from './photo.schema';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { storageProvider } from './storage.provider';

export const photoPersistence = [MongooseModule.forFeature([{ name: Photo.name, schema: PhotoSchema }])];

@Module({
  imports: photoPersistence,
  controllers: [PhotosController],
  providers: [PhotosRepository, PhotosService, storageProvider, CellarClient, LostPhotoSweeper],
})
export class PhotosModule {}
