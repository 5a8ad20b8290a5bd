import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi/document';

export { ApiDoc } from './openapi/api-doc.decorator';
export { buildOpenApiDocument } from './openapi/document';

/**
 * GET /api/docs (Swagger UI) and /api/docs-json: the document generated from the routes the app
 * serves. Call after the global prefix is set; the drift test (openapi/openapi.spec.ts) fails when a
 * route lacks @ApiDoc or the document lists a route nobody serves.
 */
export function mountApiDocs(app: INestApplication): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Swagger's OpenAPIObject type predates 3.1
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app) as any);
}
