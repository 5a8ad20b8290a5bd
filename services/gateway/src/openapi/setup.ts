import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { buildOpenApiDocument } from './document';

/** The API docs are served outside production, and in production only with API_DOCS=true. */
export function apiDocsEnabled(config: Pick<GatewayConfig, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

/**
 * GET /api/docs (Swagger UI) and /api/docs-json: the document generated from the routes the app
 * serves, unless apiDocsEnabled says no (then both are 404 like any unknown path). Call after the
 * global prefix is set; the drift test (openapi/openapi.spec.ts) fails when a route lacks @ApiDoc or
 * the document lists a route nobody serves.
 */
export function mountApiDocs(app: INestApplication): void {
  if (!apiDocsEnabled(app.get<GatewayConfig>(GATEWAY_CONFIG))) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Swagger's OpenAPIObject type predates 3.1
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app) as any);
}
