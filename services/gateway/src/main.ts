// first: OpenTelemetry's instrumentations patch the libraries as they load (when a collector is set)
import '@wine/nest-common/instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import type { Server } from 'node:http';
import { httpMetricsMiddleware, loadConfig, processLogging, registerReadinessCheck, startMetricsServer } from '@wine/nest-common';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { createHttpAdapter } from './http-adapter';
import { gatewayLifecycle, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './lifecycle/graceful-shutdown';
import { gatewayConfigSchema } from './config';
import { mountApiDocs } from './openapi/setup';
import { serveSpa } from './spa';

// the longest request (a photo's 20 s wait for its analysis) and a margin; the pod's grace period
// (infra/k8s/base/gateway.yaml) covers the preStop pause, this and Nest's own hooks
const SHUTDOWN_DRAIN_MS = 25_000;

async function bootstrap() {
  const config = loadConfig(gatewayConfigSchema);
  const { logger, nestOptions } = processLogging('gateway', config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), createHttpAdapter(), {
    ...nestOptions,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // counts the requests in hand, so a stopping instance answers them before it lets go of Redis
  app.use(gatewayLifecycle.track);
  // first, so every answer is timed, the ones a guard or the body limit refuses too
  app.use(httpMetricsMiddleware());
  // only the configured reverse proxies may say who the client is (default: none)
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(securityHeaders());
  // JSON bodies are small in this API; photos come as multipart and have their own 10 MB limit
  app.useBodyParser('json', { limit: '100kb' });
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  mountApiDocs(app);
  if (config.SPA_DIR && !serveSpa(app, config.SPA_DIR))
    logger.warn(`SPA_DIR ${config.SPA_DIR} has no index.html: run npm run build`);
  await app.listen(config.PORT, config.HOST);
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  registerReadinessCheck('serving', () => gatewayLifecycle.ready);
  // HTTP first, drained, then Nest's hooks (Redis, the service clients): docs/operations.md#rollouts.
  // In Kubernetes the preStop pause has already let the load balancer stop sending.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      logger.info(`${signal}: draining ${gatewayLifecycle.inFlight} requests, then closing`);
      gatewayLifecycle
        .stop(server, () => app.close(), { pauseMs: 0, drainMs: SHUTDOWN_DRAIN_MS })
        .then(
          () => process.exit(0),
          (err: Error) => {
            logger.error(`shutdown failed: ${err.message}`);
            process.exit(1);
          },
        );
    });
  startMetricsServer(config, logger);
  logger.info(`gateway listening on http://${config.HOST}:${config.PORT}`);
}
void bootstrap();

/**
 * helmet on every response: a CSP the built SPA passes (no inline scripts; MUI's emotion injects
 * <style> elements, hence style-src 'unsafe-inline'), no framing, nosniff, a referrer policy,
 * and HSTS only on requests that arrived over HTTPS.
 */
export function securityHeaders(): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its Payment Element frames on /subscribe (Stripe's documented CSP)
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // the SPA loads nothing cross-origin; the API docs page is same-origin too
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 3600, includeSubDomains: true });
  return (req, res, next) =>
    headers(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (req.secure) return hsts(req, res, next);
      next();
    });
}
