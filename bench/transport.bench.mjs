// The gateway → service hop over the Redis Streams transport, 100 concurrent connections
// (autocannon), each figure as a ratio to the gateway's own GET /api/health/live in the same run:
//   small reply  GET /api/billing/provider  (one hop to billing, in memory, ~0.1 kB; JWT-checked;
//                                            billing has its own webhook port, so it stays one instance)
//   6 kB reply   GET /api/help-articles     (content, in memory)
//   large reply  GET /api/guide/varieties   (content, ~20 kB) and GET /api/guide/regions (~57 kB)
//   for reference GET /api/auth/user        (two hops in parallel, identity and cellar, both reading the store)
// first with one instance of each service, then with a second instance started beside it.
// Target (issue 12): p99 ≤ 1.5× the health route; 2 instances give more throughput than 1.
// The machine's load average is printed with each run: on a shared 2-core machine it dominates.
// Uses the running test system of WINE_TEST_SLOT (or starts one).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirOf, PROFILES, readInfo, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

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

const row = (label, m, base) =>
  `${label.padEnd(30)} ${m.path.padEnd(22)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms` +
  (base
    ? `   ×${(m.p50 / Math.max(base.p50, 1)).toFixed(2)} p50  ×${(m.p99 / Math.max(base.p99, 1)).toFixed(2)} p99  ×${(m.rps / base.rps).toFixed(2)} req/s`
    : '');

try {
  const email = `bench-${Date.now()}@example.com`;
  const reg = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
    body: JSON.stringify({ email, password: `pw-${Date.now()}-bench` }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
  const auth = { Authorization: `Bearer ${(await reg.json()).accessToken}` };
  // a completed profile, as every signed-in user past sign-up has
  const profile = await fetch(`${url}/api/profile/setup`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      dateOfBirth: '1980-01-01',
      wineExperienceLevel: null,
      preferredWineTypes: null,
      budgetRange: null,
      location: null,
    }),
  });
  if (profile.status >= 300) throw new Error(`profile setup: ${profile.status}`);

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const instances of [1, 2]) {
    if (instances === 2) {
      for (const name of ['identity', 'cellar', 'content']) startInstance(name);
      await new Promise((r) => setTimeout(r, 15_000)); // all join their consumer groups
    }
    const base = await measure('/api/health/live');
    console.log(`-- ${instances} instance(s) of identity, cellar and content (load average ${os.loadavg()[0].toFixed(1)})`);
    console.log(row('gateway alone', base));
    console.log(row('small reply (billing)', await measure('/api/billing/provider', auth), base));
    console.log(row('6 kB reply (content)', await measure('/api/help-articles'), base));
    console.log(row('20 kB reply (content)', await measure('/api/guide/varieties'), base));
    console.log(row('57 kB reply (content)', await measure('/api/guide/regions'), base));
    console.log(row('2 hops + store (reference)', await measure('/api/auth/user', auth), base));
  }
} finally {
  for (const child of extra) child.kill('SIGTERM');
  await system?.stop();
}
