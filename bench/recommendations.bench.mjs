// POST /api/recommendations through the gateway with the local engine, at 1 and 20 concurrent
// users: p50/p95 latency and requests/s (p95 < 150 ms at 20 concurrent on 2 cores).
// Queries come from tests/eval/recommendations. The gateway limits AI routes to 30 a minute per
// user, so the load is spread over enough signed-up users to stay under it.
// Uses a running test system (WINE_TEST_SLOT shifts the port), or starts one.
import fs from 'node:fs';
import { PROFILES, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const REQUESTS = { 1: Number(process.env.BENCH_REQUESTS_1 ?? 60), 20: Number(process.env.BENCH_REQUESTS_20 ?? 400) };
const PER_USER = 25;
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function run(concurrency, total) {
  const tokens = [];
  for (let i = 0; i < Math.ceil(total / PER_USER) + concurrency; i++) tokens.push(await member(i));
  let next = 0;
  const latencies = [];
  let failures = 0;
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
  latencies.sort((a, b) => a - b);
  return {
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
  for (const c of [1, 20]) {
    const r = await run(c, REQUESTS[c]);
    console.log(
      `${String(c).padStart(2)} concurrent  ${String(r.total).padStart(4)} requests  ${r.rps.toFixed(1).padStart(6)} req/s   p50 ${r.p50.toFixed(0).padStart(4)} ms   p95 ${r.p95.toFixed(0).padStart(4)} ms   failures ${r.failures}`,
    );
  }
} finally {
  await system?.stop();
}
