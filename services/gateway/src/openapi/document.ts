import { HttpStatus, type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { apiErrorBodySchema } from '@wine/contracts';
import { z } from 'zod';
import { accessOf } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { apiDocOf, type ApiDocOptions } from './api-doc.decorator';
import { ZodComponents } from './zod-components';

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; tags?: string[]; parameters?: Json[]; responses?: Record<string, Json> };
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Operation>>; components: Json };

/** One controller method that serves a route. */
export interface RouteHandler {
  controller: Type;
  method: string;
  handler: object;
  /** the HTTP verb, lower case as in OpenAPI */
  verb: string;
  doc: ApiDocOptions | undefined;
  /** the schema its ZodBodyPipe validates the body with, when it reads a body */
  body: z.ZodType | undefined;
  readsBody: boolean;
  /** the status Nest answers with on success */
  status: number;
}

const NON_JSON: Record<string, Json> = {
  'text/csv': { type: 'string' },
  'text/html': { type: 'string' },
  'image/*': { type: 'string', contentMediaType: 'application/octet-stream' },
};

/** Every controller method with a route, by Swagger's operation id (`<Controller>_<method>`). */
export function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const handlers = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      const proto = controller.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(proto)) {
        const handler = proto[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const id = `${controller.name}_${method}`;
        if (handlers.has(id)) throw new Error(`Two controllers are named ${controller.name}: the API docs need unique names`);
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { pipes?: unknown[] }>,
        );
        const bodyArgs = args.filter(([key]) => Number(key.split(':')[0]) === RouteParamtypes.BODY);
        const pipe = bodyArgs
          .flatMap(([, arg]) => arg.pipes ?? [])
          .find((p): p is ZodBodyPipe<z.ZodType> => p instanceof ZodBodyPipe);
        handlers.set(id, {
          controller,
          method,
          handler,
          verb,
          doc: apiDocOf(handler),
          body: pipe?.['schema'],
          readsBody: bodyArgs.length > 0,
          status:
            (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
            (verb === 'post' ? HttpStatus.CREATED : HttpStatus.OK),
        });
      }
    }
  }
  return handlers;
}

function requiresSignIn(route: RouteHandler): boolean {
  return accessOf(route.handler, route.controller) !== 'public';
}

function queryParameters(query: z.ZodObject): Json[] {
  // inline, not a component: each field is a parameter of its own
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function jsonContent(schema: Json): Json {
  return { content: { 'application/json': { schema } } };
}

/**
 * The OpenAPI 3.1 document of the gateway: paths, verbs and parameters from Nest's route metadata
 * (SwaggerModule), summaries and answers from each route's @ApiDoc, request bodies from the
 * ZodBodyPipe the route validates with, and schemas from the shared zod contracts.
 */
export function buildOpenApiDocument(app: INestApplication): OpenApiDocument {
  const config = new DocumentBuilder()
    .setTitle('Cellar Door AI API')
    .setDescription(
      'The public API behind the Cellar Door AI web app. Generated from the gateway routes and the shared zod contracts.',
    )
    .setVersion('1.0.0')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config) as unknown as OpenApiDocument;
  const handlers = routeHandlers(app);
  const components = new ZodComponents();
  const errorBody = components.schemaOf(apiErrorBodySchema, 'output');

  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const route = operation.operationId ? handlers.get(operation.operationId) : undefined;
      const doc = route?.doc;
      if (!route || !doc) continue; // left bare: the drift test names it
      operation.summary = doc.summary;
      if (doc.description) operation.description = doc.description;
      if (!operation.tags?.length) operation.tags = [route.controller.name.replace(/Controller$/, '')];
      if (requiresSignIn(route)) operation.security = [{ bearer: [] }];

      if (doc.query) {
        const named = (operation.parameters ?? []).filter((p) => p.in !== 'query');
        operation.parameters = [...named, ...queryParameters(doc.query)];
      }
      if (doc.upload) {
        operation.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { [doc.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } },
                required: [doc.upload],
              },
            },
          },
        };
      } else if (route.body) {
        operation.requestBody = { required: true, ...jsonContent(components.schemaOf(route.body, 'input')) };
      } else {
        delete operation.requestBody;
      }

      const responses: Record<string, Json> = {};
      const success = String(route.status);
      if (doc.response === null) responses[success] = { description: describeStatus(route.status) };
      else if (typeof doc.response === 'string') {
        responses[success] = {
          description: describeStatus(route.status),
          content: { [doc.response]: { schema: NON_JSON[doc.response] } },
        };
      } else {
        responses[success] = {
          description: describeStatus(route.status),
          ...jsonContent(components.schemaOf(doc.response, 'output')),
        };
      }
      for (const [status, schema] of Object.entries(doc.alsoResponds ?? {})) {
        responses[status] = {
          description: describeStatus(Number(status)),
          ...jsonContent(components.schemaOf(schema, 'output')),
        };
      }
      responses.default = { description: 'An error: the message says what went wrong', ...jsonContent(errorBody) };
      operation.responses = responses;
    }
  }
  document.components = { ...document.components, schemas: components.finish() };
  return document;
}

function describeStatus(status: number): string {
  const name = HttpStatus[status];
  return name
    ? name
        .toLowerCase()
        .replace(/_/g, ' ')
        .replace(/^./, (c) => c.toUpperCase())
    : String(status);
}
