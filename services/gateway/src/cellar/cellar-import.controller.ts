import {
  BadRequestException,
  Body,
  CallHandler,
  CanActivate,
  Controller,
  ExecutionContext,
  ForbiddenException,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
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
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ProductRoute, RateLimit } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiDoc } from '../openapi/api-doc.decorator';
import type { RateLimit as Limit } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../infra/service-client';
import { PlanLookup } from '../infra/plan-lookup';

// Reading and matching a file of 5,000 wines takes seconds of CPU: a person imports a few files, a script hundreds.
const IMPORT_LIMIT: Limit = { name: 'cellar-import:user', limit: 10, windowSeconds: 60, noun: 'requests' };
// the matcher's few seconds for a full file, and the write of 5,000 wines
const IMPORT_TIMEOUT_MS = 30_000;

/** Import is Premium (docs/product-rules.md): a Free user's 403 {upgrade: true} comes before the file is read. */
@Injectable()
class ImportPremiumGuard implements CanActivate {
  constructor(private readonly plans: PlanLookup) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const { user } = ctx.switchToHttp().getRequest<{ user: AuthUser }>();
    if ((await this.plans.planOf(user.userId)) === 'premium') return true;
    throw new ForbiddenException({ message: IMPORT_PREMIUM_MESSAGE, upgrade: true });
  }
}

/** Multipart field `file`, in memory, at most 2 MB; multer's 413 in the import's words. */
@Injectable()
class ImportFileInterceptor extends FileInterceptor('file', {
  storage: memoryStorage(),
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
}) {
  override async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(ctx, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw new PayloadTooLargeException(IMPORT_TOO_LARGE_MESSAGE);
      throw err;
    }
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A cellar brought over from CellarTracker or Vivino; the cellar service reads, matches and stores. */
@Controller('cellar/import')
@ProductRoute()
@UseGuards(ImportPremiumGuard)
@RateLimit(IMPORT_LIMIT)
export class CellarImportController {
  constructor(
    private readonly services: ServiceClient,
    private readonly plans: PlanLookup,
  ) {}

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
  @UseInterceptors(ImportFileInterceptor)
  async preview(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<ImportPreview> {
    if (!file) throw new BadRequestException(IMPORT_FILE_REQUIRED_MESSAGE);
    if (file.size > IMPORT_MAX_BYTES) throw new PayloadTooLargeException(IMPORT_TOO_LARGE_MESSAGE);
    let csv: string;
    try {
      csv = UTF8.decode(file.buffer);
    } catch {
      throw new BadRequestException('The file is not UTF-8 text: save it as "CSV UTF-8" and choose it again');
    }
    const plan = await this.plans.planOf(user.userId);
    return this.services.send('cellar', PATTERNS.cellar.importPreview, { userId: user.userId, plan, csv }, IMPORT_TIMEOUT_MS);
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
    const plan = await this.plans.planOf(user.userId);
    return this.services.send('cellar', PATTERNS.cellar.importConfirm, { userId: user.userId, plan, confirm }, IMPORT_TIMEOUT_MS);
  }
}
