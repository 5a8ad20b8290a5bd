import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { type MealPairingResult, mealPairingResultSchema, type WineMenuAnalysis, wineMenuAnalysisSchema } from '@wine/contracts';
import { CurrentUser } from '../auth/jwt-auth.guard';
import type { AuthUser } from '../auth/jwt.strategy';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { imageUploadOptions } from '../photos/image-upload';
import { PremiumAiService } from './premium-ai.service';
import { ProductRoute, RateLimit } from '../auth/route-access';
import { AI_LIMIT } from '../rate-limit/limits';

/** POST /api/analyze-wine-menu and POST /api/analyze-meal-pairing (Premium). */
@ApiTags('premium-ai')
@Controller()
@ProductRoute()
export class PremiumAiController {
  constructor(private readonly premiumAi: PremiumAiService) {}

  @Post('analyze-wine-menu')
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiDoc({
    summary:
      'Premium: answer a question about a wine-list photo (fields image, question): the answer and the picks quoting their lines',
    response: wineMenuAnalysisSchema,
    upload: 'image',
  })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('image', imageUploadOptions))
  analyzeWineMenu(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> = {},
  ): Promise<WineMenuAnalysis> {
    return this.premiumAi.analyzeWineMenu(user.userId, file, body?.question);
  }

  @Post('analyze-meal-pairing')
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiDoc({
    summary:
      "Premium: wines for a photo of a meal or a food menu (fields image, analysisType 'meal' | 'menu', optional description)",
    response: mealPairingResultSchema,
    upload: 'image',
  })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('image', imageUploadOptions))
  analyzeMealPairing(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> = {},
  ): Promise<MealPairingResult> {
    return this.premiumAi.analyzeMealPairing(user.userId, file, body?.analysisType, body?.description);
  }
}
