import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's IP as express sees it (only the configured TRUST_PROXY may say otherwise). */
export const clientIpOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string =>
  clientIpOf(ctx.switchToHttp().getRequest<Request>()),
);
