import { Controller, Get, Inject, OnModuleDestroy, Req, Res } from '@nestjs/common';
import {
  OPTIONAL_DEPENDENCIES,
  PATTERNS,
  PublicHealth,
  SERVICE_NAMES,
  ServiceHealth,
  SystemHealth,
  livenessSchema,
  publicHealthSchema,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { kafkaConnection } from '@wine/nest-common';
import { Admin, Kafka, logLevel } from 'kafkajs';
import { isOperatorRequest } from '../common/operator';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';
import { PhotoStorage } from '../infra/photo-storage';
import type { RateLimit as LimitRule } from '../rate-limit/rate-limiter';
import { GatewayRedis } from '../infra/gateway-redis';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { PublicRoute, RateLimit, Unmetered } from '../access/route-access';

// A health check answers within a load balancer's usual 5 s budget.
const CHECK_TIMEOUT_MS = 2000;
// Anyone's GET /api/health answers from the last check this recent: a flood of them costs no
// service call, no Kafka round trip and no MinIO request.
const PUBLIC_CHECK_MAX_AGE_MS = 5000;
// A load balancer probes every few seconds; two a second from one address is already a script.
const PUBLIC_HEALTH_LIMIT: LimitRule = { name: 'health:ip', limit: 120, windowSeconds: 60, noun: 'requests' };

@Controller('health')
@PublicRoute()
export class HealthController implements OnModuleDestroy {
  private readonly kafka: Kafka;
  /** one admin connection, kept while it works; a new one only after it failed */
  private kafkaAdmin?: { admin: Admin; connected: Promise<void> };
  /** the Kafka probe under way: overlapping checks share it rather than race on the connection */
  private kafkaProbe?: Promise<boolean>;
  private lastCheck?: { at: number; report: SystemHealth };
  private checking?: Promise<SystemHealth>;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
    private readonly storage: PhotoStorage,
    private readonly redis: GatewayRedis,
  ) {
    this.kafka = new Kafka({
      clientId: 'gateway-health',
      brokers: config.KAFKA_BROKERS,
      ...kafkaConnection(config),
      logLevel: logLevel.NOTHING,
      retry: { retries: 0 },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.kafkaAdmin?.admin.disconnect().catch(() => undefined);
  }

  /** Liveness of the gateway process alone. */
  @Get('live')
  // the orchestrator's liveness probe must never be refused, least of all while Redis is down
  @Unmetered('the liveness probe: answered by the gateway alone, no I/O')
  @ApiDoc({ summary: 'Liveness: the gateway process answers', response: livenessSchema })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * 200 'ok' when redis, mongo, minio, kafka and every service are up; 200 'degraded' when only
   * MinIO or Kafka is down (the rest works); 503 'down' when the core or a service is down.
   * What is down is told to the operator only (Authorization: Bearer OPERATOR_TOKEN), who gets a
   * fresh check; anyone else gets the status of a check at most a few seconds old.
   */
  @Get()
  // the operator's checks are not counted; while Redis is down health must still say so
  @RateLimit(PUBLIC_HEALTH_LIMIT, 'ip', { exempt: isOperatorRequest, uncounted: 'let-through' })
  @ApiDoc({
    summary:
      "200 'ok', 200 'degraded' (only Kafka or MinIO down) or 503 'down'; with the operator's bearer token, also what is down (SystemHealth)",
    response: publicHealthSchema,
    alsoResponds: { 503: publicHealthSchema },
  })
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PublicHealth | SystemHealth> {
    const operator = isOperatorRequest(req, this.config);
    const report = operator ? await this.check() : await this.recentCheck();
    res.status(report.status === 'down' ? 503 : 200);
    return operator ? report : { status: report.status };
  }

  /** The last check if recent enough, else one new check shared by every caller waiting for it. */
  private recentCheck(): Promise<SystemHealth> {
    if (this.lastCheck && Date.now() - this.lastCheck.at < PUBLIC_CHECK_MAX_AGE_MS) return Promise.resolve(this.lastCheck.report);
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(): Promise<SystemHealth> {
    const [redis, minio, kafka, ...serviceStates] = await Promise.all([
      this.redisUp(),
      withTimeout(this.storage.isUp()).catch(() => false),
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
    const report: SystemHealth = { status, down, dependencies, services };
    this.lastCheck = { at: Date.now(), report };
    return report;
  }

  private async redisUp(): Promise<boolean> {
    try {
      return (await withTimeout(this.redis.client.ping())) === 'PONG';
    } catch {
      return false;
    }
  }

  private kafkaUp(): Promise<boolean> {
    this.kafkaProbe ??= this.probeKafka().finally(() => (this.kafkaProbe = undefined));
    return this.kafkaProbe;
  }

  private async probeKafka(): Promise<boolean> {
    if (!this.kafkaAdmin) {
      const admin = this.kafka.admin();
      this.kafkaAdmin = { admin, connected: admin.connect() };
    }
    const { admin, connected } = this.kafkaAdmin;
    try {
      await withTimeout(connected.then(() => admin.describeCluster()));
      return true;
    } catch {
      // a new connection next time: the broker may have restarted
      this.kafkaAdmin = undefined;
      void admin.disconnect().catch(() => undefined);
      return false;
    }
  }
}

function state(up: boolean): 'up' | 'down' {
  return up ? 'up' : 'down';
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS))]);
}
