import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MemberWritesInterceptor } from './member-writes';
import { RateLimiter } from './rate-limiter';

@Global()
@Module({
  providers: [RateLimiter, { provide: APP_INTERCEPTOR, useClass: MemberWritesInterceptor }],
  exports: [RateLimiter],
})
export class RateLimitModule {}
