import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, photoEnqueueSchema, photoGetSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @MessagePattern(PATTERNS.ai.photoEnqueue)
  enqueue(@Payload() data: unknown) {
    return this.photos.enqueue(parseMessage(photoEnqueueSchema, data));
  }

  @MessagePattern(PATTERNS.ai.photoGet)
  get(@Payload() data: unknown) {
    const { photoId, userId } = parseMessage(photoGetSchema, data);
    return this.photos.get(photoId, userId);
  }
}
