import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_FORMATS, ImageFormat, MAX_IMAGE_BYTES, sniffImageFormat } from '@wine/contracts';
import { memoryStorage } from 'multer';

export const INVALID_IMAGE_MESSAGE = 'Please upload an image file (JPG, PNG, or WebP).';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image smaller than 10MB.';

// Multer options for every photo upload: in memory, one file, at most 10 MB (DESIGN.md §4).
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
