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
  /** per route, the last relayed bytes and their ETag: static replies come back the same every time */
  private readonly etags = new Map<object, { json: Buffer; etag: string }>();

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
        if (Buffer.isBuffer(raw)) this.setETag(context.getHandler(), res, raw);
        // express sends a string or bytes as they are (with ETag and Content-Length); an object it would encode
        return raw;
      }),
    );
  }

  // express hashes every body it sends for its ETag (SHA-1, ~40 µs for 20 kB); bytes equal to the
  // last ones of the route get the same tag, as express would make it, without hashing them again
  private setETag(route: object, res: Response, json: Buffer): void {
    const etagOf = res.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
    if (!etagOf) return;
    let last = this.etags.get(route);
    if (!last || !last.json.equals(json)) {
      const etag = etagOf(json);
      if (!etag) return;
      last = { json, etag };
      this.etags.set(route, last);
    }
    res.setHeader('ETag', last.etag);
  }
}
