import {
  Controller,
  Get,
  HttpCode,
  HttpException,
  Param,
  Post,
  Query,
  Res,
  UnprocessableEntityException,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  ANALYSIS_FAILED_MESSAGE,
  IdentityUser,
  PATTERNS,
  Photo,
  UploadReservation,
  analysisJobStatusSchema,
  uploadAnalysisSchema,
} from '@wine/contracts';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentUser } from '../auth/jwt-auth.guard';
import type { AuthUser } from '../auth/jwt.strategy';
import { ServiceClient } from '../services/service-client';
import { checkImage, checkImagePixels, imageUploadOptions } from './image-upload';
import { PhotoStorage } from './photo-storage.service';
import type { z } from 'zod';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { ProductRoute, RateLimit } from '../auth/route-access';
import { AI_LIMIT } from '../rate-limit/limits';

// How long POST /api/upload/analyze holds the request for the worker's answer before it
// answers 202 with the job id: a label takes 1-3 s on an idle worker, a queue can take longer.
const ANALYSIS_WAIT_MS = 20_000;
const POLL_MS = 200;

/** GET /api/upload/analyze/:jobId: where the job is, and the analysis once done. */
export interface AnalysisJobStatus {
  jobId: string;
  state: Photo['status'];
  stage: Photo['stage'];
  progress: number;
  result: Photo['result'];
  error: string | null;
}

const statusOf = (photo: Photo): AnalysisJobStatus => ({
  jobId: photo.jobId,
  state: photo.status,
  stage: photo.stage,
  progress: photo.progress,
  result: photo.result,
  error: photo.status === 'failed' ? ANALYSIS_FAILED_MESSAGE : null,
});

/**
 * A bottle photo: checked by content, one analysis reserved from the cellar's monthly quota,
 * stored in MinIO, queued for the ai-worker, and answered with the analysis when it is ready.
 */
@ApiTags('upload')
@Controller('upload')
@ProductRoute()
export class PhotosController {
  constructor(
    private readonly storage: PhotoStorage,
    private readonly services: ServiceClient,
  ) {}

  /**
   * 200 with the analysis (fields plus confidence and alternatives), or 202 {jobId} when
   * the worker has not finished within the deadline (`?wait=0` answers 202 at once, for clients
   * that show progress from GET /api/upload/analyze/:jobId).
   */
  @Post('analyze')
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('wine_image', imageUploadOptions))
  @ApiDoc({
    summary: 'Analyse a bottle photo (JPG, PNG or WebP, at most 10 MB): the analysis, or 202 with the job',
    // the worker's result is an untyped record on the photo; it is the cellar's analysis
    response: uploadAnalysisSchema as z.ZodType<Record<string, unknown>>,
    alsoResponds: { 202: analysisJobStatusSchema },
    upload: 'wine_image',
  })
  async analyze(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Query('wait') wait: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown> | AnalysisJobStatus> {
    const { contentType } = checkImage(file, 'wine_image');
    await checkImagePixels(file!);
    const identity = await this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId: user.userId });
    const { reservationId } = await this.services.send<UploadReservation>('cellar', PATTERNS.cellar.uploadReserve, {
      userId: user.userId,
      plan: identity.subscriptionPlan === 'premium' ? 'premium' : 'free',
    });
    const photoId = randomUUID();
    const objectKey = `uploads/${user.userId}/${photoId}`;
    let photo: Photo;
    try {
      await this.storage.put(objectKey, file!.buffer, contentType);
      photo = await this.services.send<Photo>('ai', PATTERNS.ai.photoEnqueue, {
        photoId,
        userId: user.userId,
        objectKey,
        contentType,
        size: file!.size,
        reservationId,
      });
    } catch (err) {
      // nothing was queued: the analysis does not count
      await this.services
        .send('cellar', PATTERNS.cellar.uploadRelease, { userId: user.userId, reservationId })
        .catch(() => undefined);
      throw err;
    }

    const waitMs = wait === undefined ? ANALYSIS_WAIT_MS : Math.max(0, Math.min(ANALYSIS_WAIT_MS, Number(wait) || 0));
    const deadline = Date.now() + waitMs;
    while (photo.status === 'queued' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      photo = await this.services.send<Photo>('ai', PATTERNS.ai.photoGet, { photoId, userId: user.userId });
    }
    if (photo.status === 'done' && photo.result) return photo.result;
    if (photo.status === 'failed') {
      // the fixed message only: what the image library or the store said stays in the ai-worker's log
      throw new UnprocessableEntityException({ message: ANALYSIS_FAILED_MESSAGE, jobId: photo.jobId });
    }
    res.status(202);
    return statusOf(photo);
  }

  @Get('analyze/:jobId')
  @ApiDoc({ summary: 'Where a photo analysis is, and its result once done', response: analysisJobStatusSchema })
  async status(@CurrentUser() user: AuthUser, @Param('jobId') jobId: string): Promise<AnalysisJobStatus> {
    try {
      return statusOf(await this.services.send<Photo>('ai', PATTERNS.ai.photoGet, { photoId: jobId, userId: user.userId }));
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 404)
        throw new HttpException({ message: 'Analysis job not found' }, 404);
      throw err;
    }
  }
}
