// Cellar import and a large cellar:
//   (a) importing a CellarTracker file of 5,000 wines: preview (read + catalogue match) and confirm (write)
//   (b) GET /api/cellar for a Premium user with 500 items (imported), 10 concurrent connections
// Prints p50/p95 of each and the machine's load average beside them. Target: a 5,000-wine import
// (preview + confirm) under 10 s; the exit code says whether every run met it.
// Uses a running test system (honours WINE_TEST_SLOT), or starts one.
import { loadavg } from 'node:os';
import knowledge from '../packages/wine-knowledge/dist/index.js';
import { json, pct, premiumMember, testSystem, url } from './support.mjs';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const TARGET_MS = 10_000;

const HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';
const SYLLABLES = ['bar', 'ran', 'kel', 'mor', 'tan', 'wil', 'lo', 'gum', 'bri', 'ar', 'dun', 'ee'];
const made = (i) => [0, 1, 2].map((k) => SYLLABLES[Math.floor(i / 12 ** k) % 12]).join('');
const quote = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Half catalogue wines across vintages, half small producers the catalogue does not know (all different). */
function cellarTrackerFile(rows) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const w = knowledge.WINES[Math.floor(i / 2) % knowledge.WINES.length];
    const [producer, wine, varietal] =
      i % 2 === 0
        ? [w.producer, `${w.producer} ${w.wineName}`, w.variety]
        : [`${made(i)} Hill Estate`, `${made(i)} Hill Estate Block ${i} Shiraz`, 'Shiraz'];
    const fields = [
      i,
      'Red',
      1990 + (i % 35),
      wine,
      producer,
      varietal,
      'South Australia',
      1 + (i % 6),
      `Rack ${i % 20}, row ${i % 7}`,
      '',
      `$${20 + (i % 300)}.00`,
      2026,
      2040,
    ];
    lines.push(fields.map((f) => quote(String(f))).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

async function importFile(auth, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'cellar.csv');
  const t0 = performance.now();
  const preview = await json(await fetch(`${url}/api/cellar/import/preview`, { method: 'POST', headers: auth, body: form }));
  const t1 = performance.now();
  const result = await json(
    await fetch(`${url}/api/cellar/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ importId: preview.importId, lines: preview.rows.map((r) => r.line) }),
    }),
  );
  const t2 = performance.now();
  if (result.imported !== preview.rows.length) throw new Error(`imported ${result.imported} of ${preview.rows.length}`);
  return { preview: t1 - t0, confirm: t2 - t1, total: t2 - t0, matched: preview.matched, rows: preview.rows.length };
}

async function listLatency(auth) {
  const latencies = [];
  let failures = 0;
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await fetch(`${url}/api/cellar`, { headers: auth });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) failures++;
      }
    }),
  );
  return { latencies, failures };
}

const system = await testSystem();
let missed = false;
try {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;
  const file = cellarTrackerFile(5000);
  console.log(
    `\n${new Date().toISOString()}: import of a ${(file.length / 1024 / 1024).toFixed(2)} MB CellarTracker file, ${RUNS} runs (a new Premium user each)`,
  );
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const run = await importFile(await premiumMember('import-bench'), file).catch((err) => {
      console.log(`  run ${r + 1}: failed: ${err.message}   load ${load()}`);
      return null;
    });
    if (!run) {
      missed = true;
      continue;
    }
    runs.push(run);
    console.log(
      `  run ${r + 1}: ${run.rows} wines (${run.matched} matched): preview ${ms(run.preview)}, confirm ${ms(run.confirm)}, total ${ms(run.total)}   load ${load()}`,
    );
  }
  for (const key of runs.length ? ['preview', 'confirm', 'total'] : []) {
    const xs = runs.map((r) => r[key]);
    console.log(`(a) import 5,000 ${key.padEnd(8)} p50 ${ms(pct(xs, 50))}   p95 ${ms(pct(xs, 95))}`);
  }
  missed =
    pct(
      runs.map((r) => r.total),
      50,
    ) >= TARGET_MS;

  const auth = await premiumMember('list-bench');
  await importFile(auth, cellarTrackerFile(500));
  const size = (await json(await fetch(`${url}/api/cellar`, { headers: auth }))).length;
  const { latencies, failures } = await listLatency(auth);
  console.log(
    `(b) GET /api/cellar, ${size} items, ${CONNECTIONS} connections ${DURATION_S} s: ${(latencies.length / DURATION_S).toFixed(0)} req/s   p50 ${ms(pct(latencies, 50))}   p95 ${ms(pct(latencies, 95))}   non-2xx ${failures}   load ${load()}`,
  );
  if (missed) console.log(`below target: a 5,000-wine import failed, or the median took ${TARGET_MS / 1000} s or more`);
} finally {
  await system.stop();
}
process.exit(missed ? 1 : 0);
