import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  RECOMMENDATION_HISTORY_LIMIT,
  PATTERNS,
  type RecommendationHistory,
  type RecommendationRequest,
  recommendationRequestSchema,
  type RecommendationsResponse,
  recommendationHistorySchema,
  recommendationsResponseSchema,
  pageQuerySchema,
  type Page,
  type PageQuery,
  type RecommendationSearch,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { answerPage, PageQueryPipe } from '../common/paging';
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
  @ApiDoc({
    summary:
      "Wine recommendations for a question (3 on Free, 6 on Premium), from the catalogue or, with from: cellar, the member's own bottles",
    response: recommendationsResponseSchema,
  })
  async recommend(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(recommendationRequestSchema)) body: RecommendationRequest,
  ): Promise<RecommendationsResponse> {
    const prefs = await this.preferences.of(user.userId);
    return this.services.send<RecommendationsResponse>('ai', PATTERNS.ai.recommend, {
      userId: user.userId,
      query: body.query,
      // docs/product-rules.md#from-my-cellar: the ai service reads this user's bottles from the cellar itself
      from: body.from ?? 'catalogue',
      plan: prefs.subscriptionPlan,
      preferences: {
        preferredWineTypes: prefs.preferredWineTypes,
        budgetRange: prefs.budgetRange,
        wineExperienceLevel: prefs.wineExperienceLevel,
      },
    });
  }

  @Get('history')
  @ApiDoc({
    summary: 'Your recent recommendation searches, newest first (paged: Link rel="next", X-Total-Count)',
    response: recommendationHistorySchema,
    query: pageQuerySchema,
  })
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new PageQueryPipe()) page: PageQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecommendationHistory> {
    // the spec's history is the latest 20 searches: that is the first page unless a limit is asked for
    const limit = req.query.limit === undefined ? RECOMMENDATION_HISTORY_LIMIT : page.limit;
    const found = await this.services.send<Page<RecommendationSearch>>('ai', PATTERNS.ai.recommendationHistory, {
      userId: user.userId,
      page: { ...page, limit },
    });
    return { searches: answerPage(req, res, found) };
  }
}
