import { BadRequestException, PayloadTooLargeException, UseInterceptors } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import {
  IMAGE_FORMATS,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  ImageFormat,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  sniffImageFormat,
} from '@wine/contracts';
import sharp from 'sharp';
import { OneFileUpload } from '../common/one-file-upload';
import { ApiDoc, type ApiDocOptions, type ApiDocReturns } from '../openapi/api-doc.decorator';

/**
 * A route that takes one photo in the multipart field `field` (JPG, PNG or WebP, at most 10 MB),
 * documented by `doc` as @ApiDoc does, with the same compile-time check of what the handler returns:
 *   @ImageUpload('image', { summary: '...', response: mealPairingResultSchema })
 */
export function ImageUpload<const O extends Omit<ApiDocOptions, 'upload'>>(field: string, doc: O) {
  const documented = ApiDoc({ ...doc, upload: field });
  const multipart = ApiConsumes('multipart/form-data');
  // at most 10 MB (docs/product-rules.md#images)
  const oneImage = UseInterceptors(
    OneFileUpload(field, { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE, fields: 10 }),
  );
  return <M extends (...args: never[]) => ApiDocReturns<O> | Promise<ApiDocReturns<O>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    documented(target, key, descriptor);
    multipart(target, key, descriptor);
    oneImage(target, key, descriptor);
  };
}

const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** An uploaded photo checked by its bytes: its real type and size in pixels. */
export interface CheckedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Checks an uploaded file by its bytes (400/413 naming the problem) and returns its real type. */
function checkImage(file: Express.Multer.File | undefined, field: string): { format: ImageFormat; contentType: string } {
  if (!file) throw new BadRequestException(`${field}: ${INVALID_IMAGE_MESSAGE}`);
  if (file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE_MESSAGE);
  const format = sniffImageFormat(file.buffer.subarray(0, 16));
  if (!format || !IMAGE_FORMATS.includes(format)) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  return { format, contentType: CONTENT_TYPES[format] };
}

/**
 * checkImage, then the image's header (not its pixels): refuses a decompression bomb, a small file
 * that would decode to more than MAX_IMAGE_PIXELS, before any worker tries to decode it.
 */
export async function checkImageFully(file: Express.Multer.File | undefined, field: string): Promise<CheckedImage> {
  const { contentType } = checkImage(file, field);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file!.buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw new BadRequestException(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { bytes: file!.buffer, contentType, width, height };
}
