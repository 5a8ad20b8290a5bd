// The gateway → service hop over the Redis Streams transport, 100 concurrent connections
// (autocannon), each figure as a ratio to the gateway's own GET /api/health/live in the same run:
//   small reply  GET /api/billing/provider  (one hop to billing, in memory, ~0.1 kB; JWT-checked;
//                                            billing has its own webhook port, so it stays one instance)
//   6 kB reply   GET /api/help-articles     (content, in memory)
//   large reply  GET /api/guide/varieties   (content, ~20 kB) and GET /api/guide/regions (~57 kB)
//   for reference GET /api/auth/user        (two hops in parallel, identity and cellar, both reading the store)
// first with one instance of each service, then with a second instance started beside it.
// Target: p99 ≤ 1.5× the health route; 2 instances give more throughput than 1.
// The machine's load average is printed with each run: on a shared 2-core machine it dominates.
// Each figure is the median of BENCH_ROUNDS rounds (3); each round measures the health route, then every route.
// Uses the running test system of WINE_TEST_SLOT (or starts one).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirOf, PROFILES, readInfo, startSystem } from '../infra/local/stack.mjs';
import { adultMember } from './support.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });
const extra = [];

async function measure(path, headers = {}, body = undefined) {
  const request = body
    ? { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }
    : { headers };
  // warm-up: JIT, connection pools
  await autocannon({ url: url + path, connections: 10, duration: 2, ...request });
  const r = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION_S, ...request });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

function startInstance(name) {
  const dir = dataDirOf('test');
  const { entry, env } = readInfo(dir).services[name];
  const log = fs.openSync(path.join(dir, 'logs', `${name}.log`), 'a');
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  extra.push(child);
  return child;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// each route's figures and its ratios to the health route of the same round; the median of the
// rounds is shown: one 10 s p99 on a shared 2-core machine moves by ±20%
function row(label, rounds) {
  const of = (pick) => median(rounds.map(pick));
  const m = { path: rounds[0].m.path, rps: of((r) => r.m.rps), p50: of((r) => r.m.p50), p99: of((r) => r.m.p99) };
  if (!rounds[0].base) return `${label.padEnd(30)} ${m.path.padEnd(22)} ${fmt(m)}`;
  const ratio = (pick) => of((r) => pick(r.m) / Math.max(pick(r.base), 1)).toFixed(2);
  return (
    `${label.padEnd(30)} ${m.path.padEnd(22)} ${fmt(m)}` +
    `   ×${ratio((x) => x.p50)} p50  ×${ratio((x) => x.p99)} p99  ×${ratio((x) => x.rps)} req/s`
  );
}
const fmt = (m) =>
  `${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms`;

try {
  const { auth } = await adultMember('transport');

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, median of ${ROUNDS} rounds, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const instances of [1, 2]) {
    if (instances === 2) {
      for (const name of ['identity', 'cellar', 'content']) startInstance(name);
      await new Promise((r) => setTimeout(r, 15_000)); // all join their consumer groups
    }
    const routes = [
      ['small reply (billing)', '/api/billing/provider', auth],
      ['6 kB reply (content)', '/api/help-articles'],
      ['20 kB reply (content)', '/api/guide/varieties'],
      ['57 kB reply (content)', '/api/guide/regions'],
      ['2 hops + store (reference)', '/api/auth/user', auth],
    ];
    const results = new Map([['gateway alone', []], ...routes.map(([label]) => [label, []])]);
    for (let round = 0; round < ROUNDS; round++) {
      const base = await measure('/api/health/live');
      results.get('gateway alone').push({ m: base });
      for (const [label, path, headers] of routes) results.get(label).push({ m: await measure(path, headers), base });
    }
    console.log(`-- ${instances} instance(s) of identity, cellar and content (load average ${os.loadavg()[0].toFixed(1)})`);
    for (const [label, rounds] of results) console.log(row(label, rounds));
  }
} finally {
  for (const child of extra) child.kill('SIGTERM');
  await system?.stop();
}
