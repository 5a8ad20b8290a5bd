import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  PATTERNS,
  type RecommendationHistory,
  type RecommendationRequest,
  recommendationRequestSchema,
  type RecommendationsResponse,
  recommendationHistorySchema,
  recommendationsResponseSchema,
} from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { UserPreferencesReader } from './user-preferences';
import { ProductRoute, RateLimit } from '../access/route-access';
import { AI_LIMIT } from '../rate-limit/limits';

/** POST /api/recommendations: the plan and profile preferences come from identity (or its copy). */
@Controller('recommendations')
@ProductRoute()
export class RecommendationsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly preferences: UserPreferencesReader,
  ) {}

  @Post()
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Wine recommendations for a question (3 on Free, 6 on Premium)', response: recommendationsResponseSchema })
  async recommend(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(recommendationRequestSchema)) body: RecommendationRequest,
  ): Promise<RecommendationsResponse> {
    const prefs = await this.preferences.of(user.userId);
    return this.services.send<RecommendationsResponse>('ai', PATTERNS.ai.recommend, {
      userId: user.userId,
      query: body.query,
      plan: prefs.subscriptionPlan,
      preferences: {
        preferredWineTypes: prefs.preferredWineTypes,
        budgetRange: prefs.budgetRange,
        wineExperienceLevel: prefs.wineExperienceLevel,
      },
    });
  }

  @Get('history')
  @ApiDoc({ summary: 'Your recent recommendation searches', response: recommendationHistorySchema })
  history(@CurrentUser() user: AuthUser): Promise<RecommendationHistory> {
    return this.services.send<RecommendationHistory>('ai', PATTERNS.ai.recommendationHistory, { userId: user.userId });
  }
}
