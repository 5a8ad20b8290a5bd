import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import {
  RECOMMENDATIONS_PER_SEARCH,
  type Page,
  type PageQuery,
  type RecommendationSearch,
  recommendationMessageSchema,
  type RecommendationsResponse,
  TOPICS,
} from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import type { z } from 'zod';
import { EmbeddingsService } from '../embeddings/embeddings.service';
import { recommendFromCellar } from '../engine/cellar-pairing';
import { sharedAnswer } from '../engine/shared-answers';
import { CellarItemsClient } from './cellar-items.client';
import { OpenAiEngine } from './openai-engine';
import { PalateService } from '../palate/palate.service';
import { RecommendationsRepository } from './recommendations.repository';

// Expired searches (docs/product-rules.md#account-deletion-and-data-retention: 2 years) are swept hourly; reads also skip them.
const SWEEP_INTERVAL_MS = 3600 * 1000;

@Injectable()
export class RecommendationsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RecommendationsService.name);
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly searches: RecommendationsRepository,
    private readonly embeddings: EmbeddingsService,
    private readonly openai: OpenAiEngine,
    private readonly events: EventBus,
    private readonly palates: PalateService,
    private readonly cellar: CellarItemsClient,
  ) {}

  onModuleInit(): void {
    this.events.on(TOPICS.userDeleted, 'searches-and-palate', async ({ userId }) => {
      await this.searches.purgeUser(userId);
      await this.palates.purgeUser(userId);
      await this.events.forgetUser(userId);
    });
    this.sweep = setInterval(() => {
      this.searches.purgeExpired().catch((err: unknown) => this.logger.warn(`retention sweep failed: ${String(err)}`));
    }, SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweep) clearInterval(this.sweep);
  }

  async recommend(message: z.output<typeof recommendationMessageSchema>): Promise<RecommendationsResponse> {
    const limit = RECOMMENDATIONS_PER_SEARCH[message.plan];
    if (message.from === 'cellar') return this.fromCellar(message, limit);
    const [similarity, palate] = await Promise.all([this.embeddings.similarity(message.query), this.palates.of(message.userId)]);
    const local = sharedAnswer({ query: message.query, preferences: message.preferences, limit, similarity, palate });
    let recommendations = local.recommendations;
    let engine = 'local';
    // nothing to re-rank when the request is not about wine or nothing fits
    if (this.openai.enabled && local.recommendations.length) {
      const reranked = await this.openai.rerank(local, limit, message.preferences);
      if (reranked) {
        recommendations = reranked;
        engine = 'openai';
      }
    }
    await this.searches.record(message.userId, message.query, recommendations, engine);
    return { recommendations, message: local.message, servings: local.servings };
  }

  /** docs/product-rules.md#from-my-cellar: the member's own bottles, ranked by the same engine. */
  private async fromCellar(
    message: z.output<typeof recommendationMessageSchema>,
    limit: number,
  ): Promise<RecommendationsResponse> {
    const [items, similarity, palate] = await Promise.all([
      this.cellar.of(message.userId),
      this.embeddings.similarity(message.query),
      this.palates.of(message.userId),
    ]);
    const found = recommendFromCellar({
      query: message.query,
      preferences: message.preferences,
      limit,
      items,
      palate,
      similarity,
    });
    await this.searches.record(message.userId, message.query, found.recommendations, 'local');
    return {
      recommendations: found.recommendations,
      message: found.message,
      servings: found.servings,
      fallback: found.fallback,
    };
  }

  history(userId: string, page: PageQuery): Promise<Page<RecommendationSearch>> {
    return this.searches.page(userId, page);
  }
}
