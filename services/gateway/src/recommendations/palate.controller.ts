import { Body, Controller, Delete, Get, Put, Query, Req, Res } from '@nestjs/common';
import {
  type PalateProfile,
  palateProfileSchema,
  type PalateReset,
  palateResetSchema,
  PATTERNS,
  type RecommendationFeedback,
  type RecommendationFeedbackList,
  recommendationFeedbackListSchema,
  type RecommendationFeedbackRequest,
  recommendationFeedbackRequestSchema,
  recommendationFeedbackSchema,
  pageQuerySchema,
  type Page,
  type PageQuery,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { answerPage, PageQueryPipe } from '../common/paging';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ProductRoute, RateLimit } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiDoc } from '../openapi/api-doc.decorator';
import type { RateLimit as Limit } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../infra/service-client';

// A person thumbs a few cards a minute; a script would rewrite someone's palate hundreds of times.
export const FEEDBACK_LIMIT: Limit = { name: 'feedback:user', limit: 60, windowSeconds: 60, noun: 'requests' };

/** Thumbs on recommended wines and the palate they build: the user's own, on Free and Premium. */
@Controller('recommendations')
@ProductRoute()
export class PalateController {
  constructor(private readonly services: ServiceClient) {}

  @Put('feedback')
  @RateLimit(FEEDBACK_LIMIT)
  @ApiDoc({ summary: 'Thumbs up or down on a recommended wine (null takes it back)', response: recommendationFeedbackSchema })
  setFeedback(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(recommendationFeedbackRequestSchema)) body: RecommendationFeedbackRequest,
  ): Promise<RecommendationFeedback> {
    return this.services.send<RecommendationFeedback>('ai', PATTERNS.ai.feedbackSet, { userId: user.userId, ...body });
  }

  @Get('feedback')
  @ApiDoc({
    summary: 'Your thumbs on recommended wines, newest first (paged: Link rel="next", X-Total-Count)',
    response: recommendationFeedbackListSchema,
    query: pageQuerySchema,
  })
  async feedback(
    @CurrentUser() user: AuthUser,
    @Query(new PageQueryPipe()) page: PageQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecommendationFeedbackList> {
    const found = await this.services.send<Page<RecommendationFeedback>>('ai', PATTERNS.ai.feedbackList, {
      userId: user.userId,
      page,
    });
    return { feedback: answerPage(req, res, found) };
  }

  @Get('palate')
  @ApiDoc({ summary: 'Your palate: what your thumbs, saves, bottles and ratings say you like', response: palateProfileSchema })
  palate(@CurrentUser() user: AuthUser): Promise<PalateProfile> {
    return this.services.send<PalateProfile>('ai', PATTERNS.ai.palateGet, { userId: user.userId });
  }

  @Delete('palate')
  @RateLimit(FEEDBACK_LIMIT)
  @ApiDoc({ summary: 'Reset your palate: clears your thumbs (your cellar still counts)', response: palateResetSchema })
  reset(@CurrentUser() user: AuthUser): Promise<PalateReset> {
    return this.services.send<PalateReset>('ai', PATTERNS.ai.palateReset, { userId: user.userId });
  }
}
