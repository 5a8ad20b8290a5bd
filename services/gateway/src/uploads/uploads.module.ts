import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { UploadsController } from './uploads.controller';

@Module({ imports: [PhotosModule], controllers: [UploadsController] })
export class UploadsModule {}
