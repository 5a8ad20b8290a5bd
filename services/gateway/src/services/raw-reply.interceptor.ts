import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { JsonText, rawJsonOf } from '@wine/nest-common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';

/**
 * A route that answers a service's reply unchanged sends the JSON text the reply arrived in instead
 * of encoding the parsed object again: a relayed reply (ServiceClient.relay: the guide, help
 * articles) or a large reply the transport kept the text of (rawJsonOf). A reply that a controller
 * changed or copied has no text kept and is encoded as usual.
 */
@Injectable()
export class RawReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(
      map((value: unknown) => {
        const raw = value instanceof JsonText ? value.json : rawJsonOf(value);
        if (raw === undefined) return value;
        const res = context.switchToHttp().getResponse<Response>();
        const type = res.getHeader('Content-Type');
        if (res.headersSent || (type !== undefined && !/^application\/json/.test(String(type)))) return value;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // express sends a string or bytes as they are (with ETag and Content-Length); an object it would encode
        return raw;
      }),
    );
  }
}
