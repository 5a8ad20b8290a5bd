// GET /health/ready on the metrics port: whether this pod's own connections work (its Redis, its
// store, its Kafka consumer), so a release that cannot reach its dependencies never takes traffic
// and never rolls out (docs/operations.md#rollouts). Liveness stays /health/live: a dependency's
// outage must not make Kubernetes restart every pod.

/** One check: resolves true when ready; false, a rejection or silence past the deadline mean not ready. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/** A check gets this long: a probe's own timeout is 1 s by default in Kubernetes, raised to 3 s in ours. */
export const READINESS_CHECK_TIMEOUT_MS = 1500;

const checks = new Map<string, ReadinessCheck>();

/** Adds (or replaces) the named check; every process registers what it connects to. */
export function registerReadinessCheck(name: string, check: ReadinessCheck): void {
  checks.set(name, check);
}

/** Forgets every check (tests). */
export function clearReadinessChecks(): void {
  checks.clear();
}

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .catch(() => false),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every check side by side: ready when all pass; the failing ones by name. */
export async function readiness(timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<{ ready: boolean; failing: string[] }> {
  const results = await Promise.all([...checks].map(async ([name, check]) => [name, await passes(check, timeoutMs)] as const));
  const failing = results.filter(([, ok]) => !ok).map(([name]) => name);
  return { ready: failing.length === 0, failing };
}
