import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  PATTERNS,
  updateUploadSchema,
  type UpdateUpload,
  type UploadAnalysis,
  type UploadRecord,
  uploadAnalysisSchema,
  pageQuerySchema,
  type Page,
  type PageQuery,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { answerPage, PageQueryPipe } from '../common/paging';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { PhotoStorage } from '../infra/photo-storage';
import { ServiceClient } from '../infra/service-client';
import { z } from 'zod';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { ProductRoute, RateLimit } from '../access/route-access';
import { UPLOAD_READ_LIMIT, UPLOAD_WRITE_LIMIT } from '../rate-limit/limits';

// A photo never changes under its id: the browser may keep it, but only for this user.
const PHOTO_CACHE = 'private, max-age=86400';

/** Analysed-bottle routes; the photo route streams from MinIO after the cellar's owner check. */
@Controller('uploads')
@ProductRoute()
@RateLimit(UPLOAD_READ_LIMIT)
export class UploadsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly storage: PhotoStorage,
  ) {}

  @Get()
  @ApiDoc({
    summary: 'Your analysed bottles, newest first (paged: Link rel="next", X-Total-Count)',
    response: z.array(uploadAnalysisSchema),
    query: pageQuerySchema,
  })
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new PageQueryPipe()) page: PageQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadAnalysis[]> {
    const found = await this.services.send<Page<UploadAnalysis>>('cellar', PATTERNS.cellar.uploadsList, {
      userId: user.userId,
      page,
    });
    return answerPage(req, res, found);
  }

  @Put(':id')
  @RateLimit(UPLOAD_WRITE_LIMIT)
  @ApiDoc({ summary: 'Correct the fields of an analysed bottle', response: uploadAnalysisSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(updateUploadSchema)) changes: UpdateUpload,
  ): Promise<UploadAnalysis> {
    return this.services.send('cellar', PATTERNS.cellar.uploadsUpdate, { userId: user.userId, id, changes });
  }

  @Delete(':id')
  @RateLimit(UPLOAD_WRITE_LIMIT)
  @HttpCode(204)
  @ApiDoc({ summary: 'Delete an analysed bottle and its photo', response: null })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.services.send('cellar', PATTERNS.cellar.uploadsDelete, { userId: user.userId, id });
  }

  @Get(':id/image')
  @Header('Cache-Control', PHOTO_CACHE)
  @ApiDoc({ summary: 'The photo of an analysed bottle', response: 'image/*' })
  async image(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<StreamableFile> {
    // 404 for another user's id, a hidden one or a malformed one: the cellar checks the owner
    const record = await this.services.send<UploadRecord>('cellar', PATTERNS.cellar.uploadsGet, { userId: user.userId, id });
    const stored = await this.storage.stat(record.photoKey);
    if (!stored) throw new NotFoundException('Photo not found');
    const stream = await this.storage.get(record.photoKey);
    const type = stored.contentType;
    return new StreamableFile(stream, {
      type: /^image\/(jpeg|png|webp)$/.test(type) ? type : 'application/octet-stream',
      length: stored.size,
      disposition: 'inline',
    });
  }
}
