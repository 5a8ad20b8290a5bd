import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { PlanLookup } from '../infra/plan-lookup';
import type { AuthUser } from './jwt.strategy';

export const PREMIUM_MESSAGE = Symbol('premium-message');

/**
 * A Premium-only route (docs/product-rules.md#premium-features): a Free user gets 403
 * { message, upgrade: true } with the route's own message, before the upload or body is read, so
 * nothing of theirs is stored or counted. Put it after the route's access decorator:
 *   @ProductRoute() @RequiresPremium(VOICE_SEARCH_PREMIUM_MESSAGE)
 */
export function RequiresPremium(message: string) {
  return applyDecorators(SetMetadata(PREMIUM_MESSAGE, message), UseGuards(PremiumGuard));
}

/** The message of a Premium-only route, or undefined for a route open to every plan. */
export function premiumMessageOf(handler: object, controller: Type | object): string | undefined {
  return (
    (Reflect.getMetadata(PREMIUM_MESSAGE, handler) as string | undefined) ??
    (Reflect.getMetadata(PREMIUM_MESSAGE, controller) as string | undefined)
  );
}

/** Runs after the global RouteAccessGuard has signed the user in (and counted the rate limit). */
@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(private readonly plans: PlanLookup) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const message = premiumMessageOf(ctx.getHandler(), ctx.getClass());
    if (!message) return true;
    const { user } = ctx.switchToHttp().getRequest<{ user: AuthUser }>();
    if ((await this.plans.planOf(user.userId)) === 'premium') return true;
    throw new ForbiddenException({ message, upgrade: true });
  }
}
