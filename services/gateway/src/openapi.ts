import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import {
  authResponseSchema,
  changePasswordSchema,
  contactMessageSchema,
  contactReceiptSchema,
  deleteAccountSchema,
  emailSignupResultSchema,
  emailSignupSchema,
  helpArticleSchema,
  loginSchema,
  photoSchema,
  profileSetupSchema,
  refreshResponseSchema,
  registerSchema,
  systemHealthSchema,
  updateUserSchema,
  userSchema,
} from '@wine/contracts';
import { grapeVarietySchema, stateGroupSchema } from '@wine/wine-knowledge';
import { z } from 'zod';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: z.ZodType;
  multipart?: Record<string, 'file' | 'string'>;
  response?: z.ZodType;
  status?: number;
}

// The documented API, built from the same zod contracts the gateway validates with.
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'State of every dependency and service (503 naming what is down)',
    tag: 'system',
    response: systemHealthSchema,
  },
  { method: 'get', path: '/api/health/live', summary: 'The gateway process is alive', tag: 'system' },
  {
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account; sets the refresh cookie',
    tag: 'account',
    body: registerSchema,
    response: authResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in; sets the refresh cookie (failures are rate limited)',
    tag: 'account',
    body: loginSchema,
    response: authResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'A new access token for the refresh cookie, which is rotated',
    tag: 'account',
    response: refreshResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Revoke the refresh token and clear its cookie',
    tag: 'account',
    status: 204,
  },
  { method: 'get', path: '/api/auth/user', summary: 'The signed-in user', tag: 'account', auth: true, response: userSchema },
  {
    method: 'patch',
    path: '/api/auth/user',
    summary: 'Change first and last name',
    tag: 'account',
    auth: true,
    body: updateUserSchema,
    response: userSchema,
  },
  {
    method: 'delete',
    path: '/api/auth/user',
    summary: 'Delete the account and all its data (asks for the password again; other sessions end at once)',
    tag: 'account',
    body: deleteAccountSchema,
    auth: true,
    status: 204,
  },
  {
    method: 'post',
    path: '/api/auth/password',
    summary: 'Change the password; signs out other devices',
    tag: 'account',
    auth: true,
    body: changePasswordSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/api/profile/setup',
    summary: 'Complete the profile: date of birth (18+) and preferences',
    tag: 'account',
    auth: true,
    body: profileSetupSchema,
    response: userSchema,
  },
  {
    method: 'get',
    path: '/api/help-articles',
    summary: 'The help centre articles',
    tag: 'content',
    response: z.array(helpArticleSchema),
  },
  {
    method: 'get',
    path: '/api/guide/regions',
    summary: 'Australian wine regions grouped by state',
    tag: 'content',
    response: z.array(stateGroupSchema),
  },
  {
    method: 'get',
    path: '/api/guide/varieties',
    summary: 'Grape varieties grown in Australia',
    tag: 'content',
    response: z.array(grapeVarietySchema),
  },
  {
    method: 'post',
    path: '/api/contact',
    summary: 'Send a message to support (rate limited per IP)',
    tag: 'content',
    body: contactMessageSchema,
    response: contactReceiptSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/email-signup',
    summary: 'Join the launch waitlist',
    tag: 'content',
    body: emailSignupSchema,
    response: emailSignupResultSchema,
  },
  {
    method: 'post',
    path: '/api/photos',
    summary: 'Upload a photo (JPG, PNG or WebP, at most 10 MB) for analysis',
    tag: 'photos',
    auth: true,
    multipart: { image: 'file' },
    response: photoSchema,
    status: 202,
  },
  {
    method: 'get',
    path: '/api/photos/{id}',
    summary: 'One of your photos and its analysis state',
    tag: 'photos',
    auth: true,
    response: photoSchema,
  },
];

const errorBody = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
  required: ['statusCode', 'message'],
};

export function buildOpenApiDocument(routes: ApiRoute[] = API_ROUTES) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'OK',
          ...(route.response
            ? { content: { 'application/json': { schema: z.toJSONSchema(route.response, { io: 'output' }) } } }
            : {}),
        },
        default: { description: 'Error', content: { 'application/json': { schema: errorBody } } },
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input' }) } },
      };
    } else if (route.multipart) {
      const properties = Object.fromEntries(
        Object.entries(route.multipart).map(([name, kind]) => [
          name,
          kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' },
        ]),
      );
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cellar Door AI API', version: '1.0.0', description: 'The public API behind the Cellar Door AI web app.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export function mountApiDocs(app: INestApplication): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Swagger's OpenAPIObject type predates 3.1
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument() as any);
}
