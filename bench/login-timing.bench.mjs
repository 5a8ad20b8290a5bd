// Sign-in timing: a wrong password for a real account and an unknown e-mail must cost the same
// (both verify an argon2 hash), so response times do not reveal which e-mails have accounts.
// Prints the median and p90 of each and their ratio; it is a measurement, not a pass/fail test.
// Uses a running test system (WINE_TEST_SLOT shifts its port), or starts one.
import { PROFILES, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });

// each attempt from its own documentation-range IP, so the per-IP sign-in limit is not reached
let ipCounter = 0;
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const post = (path, body) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });

async function timed(body) {
  const started = process.hrtime.bigint();
  const res = await post('/api/auth/login', body);
  await res.arrayBuffer();
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

try {
  const wrong = [];
  const unknown = [];
  for (let i = 0; i < ROUNDS; i++) {
    // a fresh account per round: the per-account limit allows 5 failures
    const email = `bench-${Date.now()}-${i}@example.com`;
    const reg = await post('/api/auth/register', { email, password: 'bench-secret-1' });
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    // taken in turns first: the one just after a registration shares the machine with its events
    const tryWrong = async () => wrong.push(await timed({ email, password: 'wrong-password' }));
    const tryUnknown = async () =>
      unknown.push(await timed({ email: `nobody-${Date.now()}-${i}@example.com`, password: 'wrong-password' }));
    if (i % 2) await tryUnknown().then(tryWrong);
    else await tryWrong().then(tryUnknown);
  }
  const row = (label, v) =>
    `${label.padEnd(28)} p50 ${quantile(v, 0.5).toFixed(1).padStart(7)} ms   p90 ${quantile(v, 0.9).toFixed(1).padStart(7)} ms`;
  console.log(`\nsign-in timing, ${ROUNDS} rounds, ${new Date().toISOString()}`);
  console.log(row('wrong password (account)', wrong));
  console.log(row('unknown e-mail', unknown));
  console.log(
    `ratio unknown/wrong p50: ${(quantile(unknown, 0.5) / quantile(wrong, 0.5)).toFixed(2)} (near 1: no account enumeration by timing)`,
  );
} finally {
  await system?.stop();
}
