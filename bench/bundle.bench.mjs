// First-load JavaScript of the SPA: the gzip size of every script a browser fetches to show `/` and
// `/dashboard` (the entry, its static imports, and the page chunk the route renders with its own
// static imports). Budget: 200 kB gzip per route, the goal (docs/architecture.md#first-load);
// exits 1 when a route is over it, when @mui/x-charts is in a first load, when zod is in the entry
// (responses are checked with schemas loaded on demand), or when the build contains a source map.
//
// Builds the production bundle into a temporary directory with a Vite manifest (frontend/dist is
// left alone), or reads an existing build: BUNDLE_DIST=<dir with .vite/manifest.json>.
//   node bench/bundle.bench.mjs [--json]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONTEND = path.join(ROOT, 'frontend');
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 200);

// The page component each route renders on first load (frontend/src/app/pages.ts).
const ROUTES = {
  '/': 'src/features/landing/components/LandingPage.tsx',
  '/dashboard': 'src/features/recommendations/components/DashboardPage.tsx',
};

function build() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-bench-'));
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--manifest', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: FRONTEND,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

const dist = process.env.BUNDLE_DIST ? path.resolve(process.env.BUNDLE_DIST) : build();
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the Vite manifest has no entry');

// index.html must load the same entry the manifest names (and nothing else as a script)
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const htmlScripts = [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g)].map(([, src]) => src);
if (!htmlScripts.includes(manifest[entryKey].file)) {
  throw new Error(`index.html loads ${htmlScripts.join(', ')}, not the manifest entry ${manifest[entryKey].file}`);
}

/** The chunk and every chunk it imports statically, as files. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: update ROUTES in bench/bundle.bench.mjs`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
const rawKb = (file) => fs.statSync(path.join(dist, file)).size / 1024;

const results = Object.entries(ROUTES).map(([route, page]) => {
  const files = [...staticClosure(page, staticClosure(entryKey))].filter((file) => file.endsWith('.js'));
  const chunks = files.map((file) => ({ file, gzipKb: gzipKb(file), rawKb: rawKb(file) })).sort((a, b) => b.gzipKb - a.gzipKb);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  // @mui/x-charts (the cellar analytics, ~100 kB gzip) belongs to the cellar page alone
  const charts = files.some((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes('MuiChartsAxis'));
  return { route, gzipKb: total, rawKb: chunks.reduce((sum, c) => sum + c.rawKb, 0), charts, chunks };
});

// zod (~25 kB gzip) registers its classes by these names; the entry must not carry it
const zodInEntry = fs.readFileSync(path.join(dist, manifest[entryKey].file), 'utf8').includes('"$ZodType"');

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, zodInEntry, results }, null, 2));
} else {
  console.log(`First-load JavaScript (gzip, budget ${BUDGET_KB} kB per route)`);
  for (const { route, gzipKb: total, rawKb: raw, charts, chunks } of results) {
    console.log(
      `  ${route.padEnd(11)} ${total.toFixed(1).padStart(6)} kB gzip  (${raw.toFixed(0)} kB raw, ${chunks.length} files${charts ? ', WITH @mui/x-charts' : ''})`,
    );
    for (const chunk of chunks) console.log(`      ${chunk.gzipKb.toFixed(1).padStart(6)} kB  ${chunk.file}`);
  }
}
console.log(`  zod in the entry: ${zodInEntry ? 'YES' : 'no'}`);
if (zodInEntry) process.exitCode = 1;
// A production build publishes no source maps
const maps = fs.readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.map'));
console.log(`  source maps in the build: ${maps.length ? maps.join(', ') : 'none'}`);
if (maps.length) process.exitCode = 1;
if (!process.env.BUNDLE_DIST) fs.rmSync(dist, { recursive: true, force: true });
const over = results.filter((r) => r.gzipKb > BUDGET_KB || r.charts);
if (over.length) {
  console.error(
    `over budget: ${over.map((r) => `${r.route} ${r.gzipKb.toFixed(1)} kB${r.charts ? ' with charts' : ''}`).join(', ')}`,
  );
  process.exitCode = 1;
}
