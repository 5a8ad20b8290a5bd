// POST /api/recommendations through the gateway with the local engine, at 1 and 20 concurrent
// users: p50/p95 latency and requests/s (target, issue 38: p95 < 100 ms at 20 concurrent on 2 cores).
// Queries come from tests/eval/recommendations. The gateway limits AI routes to 30 a minute per
// user, so the load is spread over enough signed-up users to stay under it.
// Uses a running test system (WINE_TEST_SLOT shifts the port), or starts one.
// On Linux it also prints each process's CPU time per search at 20 concurrent (from /proc): on a
// machine shared with other work, latency moves with their load, CPU per search much less.
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf, PROFILES, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const REQUESTS = { 1: Number(process.env.BENCH_REQUESTS_1 ?? 60), 20: Number(process.env.BENCH_REQUESTS_20 ?? 400) };
const PER_USER = 25;
const SETTLE_MS = 4000;
const QUERIES = JSON.parse(
  fs.readFileSync(new URL('../tests/eval/recommendations/queries.json', import.meta.url), 'utf8'),
).queries.map((q) => q.query);

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });

async function member(i) {
  const email = `bench-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const reg = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const { accessToken } = await reg.json();
  const setup = await fetch(`${url}/api/profile/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ dateOfBirth: '1988-03-03' }),
  });
  if (!setup.ok) throw new Error(`profile setup failed: ${setup.status}`);
  return accessToken;
}

/** CPU ms (user + system) of each process of the test system, by name; {} where /proc is not there. */
function cpuByProcess() {
  try {
    const { pids } = JSON.parse(fs.readFileSync(path.join(dataDirOf('test'), 'system.json'), 'utf8'));
    const out = {};
    for (const [name, pid] of Object.entries(pids)) {
      // fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second)
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[name] = (Number(fields[11]) + Number(fields[12])) * 10;
    }
    return out;
  } catch {
    return {};
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function run(concurrency, total) {
  const tokens = [];
  for (let i = 0; i < Math.ceil(total / PER_USER) + concurrency; i++) tokens.push(await member(i));
  // a sign-up's events (welcome mail, the cellar's and billing's copies) are handled after its
  // answer: let them finish, or their CPU is counted as the searches'
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let next = 0;
  const latencies = [];
  let failures = 0;
  const cpuBefore = cpuByProcess();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = next++;
        const t0 = performance.now();
        const res = await fetch(`${url}/api/recommendations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[Math.floor(n / PER_USER)]}` },
          body: JSON.stringify({ query: QUERIES[n % QUERIES.length] }),
        });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuByProcess();
  latencies.sort((a, b) => a - b);
  const cpuPerSearch = Object.entries(cpuBefore).map(([name, ms]) => [name, ((cpuAfter[name] ?? ms) - ms) / total]);
  return {
    cpuPerSearch,
    concurrency,
    total,
    failures,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}

try {
  // warm-up: JIT, embeddings of the catalogue, connection pools
  await run(2, 20);
  console.log(`\nPOST /api/recommendations (local engine), ${new Date().toISOString()}`);
  // BENCH_REQUESTS_1=0 (or _20=0) skips that level
  for (const c of [1, 20].filter((level) => REQUESTS[level] > 0)) {
    const r = await run(c, REQUESTS[c]);
    console.log(
      `${String(c).padStart(2)} concurrent  ${String(r.total).padStart(4)} requests  ${r.rps.toFixed(1).padStart(6)} req/s   p50 ${r.p50.toFixed(0).padStart(4)} ms   p95 ${r.p95.toFixed(0).padStart(4)} ms   failures ${r.failures}`,
    );
    if (c > 1 && r.cpuPerSearch.length) {
      const shown = r.cpuPerSearch.filter(([, ms]) => ms >= 0.05).sort((a, b) => b[1] - a[1]);
      const sum = r.cpuPerSearch.reduce((s, [, ms]) => s + ms, 0);
      console.log(
        `   CPU ms per search: ${shown.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ')}; all processes ${sum.toFixed(1)}`,
      );
    }
  }
} finally {
  await system?.stop();
}
