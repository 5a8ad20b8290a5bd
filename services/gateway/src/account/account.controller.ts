import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpException,
  Patch,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  AuthResponse,
  ChangePasswordRequest,
  changePasswordSchema,
  DeleteAccountRequest,
  deleteAccountSchema,
  IdentityUser,
  IssuedSession,
  LoginRequest,
  loginSchema,
  PendingSignUp,
  registerResponseSchema,
  SIGN_UP_CHECK_EMAIL_MESSAGE,
  PATTERNS,
  ProfileSetupRequest,
  profileSetupSchema,
  RegisterRequest,
  registerSchema,
  UpdateUserRequest,
  updateUserSchema,
  User,
  authResponseSchema,
  refreshResponseSchema,
  userSchema,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { ClientSource } from '../common/client-ip';
import type { GatewayConfig } from '../config';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import type { RateLimit as LimitRule } from '../rate-limit/rate-limiter';
import { LimitedInHandler, PublicRoute, RateLimit, SignedInRoute } from '../access/route-access';
import { Referrals } from '../referrals/referrals.service';
import { ServiceClient } from '../infra/service-client';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { SessionCookie } from './session-cookie';
import { SessionState } from '../access/session-state';
import { SignInThrottle } from './sign-in-throttle';
import { UsersView } from './users.view';
import { ApiDoc } from '../openapi/api-doc.decorator';

// Both re-check the password with argon2 (64 MiB each): a person needs one or two tries.
const PASSWORD_CHANGE_LIMIT: LimitRule = { name: 'password-change:user', limit: 5, windowSeconds: 15 * 60 };
const ACCOUNT_DELETE_LIMIT: LimitRule = { name: 'account-delete:user', limit: 5, windowSeconds: 15 * 60 };

const signUpsPerIp = (config: GatewayConfig): LimitRule => ({
  name: 'register:ip',
  limit: config.SIGNUPS_PER_IP_PER_HOUR,
  windowSeconds: 60 * 60,
});

