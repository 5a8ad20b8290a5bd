import { HttpException, Injectable } from '@nestjs/common';
import {
  ANALYSIS_FAILED_MESSAGE,
  type AnalysisJobStatus,
  bottlePhotoKey,
  menuPhotoKey,
  PATTERNS,
  type Photo,
  type UploadReservation,
} from '@wine/contracts';
import { randomUUID } from 'node:crypto';
import { PhotoStorage } from '../infra/photo-storage';
import { PlanLookup } from '../infra/plan-lookup';
import { ServiceClient } from '../infra/service-client';
import { AnalysisJobEvents } from './analysis-job-events';
import type { CheckedImage } from './image-upload';

/**
 * Every photo a user sends (a bottle, a meal, a menu) comes in here after checkImageFully: it is
 * stored in MinIO under the user's id and the services get only its key.
 *   bottle  one analysis reserved from the month's quota, stored, queued for the ai-worker; the
 *           reservation is released when the photo cannot be stored or queued (and by the worker
 *           when the analysis finally fails), so a failed upload never counts
 *   menu    stored only while the ai service answers the question, then removed
 */
@Injectable()
export class PhotoIntake {
  constructor(
    private readonly storage: PhotoStorage,
    private readonly services: ServiceClient,
    private readonly plans: PlanLookup,
    private readonly jobs: AnalysisJobEvents,
  ) {}

  /** Reserves one analysis, stores the bottle photo and queues it; the photo record as queued. */
  async queueBottle(userId: string, image: CheckedImage): Promise<Photo> {
    const plan = await this.plans.planOf(userId);
    const { reservationId } = await this.services.send<UploadReservation>('cellar', PATTERNS.cellar.uploadReserve, {
      userId,
      plan,
    });
    const photoId = randomUUID();
    const objectKey = bottlePhotoKey(userId, photoId);
    try {
      await this.storage.put(objectKey, image.bytes, image.contentType);
      return await this.services.send<Photo>('ai', PATTERNS.ai.photoEnqueue, {
        photoId,
        userId,
        objectKey,
        contentType: image.contentType,
        size: image.bytes.length,
        reservationId,
      });
    } catch (err) {
      // nothing was queued: the analysis does not count
      await this.services.send('cellar', PATTERNS.cellar.uploadRelease, { userId, reservationId }).catch(() => undefined);
      throw err;
    }
  }

  /** The photo once its analysis is done or failed, or as it is after `waitMs`. */
  async awaitAnalysis(userId: string, photo: Photo, waitMs: number): Promise<Photo> {
    const deadline = Date.now() + waitMs;
    let waited = false;
    while (photo.status === 'queued' && Date.now() < deadline) {
      // listening first, then reading: a job that finishes in between still wakes this wait
      const finished = this.jobs.finished(photo.jobId, deadline - Date.now());
      photo = await this.photo(userId, photo.jobId);
      waited = photo.status === 'queued';
      if (waited) await finished;
    }
    return waited ? this.photo(userId, photo.jobId) : photo;
  }

  /** Where a bottle analysis is; 404 for another user's job or an unknown one. */
  async status(userId: string, jobId: string): Promise<AnalysisJobStatus> {
    try {
      return analysisJobStatusOf(await this.photo(userId, jobId));
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 404)
        throw new HttpException({ message: 'Analysis job not found' }, 404);
      throw err;
    }
  }

  /** Stores a menu or meal photo for the ai service to read, and removes it whatever the outcome. */
  async withStoredPhoto<T>(userId: string, image: CheckedImage, ask: (objectKey: string) => Promise<T>): Promise<T> {
    const objectKey = menuPhotoKey(userId, randomUUID());
    await this.storage.put(objectKey, image.bytes, image.contentType);
    try {
      return await ask(objectKey);
    } finally {
      await this.storage.remove(objectKey);
    }
  }

  private photo(userId: string, photoId: string): Promise<Photo> {
    return this.services.send<Photo>('ai', PATTERNS.ai.photoGet, { photoId, userId });
  }
}

export const analysisJobStatusOf = (photo: Photo): AnalysisJobStatus => ({
  jobId: photo.jobId,
  state: photo.status,
  stage: photo.stage,
  progress: photo.progress,
  result: photo.result,
  error: photo.status === 'failed' ? ANALYSIS_FAILED_MESSAGE : null,
});
