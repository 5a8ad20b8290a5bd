// first: OpenTelemetry's instrumentations patch the libraries as they load (when a collector is set)
import '@wine/nest-common/instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { loadConfig, processLogging, redisTransport, startMetricsServer } from '@wine/nest-common';
import { AppModule } from './app.module';
import { billingConfigSchema } from './config';

// Billing is hybrid: Redis-transport handlers for the gateway, and its own HTTP port for Stripe webhooks.
async function bootstrap() {
  const config = loadConfig(billingConfigSchema);
  const { logger, nestOptions } = processLogging('billing', config);
  const app = await NestFactory.create(AppModule.register(config), { ...nestOptions, rawBody: true });
  // a hybrid app's transport registers its handlers here, before a global filter could be added:
  // each message controller carries @UseFilters(RpcErrorFilter) instead (Nest ignored one added after)
  app.connectMicroservice<MicroserviceOptions>(
    redisTransport(config.REDIS_URL, { service: 'billing', maxReplyBytes: config.RPC_MAX_REPLY_BYTES }),
  );
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(config.BILLING_HTTP_PORT, config.BILLING_HTTP_HOST);
  startMetricsServer(config, logger);
  logger.info(`billing webhooks on ${config.BILLING_HTTP_HOST}:${config.BILLING_HTTP_PORT}`);
}
void bootstrap();
