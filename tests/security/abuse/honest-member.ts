// The honest member of the abuse suite: while an attack runs, a second member makes the ordinary
// calls of a cellar page (their cellar, the journal, their analysed bottles, their thumbs), one after
// another, and every answer's status and latency is kept for the test to judge.
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { api } from '../../support/system';

const ORDINARY_CALLS = ['/api/cellar', '/api/cellar/tastings', '/api/uploads', '/api/recommendations/feedback', '/api/auth/user'];

export interface HonestRecord {
  statuses: number[];
  latenciesMs: number[];
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
  const honest: HonestRecord = { statuses: [], latenciesMs: [] };
  let attacking = true;
  const calls = (async () => {
    for (let i = 0; attacking || i < minimumCalls; i++) {
      const started = performance.now();
      const res = await api()
        .get(ORDINARY_CALLS[i % ORDINARY_CALLS.length])
        .set(bearer(me.accessToken));
      honest.latenciesMs.push(performance.now() - started);
      honest.statuses.push(res.status);
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

/** What the suite asks of the honest member during every attack: answered, and within a second. */
export function expectHonestMemberServed(honest: HonestRecord): void {
  expect(honest.statuses.filter((s) => s !== 200)).toEqual([]);
  expect(honest.latenciesMs.length).toBeGreaterThanOrEqual(20);
  expect(percentile(honest.latenciesMs, 99)).toBeLessThan(1000);
}
