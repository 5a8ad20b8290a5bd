import { Global, Module } from '@nestjs/common';
import { RateLimitInterceptor } from './rate-limited.decorator';
import { RateLimiter } from './rate-limiter';
import { GatewayRedis } from './redis.provider';

@Global()
@Module({
  providers: [GatewayRedis, RateLimiter, RateLimitInterceptor],
  exports: [GatewayRedis, RateLimiter, RateLimitInterceptor],
})
export class RateLimitModule {}
