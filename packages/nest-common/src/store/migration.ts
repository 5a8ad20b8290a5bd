import { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { processLogging, type ProcessConfig } from '../bootstrap';
import { createDeclaredIndexes, indexCheck, modelsOf } from './indexes';

/**
 * The migration step of a service (`npm run migrate`, the Kubernetes Job migrate-<service>): makes
 * every index its schemas declare, then exits. Run before a release that adds an index rolls out.
 */
export async function runMigration(
  name: string,
  module: Type<unknown> | ReturnType<typeof Object>,
  config: ProcessConfig,
): Promise<void> {
  const { logger, nestOptions } = processLogging(name, config);
  indexCheck.skip = true;
  const app = await NestFactory.createApplicationContext(module, nestOptions);
  try {
    const models = await createDeclaredIndexes(modelsOf(app.get<Connection>(getConnectionToken())));
    logger.info(`${name}: the indexes of ${models.length} models are in place`);
  } finally {
    await app.close();
  }
}
