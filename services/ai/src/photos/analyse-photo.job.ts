import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ANALYSIS_FAILED_MESSAGE,
  AnalysisStage,
  PhotoAnalysisJob,
  photoAnalysisJobSchema,
  sniffImageFormat,
  TOPICS,
  photoThumbnailKey,
} from '@wine/contracts';
import { APP_CONFIG, EventBus } from '@wine/nest-common';
import { readObject } from '@wine/nest-common/storage';
import { Job, UnrecoverableError } from 'bullmq';
import sharp from 'sharp';
import { AiConfig } from '../config';
import type { LabelReader } from '../label/label-ocr';
import { readBottle } from '../label/read-bottle';
import { isOutage } from '../queues/outage';
import { CellarClient } from './cellar.client';
import { LABEL_READER } from './label-reader.provider';
import { PhotosRepository } from './photos.repository';
import { Storage, STORAGE } from './storage.provider';

export type { PhotoAnalysisJob };

// Cards show photos at most 320 px wide.
const THUMBNAIL_WIDTH = 320;
// What the progress bar shows at each stage (the OCR is most of the time).
const PROGRESS: Record<AnalysisStage, number> = { queued: 5, reading: 20, matching: 80, saving: 90, done: 100, failed: 100 };

/**
 * Bottle photo → identified wine in the user's cellar: read the photo from MinIO, check it by
 * content, OCR the label, match it against the catalogue, write the record through the cellar
 * and publish ai.photo.analysed. A job that fails for good marks the photo 'failed' and gives
 * the quota reservation back.
 */
@Injectable()
export class AnalysePhotoJob {
  private readonly logger = new Logger(AnalysePhotoJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AiConfig,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(LABEL_READER) private readonly reader: LabelReader,
    private readonly photos: PhotosRepository,
    private readonly cellar: CellarClient,
    private readonly events: EventBus,
  ) {}

  async run(job: Job<PhotoAnalysisJob>): Promise<void> {
    try {
      await this.analyse(job);
    } catch (err) {
      // an outage uses no attempt: the job waits in the queue for it to pass (QueueWorkers)
      if (isOutage(err)) throw err;
      const final = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) await this.failForGood(job, (err as Error).message);
      throw err;
    }
  }

  private async stage(job: Job<PhotoAnalysisJob>, stage: AnalysisStage): Promise<void> {
    const { photoId, userId } = job.data;
    await Promise.all([
      job.updateProgress({ stage, progress: PROGRESS[stage] }),
      this.photos.setStage(photoId, userId, stage, PROGRESS[stage]),
    ]);
  }

  private async analyse(job: Job<PhotoAnalysisJob>): Promise<void> {
    const { photoId, userId, objectKey, reservationId } = photoAnalysisJobSchema.parse(job.data);
    const existing = await this.photos.findOwned(photoId, userId);
    // a redelivered job whose work was finished before a crash
    if (existing?.status === 'done') return;

    const bytes = await readObject(this.storage, this.config.MINIO_BUCKET, objectKey);
    const format = sniffImageFormat(bytes.subarray(0, 16));
    if (!format) throw new UnrecoverableError('The file is not a JPG, PNG or WebP image');

    let reading: Awaited<ReturnType<typeof readBottle>>;
    let thumbnail: Buffer;
    let width: number | undefined;
    let height: number | undefined;
    try {
      const image = sharp(bytes, { failOn: 'error' });
      ({ width, height } = await image.metadata());
      reading = await readBottle(bytes, this.reader, (stage) => this.stage(job, stage));
      thumbnail = await image
        .clone()
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (err) {
      // a photo that cannot be decoded never will be: no retries
      if (isDecodeError(err)) throw new UnrecoverableError(`The image could not be read: ${(err as Error).message}`);
      throw err;
    }
    const thumbnailKey = photoThumbnailKey(userId, photoId);
    await this.storage.putObject(this.config.MINIO_BUCKET, thumbnailKey, thumbnail, thumbnail.length, {
      'Content-Type': 'image/webp',
    });

    await this.stage(job, 'saving');
    const { analysis } = reading;
    const record = await this.cellar.createUpload({
      userId,
      reservationId,
      photoKey: objectKey,
      wineName: analysis.wineName,
      wineType: analysis.wineType,
      region: analysis.region,
      vintage: analysis.vintage,
      optimalDrinkingStart: analysis.optimalDrinkingStart,
      optimalDrinkingEnd: analysis.optimalDrinkingEnd,
      peakYearsStart: analysis.peakYearsStart,
      peakYearsEnd: analysis.peakYearsEnd,
      analysis: analysis.analysis,
      estimatedValue: analysis.estimatedValue,
      abv: analysis.abv,
      catalogueWineId: analysis.catalogueWineId,
      producer: analysis.producer,
      confidence: analysis.confidence,
      alternatives: analysis.alternatives,
      grape: analysis.grape,
      windowBasis: analysis.windowBasis,
      valueBasis: analysis.valueBasis,
    });
    await this.photos.complete(photoId, userId, {
      format,
      width: width ?? null,
      height: height ?? null,
      thumbnailKey,
      uploadId: record.id,
      result: { ...record, confidence: analysis.confidence, alternatives: analysis.alternatives, producer: analysis.producer },
    });
    await this.events.publish(TOPICS.photoAnalysed, { photoId, userId, status: 'done' }, userId);
    this.logger.log(
      `analysed photo ${photoId}: ${analysis.catalogueWineId ?? 'no catalogue match'} (${reading.passes} OCR pass${reading.passes > 1 ? 'es' : ''}, ${reading.lines.length} lines)`,
    );
  }

  /** The last attempt failed: the photo is 'failed' and the analysis does not count against the quota. */
  private async failForGood(job: Job<PhotoAnalysisJob>, reason: string): Promise<void> {
    const { photoId, userId, reservationId } = job.data;
    // the library's words (sharp, ONNX, MinIO) are for the log; the user is told the fixed message
    this.logger.warn(`analysis of photo ${photoId} failed for good: ${reason}`);
    await this.photos.fail(photoId, userId, ANALYSIS_FAILED_MESSAGE);
    try {
      await this.cellar.releaseUpload(userId, reservationId);
    } catch (err) {
      this.logger.error(`could not release reservation ${reservationId} of photo ${photoId}: ${(err as Error).message}`);
    }
    await this.events.publish(TOPICS.photoAnalysed, { photoId, userId, status: 'failed' }, userId);
  }
}

function isDecodeError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /Input (buffer|file)|unsupported image format|VipsJpeg|pngload|webp|Premature end|corrupt|truncated|pixel limit|exceeds/i.test(
    message,
  );
}
