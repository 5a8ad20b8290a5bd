import {
  createParamDecorator,
  ExecutionContext,
  HttpException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './jwt.strategy';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    // RouteAccessGuard (global) may have authenticated this request already
    if (ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user) return true;
    return (await super.canActivate(ctx)) as boolean;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    // Redis down while checking revocation: a 503, not a misleading sign-out
    if (err instanceof ServiceUnavailableException) throw err;
    if (err instanceof HttpException && err.getStatus() === 503) throw err;
    if (err || !user) throw new UnauthorizedException('Unauthorized');
    return user;
  }
}

/** The signed-in user of a guarded route. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
