import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
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
import { memoryStorage } from 'multer';
import sharp from 'sharp';

export { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE };

// Multer options for every photo upload: in memory, one file, at most 10 MB (docs/product-rules.md#images).
export const imageUploadOptions = {
  storage: memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 },
};

const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Checks an uploaded file by its bytes and returns its real type. */
export function checkImage(file: Express.Multer.File | undefined, field: string): { format: ImageFormat; contentType: string } {
  if (!file) throw new BadRequestException(`${field}: ${INVALID_IMAGE_MESSAGE}`);
  if (file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_TOO_LARGE_MESSAGE);
  const format = sniffImageFormat(file.buffer.subarray(0, 16));
  if (!format || !IMAGE_FORMATS.includes(format)) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  return { format, contentType: CONTENT_TYPES[format] };
}

/**
 * Reads the image's header (not its pixels) and refuses a decompression bomb, a small file that
 * would decode to more than MAX_IMAGE_PIXELS, before any worker tries to decode it.
 */
export async function checkImagePixels(file: Express.Multer.File): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file.buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new BadRequestException(INVALID_IMAGE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw new BadRequestException(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { width, height };
}
