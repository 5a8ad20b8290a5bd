import { ArgumentsHost, Catch, HttpException, Logger, RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { Observable, throwError } from 'rxjs';
import { z } from 'zod';
import type { ApiErrorBody } from '@wine/contracts';
import { DependencyUnavailableError, RETRY_AFTER_SECONDS } from '../resilience/breaker';
import { DEPENDENCY_OUTAGE_MESSAGE, isDependencyOutage } from '../resilience/outage';

/** A service error the gateway turns into the HTTP status and body it carries. */
export function rpcError(statusCode: number, message: string, extra: Record<string, unknown> = {}): RpcException {
  return new RpcException({ statusCode, message, ...extra } satisfies ApiErrorBody);
}

/**
 * Describes the first problems of a zod error for people: a message written as a sentence, or one
 * that already names its field, is shown as it is; anything else is prefixed with the field.
 */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      const last = String(issue.path.at(-1) ?? '').toLowerCase();
      const speaksForItself = /^[A-Z].*[.!]$/.test(issue.message) || (last !== '' && issue.message.toLowerCase().includes(last));
      return field && !speaksForItself ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Services validate every message they receive: a Redis handler gets no HTTP pipe. */
export function parseMessage<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw rpcError(400, describeZodError(result.error));
  return result.data;
}

/** Sends errors back as { statusCode, message } and never leaks a stack trace. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) {
      const error = exception.getError();
      return throwError(() => (typeof error === 'object' ? error : { statusCode: 500, message: String(error) }));
    }
    if (exception instanceof HttpException) {
      return throwError(() => ({ statusCode: exception.getStatus(), message: exception.message }));
    }
    if (exception instanceof z.ZodError) {
      return throwError(() => ({ statusCode: 400, message: describeZodError(exception) }));
    }
    if (exception instanceof DependencyUnavailableError) {
      // refused at once by a breaker: the gateway sends retryAfter as the Retry-After header
      return throwError(() => ({ statusCode: 503, message: exception.message, retryAfter: exception.retryAfterSeconds }));
    }
    if (isDependencyOutage(exception)) {
      // the store or another dependency is out: the caller may retry, nothing was half-done by us
      this.logger.warn(`dependency outage: ${(exception as Error).message}`);
      return throwError(() => ({ statusCode: 503, message: DEPENDENCY_OUTAGE_MESSAGE, retryAfter: RETRY_AFTER_SECONDS }));
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return throwError(() => ({ statusCode: 500, message: 'Internal error' }));
  }
}
