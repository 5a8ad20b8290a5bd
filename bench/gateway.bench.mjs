// Gateway throughput and latency, 100 concurrent clients (autocannon), in one run:
//   (a) a route the gateway answers itself         GET /api/health/live
//   (b) a route a service answers over Redis        GET /api/guide/varieties (content service)
// Prints requests/s and p50/p99 for each and the ratio b/a.
// Uses a running test system on :18080, or starts one (own ports, .data/test).
import autocannon from 'autocannon';
import { PROFILES, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });

async function measure(path) {
  // warm-up: JIT, connection pools, Redis subscriptions
  await autocannon({ url: url + path, connections: 10, duration: 2 });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

try {
  const a = await measure('/api/health/live');
  const b = await measure('/api/guide/varieties');
  const row = (label, m) =>
    `${label.padEnd(34)} ${m.path.padEnd(22)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms`;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}`);
  console.log(row('(a) answered by the gateway', a));
  console.log(row('(b) answered by content over Redis', b));
  console.log(
    `ratio b/a: throughput ${(b.rps / a.rps).toFixed(2)}, p50 latency ${(b.p50 / Math.max(a.p50, 1)).toFixed(2)}, p99 latency ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}`,
  );
} finally {
  await system?.stop();
}
