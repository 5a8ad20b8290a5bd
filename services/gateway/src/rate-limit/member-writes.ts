import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { finalize, type Observable } from 'rxjs';
import type { AuthUser } from '../access/jwt.strategy';
import { tooMany } from './rate-limiter';

// A member's writes reach the services a few at a time, per gateway instance
// (docs/product-rules.md#rate-limits). A script's burst (the write budget lets 30 through at once)
// waits its turn here instead of holding the store, which every member shares, for seconds: with
// thirty of one member's writes in its queue, everyone's reads timed out. A browser sends at most
// six requests at once to a host, so a person's clicks seldom wait here.
export const WRITES_IN_FLIGHT_PER_MEMBER = 4;
// past this, the write is refused rather than held (the burst's own budget window is 10 s)
export const WRITE_WAIT_MS = 15_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Waiter {
  go: () => void;
  timer: NodeJS.Timeout;
}
interface Lane {
  active: number;
  waiting: Waiter[];
}

@Injectable()
export class MemberWritesInterceptor implements NestInterceptor {
  private readonly lanes = new Map<string, Lane>();

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (!req.user || !WRITES.has(req.method)) return next.handle();
    const { userId } = req.user;
    await this.enter(userId);
    return next.handle().pipe(finalize(() => this.leave(userId)));
  }

  /** How many of the member's writes run and wait now (for tests and metrics). */
  laneOf(userId: string): { active: number; waiting: number } {
    const lane = this.lanes.get(userId);
    return { active: lane?.active ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private enter(userId: string): Promise<void> {
    let lane = this.lanes.get(userId);
    if (!lane) this.lanes.set(userId, (lane = { active: 0, waiting: [] }));
    if (lane.active < WRITES_IN_FLIGHT_PER_MEMBER) {
      lane.active += 1;
      return Promise.resolve();
    }
    const waiting = lane.waiting;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        go: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(tooMany(Math.ceil(WRITE_WAIT_MS / 1000), 'requests'));
        }, WRITE_WAIT_MS),
      };
      waiting.push(waiter);
    });
  }

  private leave(userId: string): void {
    const lane = this.lanes.get(userId);
    if (!lane) return;
    const next = lane.waiting.shift();
    // the slot passes straight to the next waiter, so active stays as it is
    if (next) return next.go();
    lane.active -= 1;
    if (lane.active <= 0) this.lanes.delete(userId);
  }
}
