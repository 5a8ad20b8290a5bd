// first: OpenTelemetry's instrumentations patch the libraries as they load (when a collector is set)
import '@wine/nest-common/instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import fs from 'node:fs';
import os from 'node:os';
import { loadConfig, processLogging, startMetricsServer } from '@wine/nest-common';
import { aiWorkerConfigSchema } from './config';
import { WorkerModule } from './worker.module';

// Photo analysis is queued work that nobody waits on with a spinner for long: on a machine it shares
// with the services, its OCR (which takes every core it can) must not slow sign-ins and saves.
const WORKER_NICENESS = 10;

/** Lowers every thread's priority: Linux keeps niceness per thread, and new threads inherit it. */
function yieldToServices(): void {
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return; // not Linux: the scheduler decides
  }
  for (const tid of tasks) {
    try {
      os.setPriority(Number(tid), WORKER_NICENESS);
    } catch {
      // a thread that ended meanwhile
    }
  }
}

// Second entrypoint of the ai package: a scalable BullMQ worker with no Redis-transport handlers.
async function bootstrap() {
  yieldToServices();
  const config = loadConfig(aiWorkerConfigSchema);
  const { logger, nestOptions } = processLogging('ai-worker', config);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), nestOptions);
  app.enableShutdownHooks();
  await app.init();
  // an application context never listens, so buffered Nest logs are flushed here
  app.flushLogs();
  startMetricsServer(config, logger);
  logger.info(`ai-worker consuming ${config.WORKER_QUEUES.join(', ')}`);
}
void bootstrap();
