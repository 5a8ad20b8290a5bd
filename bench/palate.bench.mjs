// What the palate adds to a search: GET /api/recommendations/palate does the same two reads a search
// makes for it (the user's thumbs, and the cellar's saves, bottles and ratings over the transport)
// plus the profile. Compared with GET /api/recommendations/history (one indexed read behind the same
// gateway hop), for a user with no signals and one with 3 saved, rated wines and 40 thumbs.
// Uses a running test system (WINE_TEST_SLOT shifts the port), or starts one.
//   node bench/palate.bench.mjs
import { PROFILES, startSystem } from '../infra/local/stack.mjs';

const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PINOTS = ['vic-coldstream-hills-pinot-noir', 'tas-stoney-rise-pinot-noir', 'vic-kooyong-massale-pinot-noir'];

const running = await fetch(`${url}/api/health`).then(
  (r) => r.ok,
  () => false,
);
const system = running ? null : await startSystem('test', { quiet: true });

async function call(method, path, token, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function member() {
  const email = `bench-palate-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { accessToken } = await call('POST', '/api/auth/register', null, { email, password: 'bench-password-1' });
  await call('POST', '/api/profile/setup', accessToken, { dateOfBirth: '1988-03-03' });
  return accessToken;
}

async function withSignals() {
  const token = await member();
  for (const wineId of PINOTS) {
    const saved = await call('POST', '/api/cellar/save', token, {
      wineName: wineId,
      wineType: 'Red Wine',
      source: 'recommendation',
      catalogueWineId: wineId,
    });
    await call('POST', `/api/cellar/${saved.id}/open`, token, { date: '2026-01-01', stars: 5 });
  }
  // thumbs on 40 wines from a few searches' answers
  const ids = new Set();
  for (const query of [
    'a red for dinner',
    'crisp white for oysters',
    'bubbles to celebrate',
    'shiraz for a barbecue',
    'riesling',
  ])
    for (const w of (await call('POST', '/api/recommendations', token, { query })).recommendations) ids.add(w.id);
  let i = 0;
  for (const wineId of ids)
    await call('PUT', '/api/recommendations/feedback', token, { wineId, signal: i++ % 3 ? 'up' : 'down' });
  return token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function measure(path, token) {
  const latencies = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const ok = await call('GET', path, token).then(
      () => true,
      () => false,
    );
    if (ok) latencies.push(performance.now() - t0);
    else failures++;
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), failures };
}

try {
  const users = { 'no signals': await member(), 'with signals': await withSignals() };
  console.log(`\npalate reads vs one indexed read, ${REQUESTS} sequential requests each, ${new Date().toISOString()}`);
  for (const [who, token] of Object.entries(users)) {
    for (const path of ['/api/recommendations/history', '/api/recommendations/palate']) {
      const { p50, p95, failures } = await measure(path, token);
      console.log(
        `${who.padEnd(13)} GET ${path.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   failures ${failures}`,
      );
    }
  }
} finally {
  await system?.stop();
}
