import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, loadConfig, PinoNestLogger } from '@wine/nest-common';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { gatewayConfigSchema } from './config';
import { mountApiDocs } from './openapi';
import { serveSpa } from './spa';

async function bootstrap() {
  const config = loadConfig(gatewayConfigSchema);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // JSON bodies are small in this API; photos come as multipart and have their own 10 MB limit
  app.useBodyParser('json', { limit: '100kb' });
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  mountApiDocs(app);
  if (config.SPA_DIR && !serveSpa(app, config.SPA_DIR))
    logger.warn(`SPA_DIR ${config.SPA_DIR} has no index.html: run npm run build`);
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.HOST);
  logger.info(`gateway listening on http://${config.HOST}:${config.PORT}`);
}
void bootstrap();
