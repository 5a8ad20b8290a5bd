import { CanActivate, ExecutionContext, ForbiddenException, HttpException, Injectable } from '@nestjs/common';
import { IdentityUser, PATTERNS } from '@wine/contracts';
import type { Request } from 'express';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../services/service-client';
import { JwtAuthGuard } from './jwt-auth.guard';
import type { AuthUser } from './jwt.strategy';
import { productRouteOf } from './product-routes';
import { SessionState } from './session-state';

export const PROFILE_REQUIRED_MESSAGE = 'Profile setup required';

/**
 * The server-side age gate (global): every product route answers 401 without a token and 403
 * 'Profile setup required' until the profile is complete with an adult date of birth, then counts
 * the route's per-user limit. Cheap on the hot path: the access token says profileCompleted once
 * it was issued after setup; older tokens are answered from a Redis mark set at setup, and only
 * a miss asks identity (once, then marked).
 */
@Injectable()
export class ProductAccessGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtAuthGuard,
    private readonly sessions: SessionState,
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const route = productRouteOf(req.method, req.path);
    if (!route) return true;
    await this.jwt.canActivate(ctx);
    const user = req.user!;
    if (!user.profileCompleted && !(await this.hasCompletedProfile(user.userId))) {
      throw new ForbiddenException(PROFILE_REQUIRED_MESSAGE);
    }
    if (route.limit) await this.limiter.hit(route.limit, user.userId);
    return true;
  }

  private async hasCompletedProfile(userId: string): Promise<boolean> {
    if (await this.sessions.isProfileCompleted(userId)) return true;
    let user: IdentityUser;
    try {
      user = await this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId });
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 404) return false;
      throw err;
    }
    if (user.profileCompleted) await this.sessions.markProfileCompleted(userId);
    return user.profileCompleted;
  }
}
