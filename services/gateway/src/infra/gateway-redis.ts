import { Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { observeRedisMemory, reconnectOnReadonly, registerReadinessCheck } from '@wine/nest-common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** The gateway's own Redis connection (rate limits, health), shared by every gateway instance. */
@Injectable()
export class GatewayRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    // fail fast rather than queue or hang: a rate limit or health check must not wait on a stalled Redis
    this.client = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 2000,
      // a signed-in request asks this connection 3-4 times (session, limit, preferences): the
      // commands of requests in hand at once go out in one write, not one system call each
      enableAutoPipelining: true,
      // a managed Redis's failover: reconnect to the promoted primary (resilience/redis-failover.ts)
      reconnectOnError: reconnectOnReadonly,
    });
    this.client.on('error', () => undefined); // reported by health checks, not as crashes
    // one Redis for the whole product: the gateway reports its memory against the ceiling
    observeRedisMemory(this.client);
    // sessions and limits need it on every signed-in request: not ready without it
    registerReadinessCheck('redis', async () => (await this.client.ping()) === 'PONG');
  }

  /**
   * A command whose answer decides whether a request may go on (a session, a rate limit, a sign-in
   * failure count): with Redis down nothing can be checked, so the request is refused with 503 rather
   * than let through (fail closed).
   */
  async failClosed<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.client);
    } catch {
      throw new ServiceUnavailableException('The service is temporarily unavailable. Please try again in a moment.');
    }
  }

  // the last step of closing, after the HTTP server has stopped and drained: every request still in
  // hand checks its session and rate limit against a live Redis (docs/operations.md#rollouts)
  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}
