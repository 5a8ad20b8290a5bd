// The honest member of the abuse suite: while an attack runs, a second member makes the ordinary
// calls of a cellar page (their cellar, the journal, their analysed bottles, their thumbs), one after
// another, and every answer's status and latency is kept for the test to judge.
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { api } from '../../support/system';

/** Calls made before the attack, to learn how fast this machine serves them when nobody attacks. */
const QUIET_CALLS = 10;
const ORDINARY_CALLS = ['/api/cellar', '/api/cellar/tastings', '/api/uploads', '/api/recommendations/feedback', '/api/auth/user'];

export interface HonestRecord {
  statuses: number[];
  latenciesMs: number[];
  paths: string[];
  /** The median of the same calls made just before the attack: this machine's ordinary pace now. */
  quietMedianMs: number;
}

/** The p-th percentile (0-100) of the latencies, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs `attack` while an honest member calls the product, and answers the attack's result with
 * the honest member's record. The honest member makes at least `minimumCalls` calls (it goes on
 * after a short attack), paced like a person clicking fast: no limit of theirs is near.
 */
export async function whileHonestMemberCalls<T>(
  attack: () => Promise<T>,
  { minimumCalls = 20, member }: { minimumCalls?: number; member?: TestAccount } = {},
): Promise<{ attack: T; honest: HonestRecord }> {
  const me = member ?? (await registerMember());
  const call = async (i: number) => {
    const path = ORDINARY_CALLS[i % ORDINARY_CALLS.length];
    const started = performance.now();
    const res = await api().get(path).set(bearer(me.accessToken));
    return { path, status: res.status, latencyMs: performance.now() - started };
  };
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_CALLS; i++) quiet.push((await call(i)).latencyMs);
  const honest: HonestRecord = { statuses: [], latenciesMs: [], paths: [], quietMedianMs: percentile(quiet, 50) };
  let attacking = true;
  const calls = (async () => {
    for (let i = 0; attacking || i < minimumCalls; i++) {
      const { path, status, latencyMs } = await call(i);
      honest.latenciesMs.push(latencyMs);
      honest.statuses.push(status);
      honest.paths.push(path);
      // a fast person: four calls a second, well inside the default read budget (600 a minute)
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  try {
    return { attack: await attack(), honest };
  } finally {
    attacking = false;
    await calls;
  }
}

/**
 * The honest member's slowest call may take a second, or 25 of their own quiet calls where the
 * machine is slower than that right now (quiet calls take about 40 ms here; a loaded CI machine
 * took 2-3 times as long for everything, and a burst's first moment with it).
 */
export function honestBoundMs(honest: HonestRecord): number {
  return Math.max(1000, 25 * honest.quietMedianMs);
}

/** What the suite asks of the honest member during every attack: answered, and within the bound. */
export function expectHonestMemberServed(honest: HonestRecord): void {
  expect(honest.statuses.filter((s) => s !== 200)).toEqual([]);
  expect(honest.latenciesMs.length).toBeGreaterThanOrEqual(20);
  const p99 = percentile(honest.latenciesMs, 99);
  const boundMs = honestBoundMs(honest);
  const slowestCall = honest.paths[honest.latenciesMs.indexOf(Math.max(...honest.latenciesMs))];
  // a failure prints the slowest call, the bound and the machine's quiet pace
  expect({ withinBound: p99 < boundMs, p99, boundMs, slowestCall, quietMedianMs: honest.quietMedianMs }).toMatchObject({
    withinBound: true,
  });
}
