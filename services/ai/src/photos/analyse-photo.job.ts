import { Inject, Injectable, Logger } from '@nestjs/common';
import { PhotoAnalysisJob, photoAnalysisJobSchema, sniffImageFormat, TOPICS } from '@wine/contracts';
import { APP_CONFIG, EventBus, readObject } from '@wine/nest-common';
import { Job, UnrecoverableError } from 'bullmq';
import sharp from 'sharp';
import { AiConfig } from '../config';
import { PhotosRepository } from './photos.repository';
import { Storage, STORAGE } from './storage.provider';

export type { PhotoAnalysisJob };

// Cards show photos at most 320 px wide.
const THUMBNAIL_WIDTH = 320;

/** Reads the uploaded photo from MinIO, checks it by content, records its size, writes a thumbnail. */
@Injectable()
export class AnalysePhotoJob {
  private readonly logger = new Logger(AnalysePhotoJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AiConfig,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly photos: PhotosRepository,
    private readonly events: EventBus,
  ) {}

  async run(job: Job<PhotoAnalysisJob>): Promise<void> {
    const { photoId, userId, objectKey } = photoAnalysisJobSchema.parse(job.data);
    const bytes = await readObject(this.storage, this.config.MINIO_BUCKET, objectKey);
    const format = sniffImageFormat(bytes.subarray(0, 16));
    if (!format) return this.reject(job, 'The file is not a JPG, PNG or WebP image');

    let width: number | undefined;
    let height: number | undefined;
    let thumbnail: Buffer;
    try {
      const image = sharp(bytes, { failOn: 'error' });
      ({ width, height } = await image.metadata());
      thumbnail = await image
        .clone()
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (err) {
      return this.reject(job, `The image could not be read: ${(err as Error).message}`);
    }
    const thumbnailKey = `thumbnails/${userId}/${photoId}.webp`;
    await this.storage.putObject(this.config.MINIO_BUCKET, thumbnailKey, thumbnail, thumbnail.length, {
      'Content-Type': 'image/webp',
    });
    await this.photos.complete(photoId, userId, { format, width: width ?? null, height: height ?? null, thumbnailKey });
    await this.events.publish(TOPICS.photoAnalysed, { photoId, userId, status: 'done' }, userId);
    this.logger.log(`analysed photo ${photoId} (${format} ${width}x${height})`);
  }

  /** Bad content can never succeed: record it and do not retry. */
  private async reject(job: Job<PhotoAnalysisJob>, reason: string): Promise<never> {
    await this.photos.fail(job.data.photoId, job.data.userId, reason);
    await this.events.publish(
      TOPICS.photoAnalysed,
      { photoId: job.data.photoId, userId: job.data.userId, status: 'failed' },
      job.data.userId,
    );
    throw new UnrecoverableError(reason);
  }
}
