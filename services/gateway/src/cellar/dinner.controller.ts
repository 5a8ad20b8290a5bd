import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  DINNER_PLAN_PREMIUM_MESSAGE,
  type DinnerPlan,
  dinnerPlanIdSchema,
  dinnerPlanSchema,
  type OpenDinner,
  openDinnerSchema,
  type OpenedDinner,
  openedDinnerSchema,
  PATTERNS,
  type PlanDinner,
  planDinnerSchema,
} from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { RequiresPremium } from '../access/requires-premium';
import { ProductRoute, RateLimit } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { AI_LIMIT } from '../rate-limit/limits';
import { UserPreferencesReader } from '../recommendations/user-preferences';

/**
 * A dinner party from the member's cellar (docs/product-rules.md#a-dinner-party), Premium: the ai
 * service plans it from the bottles the cellar gives it for this member; the cellar opens them.
 */
@Controller('cellar/plan-dinner')
@ProductRoute()
@RequiresPremium(DINNER_PLAN_PREMIUM_MESSAGE)
export class DinnerController {
  constructor(
    private readonly services: ServiceClient,
    private readonly preferences: UserPreferencesReader,
  ) {}

  @Post()
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiDoc({
    summary:
      'Plan a dinner party (Premium): one bottle a course from your cellar, in serving order, with the bottles to open and what is missing',
    response: dinnerPlanSchema,
  })
  async plan(@CurrentUser() user: AuthUser, @Body(new ZodBodyPipe(planDinnerSchema)) dinner: PlanDinner): Promise<DinnerPlan> {
    const prefs = await this.preferences.of(user.userId);
    return this.services.send<DinnerPlan>('ai', PATTERNS.ai.dinnerPlan, {
      userId: user.userId,
      plan: prefs.subscriptionPlan,
      dinner,
      preferences: {
        preferredWineTypes: prefs.preferredWineTypes,
        budgetRange: prefs.budgetRange,
        wineExperienceLevel: prefs.wineExperienceLevel,
      },
    });
  }

  @Post(':planId/open')
  @HttpCode(200)
  @ApiDoc({
    summary: "Open a dinner's planned bottles (Premium): one tasting a bottle, occasion filled in; once per plan",
    response: openedDinnerSchema,
  })
  open(
    @CurrentUser() user: AuthUser,
    @Param('planId', new ZodBodyPipe(dinnerPlanIdSchema)) planId: string,
    @Body(new ZodBodyPipe(openDinnerSchema)) dinner: OpenDinner,
  ): Promise<OpenedDinner> {
    return this.services.send('cellar', PATTERNS.cellar.dinnerOpen, { userId: user.userId, planId, dinner });
  }
}
