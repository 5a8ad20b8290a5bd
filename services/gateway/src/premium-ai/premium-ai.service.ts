import { BadRequestException, ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  type IdentityUser,
  MEAL_ANALYSIS_TYPES,
  MEAL_ANALYSIS_TYPE_MESSAGE,
  MEAL_DESCRIPTION_MAX,
  MEAL_PAIRING_PREMIUM_MESSAGE,
  type MealAnalysisType,
  type MealPairingResult,
  PATTERNS,
  WINE_MENU_PREMIUM_MESSAGE,
  WINE_MENU_QUESTION_MAX,
  WINE_MENU_REQUIRED_MESSAGE,
  type WineMenuAnalysis,
} from '@wine/contracts';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { checkImage, checkImagePixels } from '../photos/image-upload';
import { PhotoStorage } from '../photos/photo-storage.service';
import { ServiceClient } from '../services/service-client';

// The ai service waits up to 25 s for the OCR worker (MENU_OCR_WAIT_MS); the call itself a little longer.
const MENU_CALL_TIMEOUT_MS = 30_000;

/**
 * Premium photo questions (issue 14): Free users are refused before anything is stored; a
 * Premium user's photo is checked by content, put in MinIO for the worker, and removed once
 * answered (the photo is not kept: the answer is what the user asked for).
 */
@Injectable()
export class PremiumAiService {
  private readonly logger = new Logger(PremiumAiService.name);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly storage: PhotoStorage,
    private readonly services: ServiceClient,
  ) {}

  private async requirePremium(userId: string, message: string): Promise<void> {
    const user = await this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId });
    if (user.subscriptionPlan !== 'premium') throw new ForbiddenException({ message, upgrade: true });
  }

  /** Stores the photo for the worker, asks the ai service, and removes the photo whatever the outcome. */
  private async withStoredPhoto<T>(
    userId: string,
    file: Express.Multer.File,
    ask: (objectKey: string) => Promise<T>,
  ): Promise<T> {
    const { contentType } = checkImage(file, 'image');
    await checkImagePixels(file);
    const objectKey = `menus/${userId}/${randomUUID()}`;
    await this.storage.put(objectKey, file.buffer, contentType);
    try {
      return await ask(objectKey);
    } finally {
      await this.storage.client.removeObject(this.config.MINIO_BUCKET, objectKey).catch((err: unknown) => {
        this.logger.warn(`could not remove ${objectKey}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
  }

  async analyzeWineMenu(userId: string, file: Express.Multer.File | undefined, question: unknown): Promise<WineMenuAnalysis> {
    const text = typeof question === 'string' ? question.trim() : '';
    if (!file || !text) throw new BadRequestException(WINE_MENU_REQUIRED_MESSAGE);
    if (text.length > WINE_MENU_QUESTION_MAX)
      throw new BadRequestException(`question: Please keep your question under ${WINE_MENU_QUESTION_MAX} characters.`);
    await this.requirePremium(userId, WINE_MENU_PREMIUM_MESSAGE);
    return this.withStoredPhoto(userId, file, (objectKey) =>
      this.services.send<WineMenuAnalysis>(
        'ai',
        PATTERNS.ai.wineMenuAnalyse,
        { userId, objectKey, question: text },
        MENU_CALL_TIMEOUT_MS,
      ),
    );
  }

  async analyzeMealPairing(
    userId: string,
    file: Express.Multer.File | undefined,
    analysisType: unknown,
    description: unknown,
  ): Promise<MealPairingResult> {
    if (!MEAL_ANALYSIS_TYPES.includes(analysisType as MealAnalysisType))
      throw new BadRequestException(MEAL_ANALYSIS_TYPE_MESSAGE);
    const said = typeof description === 'string' && description.trim() ? description.trim() : undefined;
    if (said && said.length > MEAL_DESCRIPTION_MAX)
      throw new BadRequestException(`description: Please keep the description under ${MEAL_DESCRIPTION_MAX} characters.`);
    // the image check names the field before the plan check: a missing photo is the client's mistake either way
    checkImage(file, 'image');
    await this.requirePremium(userId, MEAL_PAIRING_PREMIUM_MESSAGE);
    return this.withStoredPhoto(userId, file!, (objectKey) =>
      this.services.send<MealPairingResult>(
        'ai',
        PATTERNS.ai.mealPairingAnalyse,
        { userId, objectKey, analysisType, ...(said ? { description: said } : {}) },
        MENU_CALL_TIMEOUT_MS,
      ),
    );
  }
}
