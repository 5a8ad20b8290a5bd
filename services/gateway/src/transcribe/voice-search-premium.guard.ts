import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { VOICE_SEARCH_PREMIUM_MESSAGE } from '@wine/contracts';
import type { AuthUser } from '../auth/jwt.strategy';
import { PlanLookup } from '../cellar/plan-lookup';

/**
 * Voice search is Premium (docs/product-rules.md#premium-features). A guard, so a Free user's 403 {upgrade: true} comes before
 * the clip is even read.
 */
@Injectable()
export class VoiceSearchPremiumGuard implements CanActivate {
  constructor(private readonly plans: PlanLookup) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const { user } = ctx.switchToHttp().getRequest<{ user: AuthUser }>();
    if ((await this.plans.planOf(user.userId)) === 'premium') return true;
    throw new ForbiddenException({ message: VOICE_SEARCH_PREMIUM_MESSAGE, upgrade: true });
  }
}
