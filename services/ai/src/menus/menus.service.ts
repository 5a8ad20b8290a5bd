import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type MealPairingMessage,
  type MealPairingResult,
  MENU_UNREADABLE_MESSAGE,
  sniffImageFormat,
  type WineMenuAnalysis,
  type WineMenuMessage,
} from '@wine/contracts';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import { readObject } from '@wine/nest-common/storage';
import type { AiConfig } from '../config';
import { OpenAiVision } from '../meal/openai-vision';
import { suggestDishes } from '../meal/dish-suggestions';
import { pairDishes, unrecognisedMeal } from '../meal/pair-meal';
import { RecommendationsRepository } from '../recommendations/recommendations.repository';
import { Storage, STORAGE } from '../photos/storage.provider';
import { answerQuestion } from './answer-question';
import { MenuOcrClient } from './menu-ocr.client';
import { parseFoodMenu } from './parse-food-menu';
import { parseWineList } from './parse-wine-list';
import { understandEntry } from './understand-entry';

// the last few searches are what a user is likely eating or planning now
const RECENT_SEARCHES = 10;
const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Wine-list questions and meal/menu pairing; the OCR runs on the worker. */
@Injectable()
export class MenusService {
  private readonly logger = new Logger(MenusService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AiConfig,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly ocr: MenuOcrClient,
    private readonly vision: OpenAiVision,
    private readonly searches: RecommendationsRepository,
  ) {}

  async analyseWineMenu(message: WineMenuMessage): Promise<WineMenuAnalysis> {
    const page = await this.ocr.read({ userId: message.userId, objectKey: message.objectKey });
    const entries = parseWineList(page);
    if (!entries.length) throw rpcError(422, MENU_UNREADABLE_MESSAGE);
    const answer = answerQuestion(entries.map(understandEntry), message.question);
    this.logger.log(`wine list: ${page.lines.length} lines, ${entries.length} entries, ${answer.picks.length} picks`);
    return answer;
  }

  async analyseMealPairing(message: MealPairingMessage): Promise<MealPairingResult> {
    const { objectKey } = message;
    // a typed dish alone: nothing to look at, pair what the user says
    if (!objectKey) return pairDishes([{ name: message.description ?? '' }]);
    if (message.analysisType === 'menu') {
      const page = await this.ocr.read({ userId: message.userId, objectKey });
      const dishes = parseFoodMenu(page);
      if (!dishes.length) throw rpcError(422, MENU_UNREADABLE_MESSAGE);
      this.logger.log(`food menu: ${page.lines.length} lines, ${dishes.length} dishes`);
      return pairDishes(dishes);
    }
    if (this.vision.enabled) {
      const bytes = await readObject(this.storage, this.config.MINIO_BUCKET, objectKey);
      const format = sniffImageFormat(bytes.subarray(0, 16));
      const seen = format ? await this.vision.describeMeal(bytes, CONTENT_TYPES[format], message.description) : null;
      if (seen && seen.recognizedFood.length) {
        const paired = pairDishes([
          {
            name: seen.recognizedFood.join(', '),
            description: `${seen.mainIngredients.join(' ')} ${seen.cookingMethod} ${seen.cuisineType}`,
          },
        ]);
        return { ...paired, ...seen };
      }
    }
    // no model recognises a dish offline (docs/decisions/0005-confirm-the-dish-offline.md): pair what the user says, or ask
    if (message.description) return pairDishes([{ name: message.description }]);
    const [printed, recent] = await Promise.all([
      this.printedText(message.userId, objectKey),
      this.recentQueries(message.userId),
    ]);
    return { ...unrecognisedMeal(), suggestedDishes: suggestDishes(printed, recent) };
  }

  /** The text printed in a meal photo (a menu, a packet), or none: suggestions never fail the answer. */
  private async printedText(userId: string, objectKey: string): Promise<string[]> {
    try {
      const page = await this.ocr.read({ userId, objectKey });
      // a menu's dishes as the menu parser reads them (names without prices), then every line
      return [...parseFoodMenu(page).map((d) => d.name), ...page.lines.map((l) => l.text)];
    } catch (err) {
      this.logger.warn(
        `meal photo OCR failed, no printed dishes to suggest: ${err instanceof Error ? err.message : String(err)}`,
      );
      return [];
    }
  }

  private async recentQueries(userId: string): Promise<string[]> {
    try {
      return (await this.searches.latest(userId, RECENT_SEARCHES)).map((s) => s.query);
    } catch (err) {
      this.logger.warn(`recent searches unavailable: ${err instanceof Error ? err.message : String(err)}`);
      return [];
    }
  }
}
