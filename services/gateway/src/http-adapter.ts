import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Response } from 'express';

/**
 * Sends bytes as they are: a relayed reply (ServiceClient.relay) reaches the response as the UTF-8
 * it came off Redis in, which express sends with its ETag and Content-Length, where Nest's adapter
 * would encode a Buffer as a JSON object.
 */
class GatewayHttpAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!Buffer.isBuffer(body)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.send(body);
  }

  // the shutdown closes the server itself, before Nest's hooks run (lifecycle/graceful-shutdown.ts);
  // Node never calls back a second close of a closed server, which would hold app.close() for ever
  override close(): Promise<unknown> | undefined {
    const server = this.getHttpServer() as { listening?: boolean } | undefined;
    if (server && !server.listening) return Promise.resolve();
    return super.close();
  }
}

/**
 * The gateway's express app. Routes match exactly: express matches paths case-insensitively and
 * with or without a trailing slash by default, so '/api/Recommendations' or '/api/cellar/' would
 * reach a handler under a spelling nothing else in the gateway expects. Set before any route is
 * added (express builds its router with these settings on first use).
 */
export function createHttpAdapter(): ExpressAdapter {
  const app = express();
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  return new GatewayHttpAdapter(app);
}
