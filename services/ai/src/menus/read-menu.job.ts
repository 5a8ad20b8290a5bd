import { Inject, Injectable } from '@nestjs/common';
import { menuReadJobSchema, sniffImageFormat, type MenuReadJob } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { readObject } from '@wine/nest-common/storage';
import { Job, UnrecoverableError } from 'bullmq';
import type { AiConfig } from '../config';
import type { LabelReader } from '../label/label-ocr';
import { LABEL_READER } from '../photos/label-reader.provider';
import { Storage, STORAGE } from '../photos/storage.provider';
import { type MenuText, readMenuText } from './read-menu-text';

export type { MenuReadJob };

/**
 * Menu or wine-list photo → text lines with boxes, on the worker (the OCR models live there).
 * The ai service parses and answers; the job's return value carries the lines back.
 */
@Injectable()
export class ReadMenuJob {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AiConfig,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(LABEL_READER) private readonly reader: LabelReader,
  ) {}

  async run(job: Job<MenuReadJob>): Promise<MenuText> {
    const { objectKey } = menuReadJobSchema.parse(job.data);
    // the OCR loads (after a minute idle) while the photo downloads and its page is prepared
    this.reader.warm?.();
    const bytes = await readObject(this.storage, this.config.MINIO_BUCKET, objectKey);
    if (!sniffImageFormat(bytes.subarray(0, 16))) throw new UnrecoverableError('The file is not a JPG, PNG or WebP image');
    try {
      return await readMenuText(bytes, this.reader);
    } catch (err) {
      // a photo that cannot be decoded never will be: no retries
      throw new UnrecoverableError(`The image could not be read: ${(err as Error).message}`);
    }
  }
}
