import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { RouteAccessGuard } from './route-access.guard';
import { SessionState } from './session-state';

/** The access policy: who may call a route, at what rate, and on which plan (route-access.ts). */
@Module({
  imports: [PassportModule],
  providers: [
    JwtStrategy,
    JwtAuthGuard,
    SessionState,
    // global: every route's access and rate limit come from its own metadata (route-access.ts)
    { provide: APP_GUARD, useClass: RouteAccessGuard },
  ],
  exports: [SessionState],
})
export class AccessModule {}
