import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { RateLimit, RateLimiter } from './rate-limiter';

const RATE_LIMITS = Symbol('rate-limits');
type Subject = 'user' | 'ip';

/**
 * Counts every call of a route against a limit, per signed-in user (falling back to the client IP)
 * or per IP; 429 once passed. Runs after the guards (so the user is known) and before validation:
 *   @RateLimited({ name: 'wine-notes:user', limit: 30, windowSeconds: 60, noun: 'requests' })
 * Product routes (AI, uploads) are already limited by path in ProductAccessGuard: no decorator needed.
 */
export function RateLimited(rule: RateLimit, by: Subject = 'user') {
  return applyDecorators(SetMetadata(RATE_LIMITS, { rule, by }), UseInterceptors(RateLimitInterceptor));
}

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const meta = this.reflector.getAllAndOverride<{ rule: RateLimit; by: Subject } | undefined>(RATE_LIMITS, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (meta) {
      const req = ctx.switchToHttp().getRequest<Request & { user?: { userId: string } }>();
      const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      await this.limiter.hit(meta.rule, meta.by === 'user' && req.user ? req.user.userId : ip);
    }
    return next.handle();
  }
}
