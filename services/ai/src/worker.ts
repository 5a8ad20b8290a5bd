import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger, loadConfig, PinoNestLogger } from '@wine/nest-common';
import { aiWorkerConfigSchema } from './config';
import { WorkerModule } from './worker.module';

// Second entrypoint of the ai package: a scalable BullMQ worker with no Redis-transport handlers.
async function bootstrap() {
  const config = loadConfig(aiWorkerConfigSchema);
  const logger = createLogger('ai-worker', config.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
  });
  app.enableShutdownHooks();
  await app.init();
  // an application context never listens, so buffered Nest logs are flushed here
  app.flushLogs();
  logger.info(`ai-worker consuming ${config.WORKER_QUEUES.join(', ')}`);
}
void bootstrap();
