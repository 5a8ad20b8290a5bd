import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Photo, PhotoSchema } from './photo.schema';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { storageProvider } from './storage.provider';

export const photoPersistence = [MongooseModule.forFeature([{ name: Photo.name, schema: PhotoSchema }])];

@Module({
  imports: photoPersistence,
  controllers: [PhotosController],
  providers: [PhotosRepository, PhotosService, storageProvider],
})
export class PhotosModule {}
