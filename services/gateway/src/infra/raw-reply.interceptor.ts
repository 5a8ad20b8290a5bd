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
  /** ETags of relayed replies: relay answers a reply equal to the last one as that same JsonText */
  private readonly etags = new WeakMap<JsonText, string>();

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
        if (value instanceof JsonText) this.setETag(res, value);
        // express sends a string or bytes as they are (with ETag and Content-Length); an object it would encode
        return raw;
      }),
    );
  }

  // express hashes every body it sends for its ETag (SHA-1, ~40 µs for 20 kB); a relayed reply seen
  // before gets the tag express made for it then, without hashing it again
  private setETag(res: Response, text: JsonText): void {
    let etag = this.etags.get(text);
    if (etag === undefined) {
      const etagOf = res.app.get('etag fn') as ((body: string | Buffer) => string | undefined) | undefined;
      etag = etagOf?.(text.json);
      if (etag === undefined) return;
      this.etags.set(text, etag);
    }
    res.setHeader('ETag', etag);
  }
}
