import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  PATTERNS,
  type PasswordResetConfirm,
  passwordResetReplySchema,
  type PasswordResetReply,
  type PasswordResetRequest,
  passwordResetRequestSchema,
  passwordResetSchema,
  PASSWORD_RESET_MESSAGES,
} from '@wine/contracts';
import { createHash } from 'node:crypto';
import { SessionState } from '../access/session-state';
import { LimitedInHandler, PublicRoute, RateLimit } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { type RateLimit as LimitRule, RateLimiter } from '../rate-limit/rate-limiter';
import { SignInThrottle } from './sign-in-throttle';

// docs/product-rules.md#password-reset. A person asks once or twice; more is someone filling an
// inbox (per address, counted for every address alike so the 429 says nothing of accounts) or
// walking a list (per IP).
const RESET_REQUESTS_PER_EMAIL: LimitRule = { name: 'password-reset:email', limit: 3, windowSeconds: 60 * 60, noun: 'requests' };
const RESET_REQUESTS_PER_IP: LimitRule = { name: 'password-reset:ip', limit: 10, windowSeconds: 60 * 60, noun: 'requests' };
// each try hashes a password with argon2; a 256-bit token cannot be guessed in any number of tries
const RESETS_PER_IP: LimitRule = { name: 'password-reset-confirm:ip', limit: 10, windowSeconds: 15 * 60 };

@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: SessionState,
    private readonly limiter: RateLimiter,
    private readonly signIns: SignInThrottle,
  ) {}

  @Post('request')
  @PublicRoute()
  @RateLimit(RESET_REQUESTS_PER_IP, 'ip')
  @LimitedInHandler('reset e-mails per address (the address is only known from the body)')
  @HttpCode(200)
  @ApiDoc({
    summary:
      'E-mail a single-use link to reset the password (30 minutes); the same answer whether or not the address has an account',
    response: passwordResetReplySchema,
  })
  async request(
    @Body(new ZodBodyPipe(passwordResetRequestSchema)) body: Required<PasswordResetRequest>,
  ): Promise<PasswordResetReply> {
    await this.limiter.hit(RESET_REQUESTS_PER_EMAIL, createHash('sha256').update(body.email).digest('hex'));
    return this.services.send<PasswordResetReply>('identity', PATTERNS.identity.passwordResetRequest, { email: body.email });
  }

  @Post()
  @PublicRoute()
  @RateLimit(RESETS_PER_IP, 'ip')
  @HttpCode(200)
  @ApiDoc({
    summary: "Set a new password with the e-mailed link's token; ends every session",
    response: passwordResetReplySchema,
  })
  async reset(@Body(new ZodBodyPipe(passwordResetSchema)) body: PasswordResetConfirm): Promise<PasswordResetReply> {
    const { userId, email, changedAtMs } = await this.services.send<{ userId: string; email: string; changedAtMs: number }>(
      'identity',
      PATTERNS.identity.passwordReset,
      body,
    );
    // every access token issued before the reset ends now, on every device, not when it expires: to
    // the millisecond of identity's clock (the one that stamps tokens), so a sign-in with the new
    // password right after still works
    await this.sessions.revokeTokensIssuedBefore(userId, changedAtMs);
    // the owner proved the account theirs: the guessing ceiling no longer holds them back
    await this.signIns.accountRecovered(email);
    return { message: PASSWORD_RESET_MESSAGES.done };
  }
}
