import type { INestApplication } from '@nestjs/common';
import type { OpenApiDocument } from './document';
import { routeHandlers } from './document';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

const DOCS_PATH = /^\/api\/docs/;

/** What Express actually serves under /api once the app is initialised: 'get /api/cellar/:id'. */
export function servedRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as {
    router?: { stack: ExpressLayer[] };
    _router?: { stack: ExpressLayer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes = new Set<string>();
  for (const { route } of stack) {
    if (!route) continue;
    for (const path of [route.path].flat()) {
      if (!path.startsWith('/api') || DOCS_PATH.test(path)) continue;
      for (const [verb, on] of Object.entries(route.methods)) if (on && verb !== '_all') routes.add(`${verb} ${path}`);
    }
  }
  return [...routes].sort();
}

/** '/api/cellar/{id}' → '/api/cellar/:id', as Express spells it. */
const expressPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const isEmptySchema = (schema: unknown) => typeof schema !== 'object' || schema === null || Object.keys(schema).length === 0;

/**
 * Every way the document and the served routes disagree, one line each. A route is documented
 * when its operation has a summary, a success answer (a schema, or 204/3xx with no body), and a
 * request body schema when the handler reads a body.
 */
export function findDrift(app: INestApplication, document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const served = new Set(servedRoutes(app));
  const handlers = routeHandlers(app);
  const documented = new Set<string>();

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const route = `${verb} ${expressPath(path)}`;
      documented.add(route);
      if (!served.has(route)) {
        problems.push(`${route} is in the API docs but no controller serves it`);
        continue;
      }
      const handler = operation.operationId ? handlers.get(operation.operationId) : undefined;
      if (!handler?.doc || typeof operation.summary !== 'string' || !operation.summary.trim()) {
        problems.push(`${route} has no @ApiDoc summary`);
        continue;
      }
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      const answered = successes.some(([status, response]) => {
        if (status === '204' || status.startsWith('3')) return true;
        const content = (response as { content?: Record<string, { schema?: unknown }> }).content ?? {};
        return Object.values(content).some((media) => !isEmptySchema(media.schema));
      });
      if (!answered) problems.push(`${route} documents no success answer with a schema (or a 204/3xx)`);
      const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      if (handler.readsBody && (!body || Object.values(body).every((media) => isEmptySchema(media.schema)))) {
        problems.push(`${route} reads a body but documents no request schema (validate it with ZodBodyPipe)`);
      }
    }
  }
  for (const route of served) {
    if (!documented.has(route)) problems.push(`${route} is served but missing from the API docs`);
  }
  return problems;
}
