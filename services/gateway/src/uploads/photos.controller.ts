import { Controller, Get, HttpCode, Param, Post, Query, Res, UnprocessableEntityException, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ANALYSIS_FAILED_MESSAGE,
  type AnalysisJobStatus,
  analysisJobStatusSchema,
  type UploadAnalysis,
  uploadAnalysisSchema,
} from '@wine/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ProductRoute, RateLimit } from '../access/route-access';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { AI_LIMIT } from '../rate-limit/limits';
import { checkImageFully, ImageUpload } from './image-upload';
import { analysisJobStatusOf, PhotoIntake } from './photo-intake';

// How long POST /api/upload/analyze holds the request for the worker's answer before it
// answers 202 with the job id: a label takes 1-3 s on an idle worker, a queue can take longer.
const ANALYSIS_WAIT_MS = 20_000;

/**
 * A bottle photo: checked by content, one analysis reserved from the cellar's monthly quota,
 * stored in MinIO, queued for the ai-worker, and answered with the analysis when it is ready.
 */
@ApiTags('upload')
@Controller('upload')
@ProductRoute()
// the class name is the routes' OpenAPI operationId prefix: kept as clients know it
export class PhotosController {
  constructor(private readonly intake: PhotoIntake) {}

  /**
   * 200 with the analysis (fields plus confidence and alternatives), or 202 {jobId} when
   * the worker has not finished within the deadline (`?wait=0` answers 202 at once, for clients
   * that show progress from GET /api/upload/analyze/:jobId).
   */
  @Post('analyze')
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ImageUpload('wine_image', {
    summary: 'Analyse a bottle photo (JPG, PNG or WebP, at most 10 MB): the analysis, or 202 with the job',
    response: uploadAnalysisSchema,
    alsoResponds: { 202: analysisJobStatusSchema },
  })
  async analyze(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Query('wait') wait: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadAnalysis | AnalysisJobStatus> {
    const image = await checkImageFully(file, 'wine_image');
    const queued = await this.intake.queueBottle(user.userId, image);
    const waitMs = wait === undefined ? ANALYSIS_WAIT_MS : Math.max(0, Math.min(ANALYSIS_WAIT_MS, Number(wait) || 0));
    const photo = await this.intake.awaitAnalysis(user.userId, queued, waitMs);
    if (photo.status === 'done' && photo.result) return photo.result;
    if (photo.status === 'failed') {
      // the fixed message only: what the image library or the store said stays in the ai-worker's log
      throw new UnprocessableEntityException({ message: ANALYSIS_FAILED_MESSAGE, jobId: photo.jobId });
    }
    res.status(202);
    return analysisJobStatusOf(photo);
  }

  @Get('analyze/:jobId')
  @ApiDoc({ summary: 'Where a photo analysis is, and its result once done', response: analysisJobStatusSchema })
  status(@CurrentUser() user: AuthUser, @Param('jobId') jobId: string): Promise<AnalysisJobStatus> {
    return this.intake.status(user.userId, jobId);
  }
}
