import { Inject, Injectable } from '@nestjs/common';
import { REFRESH_COOKIE } from '@wine/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** The refresh token lives only in an httpOnly, SameSite=Strict cookie scoped to /api/auth. */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.options = { httpOnly: true, sameSite: 'strict', secure: config.COOKIE_SECURE, path: REFRESH_COOKIE.path };
  }

  read(req: Request): string | null {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE.name];
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
  }

  set(res: Response, refreshToken: string): void {
    res.cookie(REFRESH_COOKIE.name, refreshToken, { ...this.options, maxAge: REFRESH_COOKIE.maxAgeDays * 24 * 3600 * 1000 });
  }

  clear(res: Response): void {
    res.clearCookie(REFRESH_COOKIE.name, this.options);
  }
}