@Controller()
export class AccountController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookie: SessionCookie,
    private readonly users: UsersView,
    private readonly sessions: SessionState,
    private readonly referrals: Referrals,
    private readonly signIns: SignInThrottle,
  ) {}

  @Post('auth/register')
  @PublicRoute()
  @RateLimit(signUpsPerIp, 'ip')
  @HttpCode(201)
  @ApiDoc({
    summary: "Create an account; sets the refresh cookie. An e-mail that has an account already answers 201 'check your e-mail'",
    response: registerResponseSchema,
  })
  async register(
    @Body(new ZodBodyPipe(registerSchema)) body: Required<RegisterRequest>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse | PendingSignUp> {
    let session: IssuedSession;
    try {
      session = await this.services.send<IssuedSession>('identity', PATTERNS.identity.register, body);
    } catch (err) {
      // the same status as a new account, and no word of whether this e-mail has one
      if (err instanceof HttpException && err.getStatus() === 409) return { message: SIGN_UP_CHECK_EMAIL_MESSAGE };
      throw err;
    }
    await this.referrals.recordSignUp(session.user.id, body.referralCode ?? null);
    return this.open(res, session);
  }

  @Post('auth/login')
  @PublicRoute()
  @LimitedInHandler(
    'failed sign-ins per IP, and a growing wait per e-mail and IP (SignInThrottle); a good one gives its attempt back',
  )
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign in; sets the refresh cookie (failed attempts are rate limited)', response: authResponseSchema })
  async login(
    @ClientSource() ip: string,
    @Body(new ZodBodyPipe(loginSchema)) body: Required<LoginRequest>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    // counted before the password is checked; only failed attempts count
    await this.signIns.attempt(body.email, ip);
    let session: IssuedSession;
    try {
      session = await this.services.send<IssuedSession>('identity', PATTERNS.identity.login, body);
    } catch (err) {
      // an unavailable identity gives the attempt back
      if (!isUnauthorized(err)) await this.signIns.giveBack(body.email, ip).catch(() => undefined);
      throw err;
    }
    await this.signIns.succeeded(body.email, ip);
    return this.open(res, session);
  }

  @Post('auth/refresh')
  @PublicRoute()
  @LimitedInHandler('uses of one refresh token, and refreshes per IP')
  @HttpCode(200)
  @ApiDoc({ summary: 'A new access token for the refresh cookie, which is rotated', response: refreshResponseSchema })
  async refresh(
    @ClientSource() ip: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ accessToken: string }> {
    const token = this.cookie.read(req);
    if (!token) throw new UnauthorizedException('You are not signed in.');
    await this.signIns.refresh(token, ip);
    try {
      const session = await this.services.send<IssuedSession>('identity', PATTERNS.identity.refresh, { refreshToken: token });
      this.cookie.set(res, session.refreshToken);
      return { accessToken: session.accessToken };
    } catch (err) {
      if (isUnauthorized(err)) this.cookie.clear(res);
      throw err;
    }
  }

  @Post('auth/logout')
  @PublicRoute()
  @HttpCode(204)
  @ApiDoc({ summary: 'Revoke the refresh token and clear its cookie', response: null })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = this.cookie.read(req);
    if (token) await this.services.send('identity', PATTERNS.identity.logout, { refreshToken: token });
    this.cookie.clear(res);
  }

  @Get('auth/user')
  @SignedInRoute()
  @ApiDoc({ summary: 'The signed-in user', response: userSchema })
  user(@CurrentUser() user: AuthUser): Promise<User> {
    return this.users.get(user.userId);
  }

  @Patch('auth/user')
  @SignedInRoute()
  @ApiDoc({ summary: 'Change first and last name', response: userSchema })
  async updateUser(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(updateUserSchema)) body: Required<UpdateUserRequest>,
  ): Promise<User> {
    const updated = await this.services.send<IdentityUser>('identity', PATTERNS.identity.userUpdate, {
      userId: user.userId,
      ...body,
    });
    return this.users.compose(updated);
  }

  @Delete('auth/user')
  @SignedInRoute()
  @RateLimit(ACCOUNT_DELETE_LIMIT)
  @HttpCode(204)
  @ApiDoc({
    summary: 'Delete the account and all its data (asks for the password again; other sessions end at once)',
    response: null,
  })
  async deleteUser(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(deleteAccountSchema)) body: DeleteAccountRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.services.send('identity', PATTERNS.identity.userDelete, { userId: user.userId, password: body.password });
    // every other tab and device of this user is signed out now, not when its token expires
    await this.sessions.revokeUser(user.userId);
    this.cookie.clear(res);
  }

  @Post('auth/password')
  @SignedInRoute()
  @RateLimit(PASSWORD_CHANGE_LIMIT)
  @HttpCode(204)
  @ApiDoc({ summary: 'Change the password; signs out other devices', response: null })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Body(new ZodBodyPipe(changePasswordSchema)) body: Required<ChangePasswordRequest>,
  ): Promise<void> {
    const changed = await this.services.send<{ changedAtMs?: number }>('identity', PATTERNS.identity.passwordChange, {
      userId: user.userId,
      refreshToken: this.cookie.read(req),
      ...body,
    });
    // other devices' access tokens end now, not in up to 15 minutes, to the millisecond of the change
    // on identity's clock (the one that stamps tokens); this tab renews its own with the refresh
    // token identity kept
    await this.sessions.revokeTokensIssuedBefore(user.userId, changed?.changedAtMs ?? Date.now());
  }

  @Post('profile/setup')
  @SignedInRoute()
  @HttpCode(200)
  @ApiDoc({ summary: 'Complete the profile: date of birth (18+) and preferences', response: userSchema })
  async setupProfile(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(profileSetupSchema)) profile: ProfileSetupRequest,
  ): Promise<User> {
    const updated = await this.services.send<IdentityUser>('identity', PATTERNS.identity.profileSetup, {
      userId: user.userId,
      profile,
    });
    // the age gate opens at once for the access token the browser already holds
    if (updated.profileCompleted) await this.sessions.markProfileCompleted(user.userId);
    return this.users.compose(updated);
  }

  private async open(res: Response, session: IssuedSession): Promise<AuthResponse> {
    this.cookie.set(res, session.refreshToken);
    return { accessToken: session.accessToken, user: await this.users.compose(session.user) };
  }
}

function isUnauthorized(err: unknown): boolean {
  return err instanceof HttpException && err.getStatus() === 401;
}
