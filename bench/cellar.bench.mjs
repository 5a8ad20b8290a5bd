// Cellar latency and throughput in one run: (a) on 50 concurrent connections; (b)-(d) one member's
// calls on a few connections inside that member's own rate limits (a member past them gets 429s):
//   (a) a route the gateway answers itself                 GET /api/health/live
//   (b) a Premium user's cellar of 200 saved wines           GET /api/cellar
//   (c) saving a wine (identity plan lookup + cellar write)   POST /api/cellar/save
//   (d) a member holding 5,000 imported wines: a page of a search, a filtered readiness sort and a
//       later page (GET /api/cellar?…, docs/decisions/0011-cellar-queries-over-the-list-view.md); the target is p95 < 100 ms
// Prints successful requests/s, p50/p95/p99 of all responses and the non-2xx count for each,
// and each as a ratio to (a).
// Uses a running test system (honours WINE_TEST_SLOT), or starts one.
import { premiumMember, testSystem, url } from './support.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CELLAR_SIZE = 200;
const BIG_CELLAR = 5000;

/** A CellarTracker file of `n` wines (no Type column: types come from the grapes). */
function cellarFile(n) {
  const grapes = ['Syrah', 'Nebbiolo', 'Fiano', 'Shiraz', 'Riesling', 'Cabernet Sauvignon'];
  const rows = Array.from({ length: n }, (_, i) =>
    [
      i,
      1995 + (i % 30),
      `Cuvée ${i} ${grapes[i % 6]}`,
      `Château ${i % 40}`,
      grapes[i % 6],
      'Heathcote',
      1 + (i % 6),
      ['Rack A', 'Rack B', 'Rack C'][i % 3],
      `bin ${i % 9}`,
      i % 4 ? '' : 30 + (i % 90),
    ].join(','),
  );
  return ['iWine,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price', ...rows].join('\n');
}

