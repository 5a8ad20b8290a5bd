import type { JsonText } from '@wine/nest-common';
import type { z } from 'zod';

export const API_DOC = Symbol('api-doc');

/** Media types of answers that are not JSON. */
export type NonJsonAnswer = 'text/csv' | 'text/html' | 'image/*';

export interface ApiDocOptions {
  /** one line saying what the route does (the OpenAPI summary) */
  summary: string;
  description?: string;
  /**
   * The success answer: its JSON body's schema, null when it has no body (204, a redirect), or the
   * media type of a non-JSON body. Its status comes from @HttpCode (Nest's default otherwise).
   */
  response: z.ZodType | null | NonJsonAnswer;
  /** further success answers by status, e.g. { 202: analysisJobStatusSchema } */
  alsoResponds?: Record<number, z.ZodType>;
  /** the query string, when the handler reads it whole */
  query?: z.ZodObject;
  /** a multipart upload: the form field that carries the file */
  upload?: string;
}

// a relayed reply (JsonText) is the same answer, still in the JSON text it came in
type Answer<R> = R extends z.ZodType ? z.output<R> | JsonText<z.output<R>> : R extends null ? void : unknown;
type Others<A> = A extends Record<number, z.ZodType> ? z.output<A[keyof A]> : never;
/** What a handler documented with `options` may return: its answer or one of its other answers. */
export type ApiDocReturns<O extends ApiDocOptions> = Answer<O['response']> | Others<O['alsoResponds']>;

/**
 * Documents a route in the generated OpenAPI document (GET /api/docs). The request body comes from
 * the route's own ZodBodyPipe; path and query parameters from @Param/@Query. The compiler checks
 * that the handler returns what `response` describes (a mismatch fails with TS1241 "Unable to
 * resolve signature of method decorator"):
 *   @ApiDoc({ summary: 'The signed-in user', response: userSchema })
 */
export function ApiDoc<const O extends ApiDocOptions>(options: O) {
  type Returns = ApiDocReturns<O>;
  return <M extends (...args: never[]) => Returns | Promise<Returns>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    Reflect.defineMetadata(API_DOC, options, descriptor.value as object);
  };
}

export function apiDocOf(handler: object): ApiDocOptions | undefined {
  return Reflect.getMetadata(API_DOC, handler) as ApiDocOptions | undefined;
}
