import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import {
  confirmImportSchema,
  IMPORT_FILE_REQUIRED_MESSAGE,
  IMPORT_MAX_BYTES,
  IMPORT_PREMIUM_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  importPreviewSchema,
  importResultSchema,
  PATTERNS,
  type ConfirmImport,
  type ImportPreview,
  type ImportResult,
} from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { RequiresPremium } from '../access/requires-premium';
import { ProductRoute, RateLimit } from '../access/route-access';
import { OneFileUpload } from '../common/one-file-upload';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiDoc } from '../openapi/api-doc.decorator';
import type { RateLimit as Limit } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../infra/service-client';

// Reading and matching a file of 5,000 wines takes seconds of CPU: a person imports a few files, a script hundreds.
const IMPORT_LIMIT: Limit = { name: 'cellar-import:user', limit: 10, windowSeconds: 60, noun: 'requests' };
// the matcher's few seconds for a full file, and the write of 5,000 wines
const IMPORT_TIMEOUT_MS = 30_000;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A cellar brought over from CellarTracker or Vivino; the cellar service reads, matches and stores. */
@Controller('cellar/import')
@ProductRoute()
@RequiresPremium(IMPORT_PREMIUM_MESSAGE)
@RateLimit(IMPORT_LIMIT)
export class CellarImportController {
  constructor(private readonly services: ServiceClient) {}

  @Post('preview')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiDoc({
    summary: 'Preview a CellarTracker or Vivino CSV export (Premium): each row with its catalogue match; nothing stored',
    description:
      'Multipart field `file`: a CSV of at most 2 MB and 5,000 wines. 400 names the line and the reason; 413 over 2 MB; 403 {upgrade: true} for Free users.',
    response: importPreviewSchema,
    upload: 'file',
  })
  @UseInterceptors(OneFileUpload('file', { maxBytes: IMPORT_MAX_BYTES, tooLargeMessage: IMPORT_TOO_LARGE_MESSAGE }))
  async preview(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<ImportPreview> {
    if (!file) throw new BadRequestException(IMPORT_FILE_REQUIRED_MESSAGE);
    if (file.size > IMPORT_MAX_BYTES) throw new PayloadTooLargeException(IMPORT_TOO_LARGE_MESSAGE);
    let csv: string;
    try {
      csv = UTF8.decode(file.buffer);
    } catch {
      throw new BadRequestException('The file is not UTF-8 text: save it as "CSV UTF-8" and choose it again');
    }
    return this.services.send('cellar', PATTERNS.cellar.importPreview, { userId: user.userId, csv }, IMPORT_TIMEOUT_MS);
  }

  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Import the rows of a preview the user kept ticked (Premium): all of them, or none on failure',
    response: importResultSchema,
  })
  async confirm(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(confirmImportSchema)) confirm: ConfirmImport,
  ): Promise<ImportResult> {
    return this.services.send('cellar', PATTERNS.cellar.importConfirm, { userId: user.userId, confirm }, IMPORT_TIMEOUT_MS);
  }
}