async function importCellar(token, n) {
  const form = new FormData();
  form.append('file', new Blob([cellarFile(n)], { type: 'text/csv' }), 'cellar.csv');
  const preview = await fetch(url + '/api/cellar/import/preview', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (preview.status !== 200) throw new Error(`import preview answered ${preview.status}: ${await preview.text()}`);
  const { importId, rows } = await preview.json();
  const confirm = await call('POST', '/api/cellar/import', { token, body: { importId, lines: rows.map((r) => r.line) } });
  if (confirm.status !== 201) throw new Error(`import answered ${confirm.status}`);
}

const system = await testSystem();

async function call(method, path, { token, body } = {}) {
  const res = await fetch(url + path, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A Premium member's bearer token (support.mjs makes the member the way billing does). */
async function premiumToken() {
  return (await premiumMember('cellar')).Authorization.replace(/^Bearer /, '');
}

const wine = (i) => ({
  wineName: `Bench Shiraz ${i}`,
  wineType: 'Red Wine',
  region: 'Barossa Valley',
  vintage: String(2000 + (i % 25)),
  description: 'Dark plum, pepper and a long, savoury finish. '.repeat(4),
  priceRange: '$30-45',
  abv: '14.5%',
  rating: '4.4/5',
  source: 'recommendation',
});

/**
 * `connections` clients in a loop for the duration; every response must be 2xx. With `budget`, one
 * member's calls stay inside its own limits (docs/product-rules.md#rate-limits: 600 reads a minute,
 * 30 writes in 10 s): 5 warm-up calls, then `budget` calls on `connections` clients, so the figures
 * are the route's own, not the limiter's 429s.
 */
async function measure(label, method, path, { token, body, budget, connections = CONNECTIONS } = {}) {
  const run = async (seconds, clients, most = Infinity) => {
    const latencies = [];
    let failures = 0;
    const statuses = {};
    const began = performance.now();
    const until = Date.now() + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until && n < most) {
          const i = n++;
          const start = performance.now();
          const res = await fetch(url + path, {
            method,
            headers: {
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(body ? { 'Content-Type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body(i)) : undefined,
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - start);
          if (res.status >= 300) {
            failures++;
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          }
        }
      }),
    );
    return { latencies, failures, statuses, seconds: (performance.now() - began) / 1000 };
  };
  // warm-up: JIT, connection pools, caches
  if (budget) await run(60, 1, 5);
  else await run(2, 10);
  const { latencies, failures, statuses, seconds } = budget
    ? await run(60, connections, budget)
    : await run(DURATION_S, CONNECTIONS);
  // reported, not thrown: under overload the gateway answers 503 at RPC_TIMEOUT_MS, which is the figure to see
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    label,
    path: `${method} ${path}`,
    failures,
    statuses,
    rps: (latencies.length - failures) / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

try {
  const token = await premiumToken();
  // one import, not 200 saves: saves are limited per member (a burst of 30 in 10 s)
  await importCellar(token, CELLAR_SIZE);
  // the list is paged: the total is in X-Total-Count
  const size = Number(
    (await fetch(url + '/api/cellar?limit=1', { headers: { Authorization: `Bearer ${token}` } })).headers.get('x-total-count'),
  );
  if (size < CELLAR_SIZE) throw new Error(`cellar has ${size} wines, expected ${CELLAR_SIZE}`);

  const a = await measure('(a) answered by the gateway', 'GET', '/api/health/live');
  const b = await measure(`(b) cellar of ${size} wines`, 'GET', '/api/cellar?limit=100', { token, budget: 400, connections: 4 });
  // a second Premium user, so the list above is not growing while it is measured
  const saver = await premiumToken();
  const c = await measure('(c) save a wine', 'POST', '/api/cellar/save', {
    token: saver,
    body: (i) => wine(i),
    budget: 20,
    connections: 1,
  });

  const collector = await premiumToken();
  await importCellar(collector, BIG_CELLAR);
  const total = Number(
    (await fetch(url + '/api/cellar?limit=1', { headers: { Authorization: `Bearer ${collector}` } })).headers.get(
      'x-total-count',
    ),
  );
  if (total !== BIG_CELLAR) throw new Error(`the big cellar holds ${total} wines, expected ${BIG_CELLAR}`);
  const second = await fetch(url + '/api/cellar?sort=vintage&limit=50', { headers: { Authorization: `Bearer ${collector}` } });
  const later = /<([^>]+)>; rel="next"/.exec(second.headers.get('link') ?? '')?.[1];
  const d1 = await measure(`(d) ${BIG_CELLAR} wines: search`, 'GET', '/api/cellar?q=chateau%2012&limit=50', {
    token: collector,
    budget: 150,
    connections: 4,
  });
  const d2 = await measure(`(d) ${BIG_CELLAR}: reds by readiness`, 'GET', '/api/cellar?type=red&sort=readiness&limit=50', {
    token: collector,
    budget: 150,
    connections: 4,
  });
  const d3 = await measure(`(d) ${BIG_CELLAR}: a later page`, 'GET', later, { token: collector, budget: 150, connections: 4 });

  const ms = (v) => `${v.toFixed(1).padStart(6)} ms`;
  const row = (m) =>
    `${m.label.padEnd(34)} ${m.path.slice(0, 60).padEnd(24)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(m.p50)}   p95 ${ms(m.p95)}   p99 ${ms(m.p99)}   non-2xx ${m.failures}${m.failures ? ` ${JSON.stringify(m.statuses)}` : ''}`;
  const ratio = (m) =>
    `${m.label}: throughput ${(m.rps / a.rps).toFixed(2)} of (a), p50 ${(m.p50 / a.p50).toFixed(1)}x, p95 ${(m.p95 / a.p95).toFixed(1)}x, p99 ${(m.p99 / a.p99).toFixed(1)}x`;
  console.log(
    `\n(a) ${CONNECTIONS} connections for ${DURATION_S} s; (b)-(d) one member inside its limits, ${new Date().toISOString()}`,
  );
  for (const m of [a, b, c, d1, d2, d3]) console.log(row(m));
  console.log(ratio(b));
  console.log(ratio(c));
  for (const m of [d1, d2, d3]) console.log(`${m.label}: p95 ${m.p95.toFixed(1)} ms (target < 100 ms)`);
} finally {
  await system.stop();
}
