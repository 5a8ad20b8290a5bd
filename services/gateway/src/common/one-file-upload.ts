import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';

export interface OneFileLimits {
  /** the largest file, in bytes */
  maxBytes: number;
  /** the 413's message, in the route's own words (multer's is 'File too large') */
  tooLargeMessage: string;
  /** how many plain form fields may come with the file */
  fields?: number;
}

/**
 * The interceptor of every multipart route: one file in the field `field`, held in memory (never on
 * disk), bounded in size and in form fields, and an oversized file answered 413 in the route's words.
 *   @UseInterceptors(OneFileUpload('audio', { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: AUDIO_TOO_LARGE_MESSAGE }))
 */
export function OneFileUpload(field: string, { maxBytes, tooLargeMessage, fields = 5 }: OneFileLimits): Type<NestInterceptor> {
  @Injectable()
  class OneFileInterceptor extends FileInterceptor(field, {
    storage: memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields },
  }) {
    override async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(ctx, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLargeMessage);
        throw err;
      }
    }
  }
  return mixin(OneFileInterceptor);
}
