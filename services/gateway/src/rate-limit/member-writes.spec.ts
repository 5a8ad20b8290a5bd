import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, ReplaySubject, type Observable } from 'rxjs';
import { MemberWritesInterceptor, WRITES_IN_FLIGHT_PER_MEMBER } from './member-writes';

const ctxOf = (method: string, userId?: string) =>
  ({
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ method, user: userId ? { userId } : undefined }) }),
  }) as unknown as ExecutionContext;

/** A handler that answers when the test says so (kept for a subscriber that comes later). */
function pending(): { handler: CallHandler; finish: () => void } {
  const answer = new ReplaySubject<string>();
  return {
    handler: { handle: () => answer.asObservable() },
    finish: () => {
      answer.next('ok');
      answer.complete();
    },
  };
}

describe('MemberWritesInterceptor', () => {
  it(`runs ${WRITES_IN_FLIGHT_PER_MEMBER} of a member's writes at once; the next waits for one to finish`, async () => {
    const lanes = new MemberWritesInterceptor();
    const calls = Array.from({ length: WRITES_IN_FLIGHT_PER_MEMBER + 2 }, () => pending());
    const started: Promise<Observable<unknown>>[] = calls.map((c) => lanes.intercept(ctxOf('POST', 'm1'), c.handler));
    const answers = started.map((s) => s.then((o) => lastValueFrom(o)));
    await new Promise((r) => setImmediate(r));
    expect(lanes.laneOf('m1')).toEqual({ active: WRITES_IN_FLIGHT_PER_MEMBER, waiting: 2 });
    calls[0].finish();
    await answers[0];
    expect(lanes.laneOf('m1')).toEqual({ active: WRITES_IN_FLIGHT_PER_MEMBER, waiting: 1 });
    calls.forEach((c) => c.finish());
    await Promise.all(answers);
    expect(lanes.laneOf('m1')).toEqual({ active: 0, waiting: 0 });
  });

  it("never holds another member's writes, a member's reads, or a visitor's calls", async () => {
    const lanes = new MemberWritesInterceptor();
    const busy = Array.from({ length: WRITES_IN_FLIGHT_PER_MEMBER }, () => pending());
    busy.forEach((c) => void lanes.intercept(ctxOf('PATCH', 'm1'), c.handler));
    for (const [method, user] of [
      ['POST', 'm2'],
      ['GET', 'm1'],
      ['POST', undefined],
    ] as const) {
      const call = pending();
      const answer = lanes.intercept(ctxOf(method, user), call.handler).then((o) => lastValueFrom(o));
      call.finish();
      await expect(answer).resolves.toBe('ok');
    }
    busy.forEach((c) => c.finish());
  });

  it('refuses a write with 429 when it waited too long', async () => {
    jest.useFakeTimers();
    try {
      const lanes = new MemberWritesInterceptor();
      Array.from({ length: WRITES_IN_FLIGHT_PER_MEMBER }, () => pending()).forEach(
        (c) => void lanes.intercept(ctxOf('DELETE', 'm1'), c.handler),
      );
      const late = lanes.intercept(ctxOf('DELETE', 'm1'), pending().handler);
      jest.advanceTimersByTime(15_001);
      await expect(late).rejects.toMatchObject({ status: 429 });
      expect(lanes.laneOf('m1').waiting).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
