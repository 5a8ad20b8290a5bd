// Our circuit breaker and rate limiter against the libraries that do the same jobs (opossum,
// rate-limiter-flexible), by the semantics the product needs and by cost (docs/decisions/0012-own-breaker-and-limiter.md).
//   node bench/limits.bench.mjs [--json]
// The two libraries are installed on first run into $WINE_CACHE/bench-deps (npm registry), not into
// the project: the product does not use them. Needs redis-server on PATH and a build (npm run build).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pct } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPS = path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'bench-deps');
if (!fs.existsSync(path.join(DEPS, 'node_modules/opossum'))) {
  fs.mkdirSync(DEPS, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', DEPS, '--no-audit', '--no-fund', '--loglevel=error', 'opossum@10', 'rate-limiter-flexible@11'],
    {
      stdio: 'inherit',
    },
  );
}
const requireDep = createRequire(path.join(DEPS, 'node_modules/'));
const CircuitBreaker = requireDep('opossum');
const { RateLimiterRedis } = requireDep('rate-limiter-flexible');
const requireOurs = createRequire(path.join(ROOT, 'packages/nest-common/package.json'));
const { Breaker } = requireOurs('./dist/index.js');
const Redis = requireOurs('ioredis');

const json = process.argv.includes('--json');
const PORT = 16990;
const redisServer = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const redis = new Redis({ port: PORT, host: '127.0.0.1', lazyConnect: true });
for (let i = 0; i < 50; i++) {
  try {
    await redis.connect();
    break;
  } catch {
    // not listening yet
  }
}

// ---- rate limits: a sign-in counts on two keys at once (the address, and e-mail + address) ----
// the gateway's own script, from its build
const { RATE_LIMIT_HIT_SCRIPT } = createRequire(path.join(ROOT, 'services/gateway/package.json'))(
  './dist/rate-limit/rate-limiter.js',
);
const ours = async (a, b) => {
  const [over] = await redis.eval(RATE_LIMIT_HIT_SCRIPT, 2, `ip:${a}`, `pair:${b}`, 60_000, 10, 60_000, 5);
  return over === 0;
};
const byIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'rlf-ip', points: 10, duration: 60 });
const byPair = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'rlf-pair', points: 5, duration: 60 });
// the library's way to hold two limits: consume both (a union consumes each, one round trip apiece)
const library = async (a, b) => {
  const results = await Promise.allSettled([byIp.consume(a), byPair.consume(b)]);
  return results.every((r) => r.status === 'fulfilled');
};

async function timeLimiter(name, hit) {
  const latencies = [];
  let i = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (i < 20_000) {
        const n = i++;
        const t = process.hrtime.bigint();
        await hit(`${name}-a${n}`, `${name}-b${n}`);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // a burst of 200 parallel attempts on one address and e-mail: how many get through a limit of 5?
  const burst = await Promise.all(Array.from({ length: 200 }, () => hit(`${name}-burst`, `${name}-burst`)));
  return {
    name,
    perSecond: Math.round(20_000 / seconds),
    p50: pct(latencies, 50).toFixed(2),
    p99: pct(latencies, 99).toFixed(2),
    burstAllowed: burst.filter(Boolean).length,
  };
}

// ---- breakers: a dependency that is up, in a process whose event loop stalls now and then ----
// A stall longer than the call's deadline makes the deadline timer fire before the reply is read,
// though the reply has arrived: the product meets this under a CPU quota (docs/operations.md).
function stall(ms) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}
// the dependency answers over a socket: its reply is read in the poll phase, after the timers
const dependencyUp = () => redis.ping().then(() => 'ok');

async function runBreaker(name, call, isOpen) {
  let refused = 0;
  let failed = 0;
  let opened = 0;
  let wasOpen = false;
  for (let i = 0; i < 400; i++) {
    const pending = call().then(
      () => 'ok',
      (err) => (/open|down|unavailable/i.test(String(err?.message ?? err)) ? 'refused' : 'failed'),
    );
    // let each breaker start its call and its deadline timer (opossum starts them a few microtasks later)
    for (let k = 0; k < 20; k++) await Promise.resolve();
    if (i >= 100 && i < 200) stall(250); // a starved spell: after each call, the loop stalls past the 200 ms deadline
    const outcome = await pending;
    if (outcome === 'refused') refused += 1;
    if (outcome === 'failed') failed += 1;
    if (isOpen() && !wasOpen) opened += 1;
    wasOpen = isOpen();
    await new Promise((r) => setTimeout(r, 5));
  }
  return { name, calls: 400, failedByDeadline: failed, refusedWhileUp: refused, timesOpened: opened };
}

const ourBreaker = new Breaker({
  dependency: 'bench',
  message: 'down',
  probe: async () => (await dependencyUp()) === 'ok',
  retryMs: 1000,
});
const opossum = new CircuitBreaker(dependencyUp, {
  timeout: 200,
  errorThresholdPercentage: 50,
  volumeThreshold: 2,
  resetTimeout: 1000,
  rollingCountTimeout: 2000,
});

const limiterRows = [
  await timeLimiter('ours (one script, both keys)', ours),
  await timeLimiter('rate-limiter-flexible (two consumes)', library),
];
const breakerRows = [
  await runBreaker(
    'ours (a probe confirms an outage)',
    () => ourBreaker.call('bench call', 200, () => dependencyUp()),
    () => ourBreaker.isOpen,
  ),
  await runBreaker(
    'opossum (error percentage, half-open trial call)',
    () => opossum.fire(),
    () => opossum.opened,
  ),
];
ourBreaker.stop();
opossum.shutdown();
await redis.quit();
redisServer.kill();

if (json) console.log(JSON.stringify({ limiterRows, breakerRows }, null, 2));
else {
  console.log('Rate limits: 20,000 sign-in checks on two keys each, 50 at once; then 200 parallel attempts against a limit of 5');
  for (const r of limiterRows)
    console.log(
      `  ${r.name.padEnd(40)} ${String(r.perSecond).padStart(6)}/s  p50 ${r.p50} ms  p99 ${r.p99} ms  burst allowed ${r.burstAllowed}`,
    );
  console.log(
    'Breakers: 400 calls to a dependency that is up; during calls 100-199 the event loop stalls 250 ms after each (deadline 200 ms)',
  );
  for (const r of breakerRows)
    console.log(
      `  ${r.name.padEnd(50)} failed by deadline ${r.failedByDeadline}, refused while up ${r.refusedWhileUp}, opened ${r.timesOpened}×`,
    );
}
