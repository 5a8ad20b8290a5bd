import { Controller, Get, Inject, Res } from '@nestjs/common';
import {
  OPTIONAL_DEPENDENCIES,
  PATTERNS,
  SERVICE_NAMES,
  ServiceHealth,
  SystemHealth,
  livenessSchema,
  systemHealthSchema,
} from '@wine/contracts';
import type { Response } from 'express';
import { Kafka, logLevel } from 'kafkajs';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { PhotoStorage } from '../photos/photo-storage.service';
import { GatewayRedis } from '../rate-limit/redis.provider';
import { ServiceClient } from '../services/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { PublicRoute } from '../auth/route-access';

// A health check answers within a load balancer's usual 5 s budget.
const CHECK_TIMEOUT_MS = 2000;

@Controller('health')
@PublicRoute()
export class HealthController {
  private readonly kafka: Kafka;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly services: ServiceClient,
    private readonly storage: PhotoStorage,
    private readonly redis: GatewayRedis,
  ) {
    this.kafka = new Kafka({
      clientId: 'gateway-health',
      brokers: config.KAFKA_BROKERS,
      logLevel: logLevel.NOTHING,
      retry: { retries: 0 },
    });
  }

  /** Liveness of the gateway process alone. */
  @Get('live')
  @ApiDoc({ summary: 'Liveness: the gateway process answers', response: livenessSchema })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * 200 'ok' when redis, mongo, minio, kafka and every service are up; 200 'degraded' when only
   * MinIO or Kafka is down (the rest works); 503 'down' when the core or a service is down.
   */
  @Get()
  @ApiDoc({
    summary:
      "State of every dependency and service: 200 'ok', 200 'degraded' (only Kafka or MinIO down), 503 'down' naming what is down",
    response: systemHealthSchema,
    alsoResponds: { 503: systemHealthSchema },
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<SystemHealth> {
    const [redis, minio, kafka, ...serviceStates] = await Promise.all([
      this.redisUp(),
      withTimeout(this.storage.isUp()),
      this.kafkaUp(),
      ...SERVICE_NAMES.map((name) =>
        this.services
          .send<ServiceHealth>(name, PATTERNS[name].health, {}, CHECK_TIMEOUT_MS)
          .catch((): ServiceHealth => ({ service: name, status: 'down', mongo: 'down' })),
      ),
    ]);
    const services = Object.fromEntries(serviceStates.map((s) => [s.service, s.status]));
    // mongo is up when every service that answered can write to and read from its database
    const answered = serviceStates.filter((s) => s.status === 'up' || s.mongo === 'up');
    const mongo = answered.length > 0 && answered.every((s) => s.mongo === 'up');
    const dependencies = { redis: state(redis), mongo: state(mongo), minio: state(minio), kafka: state(kafka) };
    const down = [
      ...Object.entries(dependencies)
        .filter(([, s]) => s === 'down')
        .map(([name]) => name),
      ...Object.entries(services)
        .filter(([, s]) => s === 'down')
        .map(([name]) => name),
    ];
    const optional: readonly string[] = OPTIONAL_DEPENDENCIES;
    const status = down.length === 0 ? 'ok' : down.every((name) => optional.includes(name)) ? 'degraded' : 'down';
    res.status(status === 'down' ? 503 : 200);
    return { status, down, dependencies, services };
  }

  private async redisUp(): Promise<boolean> {
    try {
      return (await withTimeout(this.redis.client.ping())) === 'PONG';
    } catch {
      return false;
    }
  }

  private async kafkaUp(): Promise<boolean> {
    const admin = this.kafka.admin();
    try {
      await withTimeout(admin.connect().then(() => admin.describeCluster()));
      return true;
    } catch {
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
}

function state(up: boolean): 'up' | 'down' {
  return up ? 'up' : 'down';
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS))]);
}
