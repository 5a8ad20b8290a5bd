import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { rpcError } from '@wine/nest-common';
import { catchError, Observable, throwError } from 'rxjs';

// The database is down or unreachable: sign-in and sign-up should say "try again" (503), not 500.
const UNAVAILABLE_NAMES =
  /^Mongo(Network|NetworkTimeout|ServerSelection|NotConnected|TopologyClosed)Error$|^MongooseServerSelectionError$/;
const UNAVAILABLE_MESSAGES = /buffering timed out|ECONNREFUSED|connection .* closed|Client must be connected/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  return err instanceof Error && (UNAVAILABLE_NAMES.test(err.name) || UNAVAILABLE_MESSAGES.test(err.message));
}

/** Turns a database outage in any identity handler into a 503 the gateway passes on. */
@Injectable()
export class DatabaseUnavailableInterceptor implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((err: unknown) =>
          throwError(() =>
            !(err instanceof RpcException) && isDatabaseUnavailable(err)
              ? rpcError(503, 'The service is temporarily unavailable. Please try again in a moment.')
              : err,
          ),
        ),
      );
  }
}
