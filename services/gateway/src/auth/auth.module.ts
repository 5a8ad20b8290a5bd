import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ReferralsModule } from '../referrals/referrals.module';
import { AccountController } from './account.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { NotificationsController } from './notifications.controller';
import { RouteAccessGuard } from './route-access.guard';
import { SessionCookie } from './session-cookie';
import { SessionState } from './session-state';
import { SignInThrottle } from './sign-in-throttle';
import { UsersView } from './users.view';

@Module({
  imports: [PassportModule, ReferralsModule],
  controllers: [AccountController, NotificationsController],
  providers: [
    JwtStrategy,
    JwtAuthGuard,
    SessionCookie,
    SessionState,
    SignInThrottle,
    UsersView,
    // global: every route's access and rate limit come from its own metadata (route-access.ts)
    { provide: APP_GUARD, useClass: RouteAccessGuard },
  ],
  exports: [UsersView, SessionState],
})
export class AuthModule {}
