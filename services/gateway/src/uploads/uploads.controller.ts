import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Put,
  StreamableFile,
} from '@nestjs/common';
import {
  PATTERNS,
  updateUploadSchema,
  type UpdateUpload,
  type UploadAnalysis,
  type UploadRecord,
  uploadAnalysisSchema,
} from '@wine/contracts';
import { CurrentUser } from '../auth/jwt-auth.guard';
import type { AuthUser } from '../auth/jwt.strategy';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { PhotoStorage } from '../photos/photo-storage.service';
import { ServiceClient } from '../services/service-client';
import { z } from 'zod';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { ProductRoute, RateLimit } from '../auth/route-access';
import { UPLOAD_READ_LIMIT, UPLOAD_WRITE_LIMIT } from '../rate-limit/limits';

// A photo never changes under its id: the browser may keep it, but only for this user.
const PHOTO_CACHE = 'private, max-age=86400';

/** Analysed-bottle routes; the photo route streams from MinIO after the cellar's owner check. */
@Controller('uploads')
@ProductRoute()
@RateLimit(UPLOAD_READ_LIMIT)
export class UploadsController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
    private readonly storage: PhotoStorage,
  ) {}

  @Get()
  @ApiDoc({ summary: 'Your analysed bottles', response: z.array(uploadAnalysisSchema) })
  list(@CurrentUser() user: AuthUser): Promise<UploadAnalysis[]> {
    return this.services.send('cellar', PATTERNS.cellar.uploadsList, { userId: user.userId });
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
    const bucket = this.config.MINIO_BUCKET;
    let stat: Awaited<ReturnType<PhotoStorage['client']['statObject']>>;
    try {
      stat = await this.storage.client.statObject(bucket, record.photoKey);
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey') {
        throw new NotFoundException('Photo not found');
      }
      throw err;
    }
    const stream = await this.storage.client.getObject(bucket, record.photoKey);
    const type = String(stat.metaData?.['content-type'] ?? 'application/octet-stream');
    return new StreamableFile(stream, {
      type: /^image\/(jpeg|png|webp)$/.test(type) ? type : 'application/octet-stream',
      length: stat.size,
      disposition: 'inline',
    });
  }
}
