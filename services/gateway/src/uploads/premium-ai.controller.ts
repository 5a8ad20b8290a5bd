import { BadRequestException, Body, Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MEAL_ANALYSIS_TYPE_MESSAGE,
  MEAL_ANALYSIS_TYPES,
  MEAL_DESCRIPTION_MAX,
  MEAL_PAIRING_INPUT_MESSAGE,
  MEAL_PAIRING_PREMIUM_MESSAGE,
  type MealAnalysisType,
  type MealPairingResult,
  mealPairingResultSchema,
  PATTERNS,
  WINE_MENU_PREMIUM_MESSAGE,
  WINE_MENU_QUESTION_MAX,
  WINE_MENU_REQUIRED_MESSAGE,
  type WineMenuAnalysis,
  wineMenuAnalysisSchema,
} from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { RequiresPremium } from '../access/requires-premium';
import { ProductRoute, RateLimit } from '../access/route-access';
import { ServiceClient } from '../infra/service-client';
import { AI_LIMIT } from '../rate-limit/limits';
import { checkImageFully, ImageUpload } from './image-upload';
import { PhotoIntake } from './photo-intake';

// The ai service waits up to 40 s for the OCR worker (MENU_OCR_WAIT_MS); the call itself a little longer.
const MENU_CALL_TIMEOUT_MS = 45_000;

/**
 * POST /api/analyze-wine-menu and POST /api/analyze-meal-pairing (Premium): a Premium
 * user's photo is checked by content, stored for the worker, and removed once answered (the photo
 * is not kept: the answer is what the user asked for).
 */
@ApiTags('premium-ai')
@Controller()
@ProductRoute()
// the class name is the routes' OpenAPI operationId prefix: kept as clients know it
export class PremiumAiController {
  constructor(
    private readonly intake: PhotoIntake,
    private readonly services: ServiceClient,
  ) {}

  @Post('analyze-wine-menu')
  @RequiresPremium(WINE_MENU_PREMIUM_MESSAGE)
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ImageUpload('image', {
    summary:
      'Premium: answer a question about a wine-list photo (fields image, question): the answer and the picks quoting their lines',
    response: wineMenuAnalysisSchema,
  })
  async analyzeWineMenu(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> = {},
  ): Promise<WineMenuAnalysis> {
    const question = typeof body?.question === 'string' ? body.question.trim() : '';
    if (!file || !question) throw new BadRequestException(WINE_MENU_REQUIRED_MESSAGE);
    if (question.length > WINE_MENU_QUESTION_MAX)
      throw new BadRequestException(`question: Please keep your question under ${WINE_MENU_QUESTION_MAX} characters.`);
    const image = await checkImageFully(file, 'image');
    return this.intake.withStoredPhoto(user.userId, image, (objectKey) =>
      this.services.send<WineMenuAnalysis>(
        'ai',
        PATTERNS.ai.wineMenuAnalyse,
        { userId: user.userId, objectKey, question },
        MENU_CALL_TIMEOUT_MS,
      ),
    );
  }

  @Post('analyze-meal-pairing')
  @RequiresPremium(MEAL_PAIRING_PREMIUM_MESSAGE)
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ImageUpload('image', {
    summary:
      "Premium: wines for a photo of a meal or a food menu (fields image, analysisType 'meal' | 'menu', optional description)",
    response: mealPairingResultSchema,
  })
  async analyzeMealPairing(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> = {},
  ): Promise<MealPairingResult> {
    const analysisType = body?.analysisType;
    if (!MEAL_ANALYSIS_TYPES.includes(analysisType as MealAnalysisType))
      throw new BadRequestException(MEAL_ANALYSIS_TYPE_MESSAGE);
    const description = typeof body?.description === 'string' && body.description.trim() ? body.description.trim() : undefined;
    if (description && description.length > MEAL_DESCRIPTION_MAX)
      throw new BadRequestException(`description: Please keep the description under ${MEAL_DESCRIPTION_MAX} characters.`);
    // the photo is optional for a meal whose dish is typed (docs/product-rules.md#premium-features)
    if (!file) {
      if (analysisType !== 'meal' || !description) throw new BadRequestException(MEAL_PAIRING_INPUT_MESSAGE);
      return this.services.send<MealPairingResult>(
        'ai',
        PATTERNS.ai.mealPairingAnalyse,
        { userId: user.userId, analysisType, description },
        MENU_CALL_TIMEOUT_MS,
      );
    }
    const image = await checkImageFully(file, 'image');
    return this.intake.withStoredPhoto(user.userId, image, (objectKey) =>
      this.services.send<MealPairingResult>(
        'ai',
        PATTERNS.ai.mealPairingAnalyse,
        { userId: user.userId, objectKey, analysisType, ...(description ? { description } : {}) },
        MENU_CALL_TIMEOUT_MS,
      ),
    );
  }
}
