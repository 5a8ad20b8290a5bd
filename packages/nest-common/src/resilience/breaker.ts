// Deadlines and circuit breakers for the parts a service depends on (docs/operations.md#dependencies-that-hang).
// A dependency that hangs (paused, overloaded, a dead TCP peer) must not hold a request until the
// caller's own deadline: every call carries a shorter deadline, and once a dependency is known to be
// down, calls that need it fail at once with 503 and Retry-After until a probe finds it back.
import { Logger } from '@nestjs/common';
import { recordBreaker, recordBreakerState } from '../observability/dependency-metrics';
import { isDependencyOutage } from './outage';

/** Seconds a client is told to wait (Retry-After) while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/** A call refused at once because the dependency it needs is known to be down. */
export class DependencyUnavailableError extends Error {
  override readonly name = 'DependencyUnavailableError';
  constructor(
    readonly dependency: string,
    message: string,
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
  ) {
    super(message);
  }
}

/** A call that did not finish before its deadline (an outage: the caller answers 503). */
export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
  readonly code = 'ETIMEDOUT';
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

/** Runs a call with a deadline; the signal lets the call abort its own request. */
export async function withDeadline<T>(what: string, ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new DeadlineExceededError(what, ms);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

export interface BreakerOptions {
  /** the dependency, as health names it: mongo, minio, redis, embeddings, speech */
  dependency: string;
  /** what a refused call answers (the 503's message) */
  message: string;
  /** the same check as health: true when the dependency answers */
  probe: () => Promise<boolean>;
  /** deadline of one probe (ms) */
  probeTimeoutMs?: number;
  /** while open: how often the probe looks for the dependency to be back (ms) */
  retryMs?: number;
  /** while closed: how often the probe runs anyway, so an outage is known before a user meets it (0: never) */
  watchMs?: number;
  /**
   * failed probes or calls in a row that open the breaker (2): one answer late on a starved CPU is
   * not an outage; a confirming probe follows (after retryMs, or at once after a failed call).
   */
  probeFailuresToOpen?: number;
}

/**
 * A small circuit breaker: open while the dependency is known to be down (two failures in a row,
 * probes or calls that failed as an outage), closed again by the first probe that succeeds. No half-open trial
 * calls: the probe is the trial, so no user request is spent on finding out.
 */
export class Breaker {
  private readonly logger: Logger;
  private openSince?: number;
  private failedProbes = 0;
  private probing?: Promise<boolean>;
  private retryTimer?: NodeJS.Timeout;
  private watchTimer?: NodeJS.Timeout;

  constructor(private readonly options: BreakerOptions) {
    this.logger = new Logger(`Breaker:${options.dependency}`);
    recordBreaker(options.dependency);
  }

  get dependency(): string {
    return this.options.dependency;
  }

  get isOpen(): boolean {
    return this.openSince !== undefined;
  }

  /** Starts the background watch (watchMs); timers never keep the process alive. */
  start(): this {
    if (this.options.watchMs && !this.watchTimer) {
      this.watchTimer = setInterval(() => void this.check(), this.options.watchMs);
      this.watchTimer.unref();
    }
    return this;
  }

  stop(): void {
    clearInterval(this.watchTimer);
    clearTimeout(this.retryTimer);
    this.watchTimer = this.retryTimer = undefined;
  }

  /** What a health check or probe found: `probeFailuresToOpen` failures in a row open the breaker. */
  report(up: boolean): void {
    this.failedProbes = up ? 0 : this.failedProbes + 1;
    if (!up && this.openSince === undefined && this.failedProbes < (this.options.probeFailuresToOpen ?? 2)) {
      this.scheduleRetry(); // confirm soon
      return;
    }
    this.setOpen(!up);
  }

  private setOpen(open: boolean): void {
    if (!open) {
      if (this.openSince === undefined) return;
      this.logger.log(`${this.dependency} is back after ${Date.now() - this.openSince} ms; calls go through again`);
      this.openSince = undefined;
      recordBreakerState(this.dependency, false);
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      return;
    }
    if (this.openSince === undefined) {
      this.openSince = Date.now();
      recordBreakerState(this.dependency, true);
      this.logger.warn(`${this.dependency} is down; calls that need it answer 503 until a probe finds it back`);
    }
    this.scheduleRetry();
  }

  /** Runs the probe (shared by overlapping callers) and reports what it found. */
  check(): Promise<boolean> {
    this.probing ??= withDeadline(`${this.dependency} probe`, this.options.probeTimeoutMs ?? 2000, () => this.options.probe())
      .catch(() => false)
      .then((up) => {
        this.report(up);
        return up;
      })
      .finally(() => (this.probing = undefined));
    return this.probing;
  }

  /** Throws DependencyUnavailableError while the dependency is known to be down. */
  assertClosed(): void {
    if (this.openSince !== undefined) throw new DependencyUnavailableError(this.dependency, this.options.message);
  }

  /**
   * A call that needs the dependency: refused at once while the breaker is open, given the deadline
   * otherwise; a failure that is an outage (the deadline, a refused connection) opens the breaker.
   */
  async call<T>(what: string, deadlineMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.assertClosed();
    try {
      return await withDeadline(what, deadlineMs, call);
    } catch (err) {
      this.failed(err);
      throw err;
    }
  }

  /**
   * A call failed: an outage counts as a failed probe, and a probe follows at once to confirm it (a
   * reply read late by a CPU-starved process is not an outage); anything else is not its business.
   */
  failed(err: unknown): void {
    if (!isDependencyOutage(err) || this.openSince !== undefined) return;
    this.failedProbes += 1;
    if (this.failedProbes >= (this.options.probeFailuresToOpen ?? 2)) this.setOpen(true);
    else void this.check();
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      // a probe that fails reports down, which schedules the next one
      void this.check();
    }, this.options.retryMs ?? 1000);
    this.retryTimer.unref();
  }
}
