import { Controller, Get, HttpCode, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { PATTERNS, Photo } from '@wine/contracts';
import { randomUUID } from 'node:crypto';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { AuthUser } from '../auth/jwt.strategy';
import { ServiceClient } from '../services/service-client';
import { checkImage, imageUploadOptions } from './image-upload';
import { PhotoStorage } from './photo-storage.service';

/** A photo goes to MinIO, then onto the ai service's analysis queue; the result is polled. */
@Controller('photos')
@UseGuards(JwtAuthGuard)
export class PhotosController {
  constructor(
    private readonly storage: PhotoStorage,
    private readonly services: ServiceClient,
  ) {}

  @Post()
  @HttpCode(202)
  @UseInterceptors(FileInterceptor('image', imageUploadOptions))
  async upload(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<Photo> {
    const { contentType } = checkImage(file, 'image');
    const photoId = randomUUID();
    const objectKey = `uploads/${user.userId}/${photoId}`;
    await this.storage.put(objectKey, file!.buffer, contentType);
    return this.services.send<Photo>('ai', PATTERNS.ai.photoEnqueue, {
      photoId,
      userId: user.userId,
      objectKey,
      contentType,
      size: file!.size,
    });
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id') photoId: string): Promise<Photo> {
    return this.services.send<Photo>('ai', PATTERNS.ai.photoGet, { photoId, userId: user.userId });
  }
}
