import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';
import { GatewayRedis } from './redis.provider';

@Global()
@Module({
  providers: [GatewayRedis, RateLimiter],
  exports: [GatewayRedis, RateLimiter],
})
export class RateLimitModule {}
