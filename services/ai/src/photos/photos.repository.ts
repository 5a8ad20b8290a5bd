import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnalysisStage, Photo as PhotoDto } from '@wine/contracts';
import { Model } from 'mongoose';
import { Photo } from './photo.schema';

function toDto(photo: Photo): PhotoDto {
  return {
    id: photo._id,
    jobId: photo._id,
    status: photo.status,
    stage: photo.stage ?? (photo.status === 'queued' ? 'queued' : photo.status),
    progress: photo.progress ?? 0,
    // absent until the worker has written them
    format: photo.format ?? null,
    width: photo.width ?? null,
    height: photo.height ?? null,
    thumbnailKey: photo.thumbnailKey ?? null,
    error: photo.error ?? null,
    uploadId: photo.uploadId ?? null,
    result: photo.result ?? null,
    createdAt: photo.createdAt.toISOString(),
  };
}

/** Every query takes the owner's id, so nobody reaches another user's photo by its id. */
@Injectable()
export class PhotosRepository {
  constructor(@InjectModel(Photo.name) private readonly photos: Model<Photo>) {}

  async createQueued(photoId: string, userId: string, objectKey: string, reservationId: string): Promise<void> {
    // idempotent: a retried enqueue keeps the first record
    await this.photos.updateOne(
      { _id: photoId, userId },
      {
        $setOnInsert: {
          _id: photoId,
          userId,
          objectKey,
          reservationId,
          status: 'queued',
          stage: 'queued',
          progress: 0,
          format: null,
          width: null,
          height: null,
          thumbnailKey: null,
          error: null,
          uploadId: null,
          result: null,
        },
      },
      { upsert: true },
    );
  }

  async findOwned(photoId: string, userId: string): Promise<PhotoDto | null> {
    const photo = await this.photos.findOne({ _id: photoId, userId }).lean<Photo>();
    return photo ? toDto(photo) : null;
  }

  async setStage(photoId: string, userId: string, stage: AnalysisStage, progress: number): Promise<void> {
    // a finished photo keeps its final stage even if a redelivered job reports an earlier one
    await this.photos.updateOne({ _id: photoId, userId, status: 'queued' }, { $set: { stage, progress } });
  }

  async complete(
    photoId: string,
    userId: string,
    result: Pick<Photo, 'format' | 'width' | 'height' | 'thumbnailKey' | 'uploadId' | 'result'>,
  ): Promise<void> {
    await this.photos.updateOne(
      { _id: photoId, userId },
      { $set: { ...result, status: 'done', stage: 'done', progress: 100, error: null } },
    );
  }

  async fail(photoId: string, userId: string, error: string): Promise<void> {
    await this.photos.updateOne({ _id: photoId, userId }, { $set: { status: 'failed', stage: 'failed', error } });
  }

  /** Photos still 'queued' that were queued before `cutoff`, oldest first (the lost-photo sweep). */
  async findQueuedBefore(cutoff: Date, limit: number): Promise<{ id: string; userId: string; reservationId: string | null }[]> {
    const rows = await this.photos
      .find({ status: 'queued', createdAt: { $lt: cutoff } }, { userId: 1, reservationId: 1 })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<Pick<Photo, '_id' | 'userId' | 'reservationId'>[]>();
    return rows.map((p) => ({ id: p._id, userId: p.userId, reservationId: p.reservationId }));
  }

  /** 'failed' if still 'queued'; whether this call moved it (a worker that finished first wins). */
  async failIfQueued(photoId: string, userId: string, error: string): Promise<boolean> {
    const res = await this.photos.updateOne(
      { _id: photoId, userId, status: 'queued' },
      { $set: { status: 'failed', stage: 'failed', error } },
    );
    return res.modifiedCount === 1;
  }

  async purgeUser(userId: string): Promise<string[]> {
    const keys = (await this.photos.find({ userId }, { objectKey: 1, thumbnailKey: 1 }).lean<Photo[]>()).flatMap((p) =>
      [p.objectKey, p.thumbnailKey].filter((k): k is string => Boolean(k)),
    );
    await this.photos.deleteMany({ userId });
    return keys;
  }
}
