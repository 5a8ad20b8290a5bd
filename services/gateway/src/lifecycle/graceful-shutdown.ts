// How a gateway instance leaves a rollout without failing a request (docs/operations.md#rollouts):
// readiness goes first, the load balancer stops sending, the HTTP server stops taking connections
// and lets the requests in hand finish, and only then do Nest's hooks disconnect Redis and the
// service clients, which those requests still need.
import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

export interface ShutdownTimings {
  /** ms the instance keeps serving after readiness fails, while the load balancer catches up */
  pauseMs: number;
  /** ms the requests in hand get to finish once the server stops taking connections */
  drainMs: number;
}

/**
 * Above the ingress's idle timeout (nginx and cloud load balancers: 60 s): the load balancer
 * closes an idle connection first, so it never sends a request on one the gateway is closing (a 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// Node requires headersTimeout above keepAliveTimeout
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

/** What readiness reads, and what the shutdown changes. One per process. */
export class GatewayLifecycle {
  /** false from the first moment of shutdown: readiness answers 503 */
  ready = true;
  /** requests being answered now */
  inFlight = 0;
  private draining = false;

  /** Express middleware: counts the requests in hand; while draining, each answer closes its connection. */
  readonly track = (_req: Request, res: Response, next: NextFunction): void => {
    this.inFlight++;
    if (this.draining) res.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      this.inFlight--;
    };
    res.on('finish', finished);
    res.on('close', finished);
    next();
  };

  /**
   * Stops the instance in order: not ready; a pause while the load balancer stops sending; the
   * server closed to new connections and idle keep-alive ones closed; the requests in hand
   * answered (each closing its connection) for up to drainMs; then `closeApp` (Nest's app.close:
   * its hooks disconnect Redis and the service clients last).
   */
  async stop(server: Server, closeApp: () => Promise<void>, timings: ShutdownTimings): Promise<void> {
    this.ready = false;
    await sleep(timings.pauseMs);
    this.draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = Date.now() + timings.drainMs;
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(20);
    // what is still open after the deadline is cut: the grace period ends soon after anyway
    server.closeAllConnections();
    await closed;
    await closeApp();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gateway process's lifecycle, shared by main.ts and the readiness route. */
export const gatewayLifecycle = new GatewayLifecycle();
