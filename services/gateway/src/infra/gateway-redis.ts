import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** The gateway's own Redis connection (rate limits, health), shared by every gateway instance. */
@Injectable()
export class GatewayRedis implements OnModuleDestroy {
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    // fail fast rather than queue or hang: a rate limit or health check must not wait on a stalled Redis
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 2000 });
    this.client.on('error', () => undefined); // reported by health checks, not as crashes
  }

  // at the first step of closing: a client still reconnecting would otherwise keep the process alive
  onModuleDestroy(): void {
    this.client.disconnect();
  }
}
