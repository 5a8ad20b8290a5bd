import { CanActivate, ExecutionContext, ForbiddenException, HttpException, Inject, Injectable } from '@nestjs/common';
import { IdentityUser, PATTERNS } from '@wine/contracts';
import type { Request } from 'express';
import { limitSourceOfRequest } from '../common/client-ip';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ServiceClient } from '../infra/service-client';
import { JwtAuthGuard } from './jwt-auth.guard';
import type { AuthUser } from './jwt.strategy';
import { accessOf, effectiveLimitOf, type RouteRateLimit } from './route-access';
import { SessionState } from './session-state';

export const PROFILE_REQUIRED_MESSAGE = 'Profile setup required';

/**
 * The one guard every route passes (global), driven by the route's own metadata (route-access.ts):
 * public routes go through; others need a valid access token (401); product routes also need a
 * completed profile with an adult date of birth (403 'Profile setup required'); then the route's
 * rate limit is counted: its own, or the default for its access and method (effectiveLimitOf). The profile check is cheap on the hot path: the access token says
 * profileCompleted once it was issued after setup; older tokens are answered from a Redis mark set
 * at setup (read with the token's revocation check, JwtStrategy), and only a miss asks identity
 * (once, then marked).
 */
@Injectable()
export class RouteAccessGuard implements CanActivate {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly jwt: JwtAuthGuard,
    private readonly sessions: SessionState,
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const access = accessOf(ctx.getHandler(), ctx.getClass());
    if (access !== 'public') {
      await this.jwt.canActivate(ctx);
      const user = req.user!;
      if (access === 'product' && !user.profileCompleted && !(await this.hasCompletedProfile(user.userId))) {
        throw new ForbiddenException(PROFILE_REQUIRED_MESSAGE);
      }
    }
    const limit = effectiveLimitOf(ctx.getHandler(), ctx.getClass(), req.method);
    if (limit && !limit.exempt?.(req, this.config)) await this.count(limit, req);
    return true;
  }

  private async count(limit: RouteRateLimit, req: Request & { user?: AuthUser }): Promise<void> {
    const rule = typeof limit.rule === 'function' ? limit.rule(this.config) : limit.rule;
    const subject = limit.by === 'user' && req.user ? req.user.userId : limitSourceOfRequest(req);
    try {
      await this.limiter.hitAll(
        limit.burst
          ? [
              [rule, subject],
              [limit.burst, subject],
            ]
          : [[rule, subject]],
      );
    } catch (err) {
      const tooMany = err instanceof HttpException && err.getStatus() === 429;
      if (tooMany || limit.uncounted !== 'let-through') throw err;
    }
  }

  /** Asks identity: the Redis mark was read with the token (a miss gets here). */
  private async hasCompletedProfile(userId: string): Promise<boolean> {
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
