import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createGatewayApp } from '../../test/support/gateway-app';
import { ApiDoc } from './api-doc.decorator';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { findDrift, servedRoutes } from './drift';

async function initialised(app: INestApplication): Promise<{ app: INestApplication; document: OpenApiDocument }> {
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  await app.init();
  return { app, document };
}

describe('OpenAPI document generated from the gateway routes', () => {
  let gateway: Awaited<ReturnType<typeof createGatewayApp>>;
  let app: INestApplication;
  let document: OpenApiDocument;

  beforeAll(async () => {
    gateway = await createGatewayApp();
    ({ app, document } = await initialised(gateway));
  });

  afterAll(async () => {
    await gateway?.dispose();
  });

  it('documents every route the gateway serves, and no route it does not serve', () => {
    expect(servedRoutes(app)).toEqual(
      expect.arrayContaining(['post /api/auth/login', 'get /api/cellar', 'delete /api/uploads/:id']),
    );
    expect(findDrift(app, document)).toEqual([]);
  });

  it('takes request bodies from the ZodBodyPipe a route validates with, as shared components', () => {
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Login' } } },
    });
    const schemas = document.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(schemas.Login.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('describes answers, statuses, parameters and sign-in from the route metadata', () => {
    const remove = document.paths['/api/cellar/{id}'].delete;
    expect(Object.keys(remove.responses ?? {})).toEqual(['204', 'default']);
    expect(remove.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(remove.security).toEqual([{ bearer: [] }]);
    const health = document.paths['/api/health'].get;
    expect(health.security).toBeUndefined();
    expect(health.responses?.['200']).toEqual(
      expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/PublicHealth' } } } }),
    );
    const checkoutSuccess = document.paths['/api/checkout-success'].get;
    expect(checkoutSuccess.parameters).toEqual([expect.objectContaining({ name: 'session_id', in: 'query', required: true })]);
  });

  it('leaves no $ref pointing at a schema the document lacks', () => {
    const schemas = document.components.schemas as Record<string, unknown>;
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name);
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('names a documented route that no controller serves', () => {
    const ghost: OpenApiDocument = {
      ...document,
      paths: { ...document.paths, '/api/ghost/{id}': { get: { summary: 'Nobody serves this', responses: {} } } },
    };
    expect(findDrift(app, ghost)).toEqual(['get /api/ghost/:id is in the API docs but no controller serves it']);
  });

  it('names a served route that is missing from the document', () => {
    const { '/api/auth/login': _login, ...paths } = document.paths;
    expect(findDrift(app, { ...document, paths })).toEqual(['post /api/auth/login is served but missing from the API docs']);
  });
});

describe('a route added without documentation', () => {
  @Controller('tasting-notes')
  class TastingNotesController {
    @Get()
    list(): string[] {
      return [];
    }

    @Post()
    add(@Body() note: unknown): unknown {
      return note;
    }
  }

  @Controller('tasting-notes/drafts')
  class DraftsController {
    @Post()
    @HttpCode(204)
    @ApiDoc({ summary: 'Keep a draft note', response: null })
    keep(@Body() _draft: unknown): void {}
  }

  @Module({ controllers: [TastingNotesController, DraftsController] })
  class TastingNotesModule {}

  it('fails the drift check, naming the route', async () => {
    const { app, document } = await initialised(await NestFactory.create(TastingNotesModule, { logger: false }));
    try {
      expect(findDrift(app, document)).toEqual([
        'get /api/tasting-notes has no @ApiDoc summary',
        'post /api/tasting-notes has no @ApiDoc summary',
        'post /api/tasting-notes/drafts reads a body but documents no request schema (validate it with ZodBodyPipe)',
      ]);
    } finally {
      await app.close();
    }
  });
});
