import { Controller, Get, HttpException, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpAdapter } from '../http-adapter';
import { GatewayRedis } from '../infra/gateway-redis';
import { ServiceClient } from '../infra/service-client';
import { GatewayLifecycle } from './graceful-shutdown';

// orders the server's events: the last response sent, and Redis's disconnect (a client's clock
// reads its answer late on a loaded machine, after a disconnect that truly came last)
let step = 0;

/** Stands for the gateway's Redis: every request needs it, and Nest's shutdown hook disconnects it. */
@Injectable()
class SessionStore implements OnApplicationShutdown {
  connected = true;
  disconnectedAtStep = 0;
  onApplicationShutdown(): void {
    this.connected = false;
    this.disconnectedAtStep = ++step;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Controller()
class WorkController {
  constructor(private readonly store: SessionStore) {}

  // a request checks its session before and after its work, as a signed-in route does
  @Get('work')
  async work(): Promise<{ ok: true }> {
    if (!this.store.connected) throw new HttpException('Service temporarily unavailable', 503);
    await sleep(20);
    if (!this.store.connected) throw new HttpException('Service temporarily unavailable', 503);
    return { ok: true };
  }

  @Get('slow')
  async slow(): Promise<{ ok: true }> {
    await sleep(1_500);
    if (!this.store.connected) throw new HttpException('Service temporarily unavailable', 503);
    return { ok: true };
  }
}

@Module({ controllers: [WorkController], providers: [SessionStore] })
class LoadModule {}

interface Outcome {
  status?: number;
  error?: string;
}

function get(agent: http.Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (err) => resolve({ error: err.message }));
  });
}

describe('gateway shutdown order', () => {
  it('closes its Redis only in the last step, after HTTP has stopped and drained', () => {
    // onModuleDestroy runs before Nest closes the HTTP server: a connection closed there fails
    // every request still in hand with 503 during a rollout
    for (const provider of [GatewayRedis, ServiceClient]) {
      expect(typeof provider.prototype.onApplicationShutdown).toBe('function');
      expect((provider.prototype as { onModuleDestroy?: unknown }).onModuleDestroy).toBeUndefined();
    }
  });

  it('stopped under load: every request sent answers 200, and Redis disconnects after the last answer', async () => {
    const lifecycle = new GatewayLifecycle();
    const app = await NestFactory.create<NestExpressApplication>(LoadModule, createHttpAdapter(), { logger: false });
    app.use(lifecycle.track);
    const sentAtStep: number[] = [];
    app.use((_req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => {
      res.on('finish', () => sentAtStep.push(++step));
      next();
    });
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as http.Server;
    const { port } = server.address() as AddressInfo;
    const store = app.get(SessionStore);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

    const outcomes: Outcome[] = [];
    // 8 clients on kept-alive connections, as a load balancer's pool; each stops sending once
    // readiness fails, as the load balancer does once its check sees it (the pause below stands for
    // the time that takes; a polling watcher here was starved past it on a busy unit tier)
    const clients = Array.from({ length: 8 }, async () => {
      while (lifecycle.ready) outcomes.push(await get(agent, port, '/work'));
    });
    // the stop comes once the clients have had 16 answers between them, however slow the machine
    // (a fixed 300 ms was 9 answers on a loaded CI unit tier)
    while (outcomes.length < 16) await sleep(20);
    // the pause stands for preStop (10 s in production)
    const stopping = lifecycle.stop(server, () => app.close(), { pauseMs: 1_500, drainMs: 5_000 });
    // a slow request still in hand when the server stops taking connections (sent well inside the
    // pause, so a starved test process cannot send it late; it runs past the pause's end)
    await sleep(300);
    const slow = get(agent, port, '/slow');
    await Promise.all([...clients, stopping]);
    outcomes.push(await slow);
    agent.destroy();

    // under load: requests were answered before and during the stop
    expect(outcomes.length).toBeGreaterThan(16);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(store.connected).toBe(false);
    expect(sentAtStep).toHaveLength(outcomes.length);
    expect(store.disconnectedAtStep).toBeGreaterThan(Math.max(...sentAtStep));
    expect(lifecycle.inFlight).toBe(0);
  }, 20_000);
});
