import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ApiErrorBody } from '@wine/contracts';
import {
  DEPENDENCY_OUTAGE_MESSAGE,
  DependencyUnavailableError,
  isDependencyOutage,
  RETRY_AFTER_SECONDS,
} from '@wine/nest-common';
import type { Response } from 'express';

/** Every error is JSON { statusCode, message, ...extra } (docs/product-rules.md#errors), never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    let body: ApiErrorBody;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') body = { statusCode: status, message: response };
      else {
        const { error: _error, ...rest } = response as Record<string, unknown>;
        const message = Array.isArray(rest.message) ? rest.message.join('; ') : String(rest.message ?? exception.message);
        body = { ...rest, statusCode: status, message };
      }
    } else if (isBodyParserError(exception)) {
      // malformed JSON or an oversized body: the client's mistake, not ours
      body = {
        statusCode: exception.status,
        message: exception.type === 'entity.too.large' ? 'Request body is too large' : 'Request body is not valid JSON',
      };
    } else if (exception instanceof DependencyUnavailableError) {
      // refused at once by a breaker: the part that is down is known, and named
      body = { statusCode: 503, message: exception.message, retryAfter: exception.retryAfterSeconds };
    } else if (isDependencyOutage(exception)) {
      // Redis, MinIO or a service is out: a clear 503, never a 500
      this.logger.warn(`dependency outage: ${(exception as Error).message}`);
      body = { statusCode: 503, message: DEPENDENCY_OUTAGE_MESSAGE };
    } else {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      body = { statusCode: 500, message: 'Internal server error' };
    }
    // every 503 is temporary: Retry-After says when to try again (a service's or breaker's
    // retryAfter, else the default), as a header, never in the body (docs/operations.md)
    if (body.statusCode === 503) {
      const { retryAfter, ...rest } = body;
      res.setHeader('Retry-After', String(typeof retryAfter === 'number' ? retryAfter : RETRY_AFTER_SECONDS));
      body = rest as ApiErrorBody;
    }
    res.status(body.statusCode).json(body);
  }
}

function isBodyParserError(err: unknown): err is { status: number; type: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { type?: unknown }).type === 'string' &&
    typeof (err as { status?: unknown }).status === 'number' &&
    (err as { status: number }).status < 500
  );
}
