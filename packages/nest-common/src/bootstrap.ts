import { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { createLogger, PinoNestLogger } from './observability/logger';
import { startMetricsServer } from './observability/metrics';
import { initTracing } from './observability/tracing';
import { RpcErrorFilter } from './transport/rpc';
import { redisTransport } from './transport/transport';

export interface ProcessConfig {
  LOG_LEVEL: string;
  METRICS_PORT?: number;
  METRICS_HOST?: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}

/**
 * A process's tracing and JSON logger, and the Nest options that log through it. Tracing starts
 * first, so the modules it instruments are patched before the app loads them.
 */
export function processLogging(name: string, config: ProcessConfig) {
  initTracing(name, config);
  const logger = createLogger(name, config.LOG_LEVEL);
  return { logger, nestOptions: { logger: new PinoNestLogger(logger), bufferLogs: true } };
}

/** Starts a service as a Redis-transport microservice (a consumer of rpc:<name>) with JSON logs and graceful shutdown. */
export async function bootstrapService(
  name: string,
  module: Type<unknown> | ReturnType<typeof Object>,
  config: ProcessConfig & { REDIS_URL: string; RPC_MAX_REPLY_BYTES?: number },
  transport: { sealKey?: string } = {},
): Promise<INestMicroservice> {
  const { logger, nestOptions } = processLogging(name, config);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    ...redisTransport(config.REDIS_URL, { service: name, sealKey: transport.sealKey, maxReplyBytes: config.RPC_MAX_REPLY_BYTES }),
    ...nestOptions,
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.enableShutdownHooks();
  await app.listen();
  startMetricsServer(config, logger);
  logger.info(`${name} is listening on the Redis transport`);
  return app;
}
