#!/usr/bin/env node
// Label eval: renders bottle photos (render-labels.mjs) and runs the worker's label reader on each.
//   node tests/eval/labels/run-eval.mjs [--full] [--save DIR] [--json] [--seed N]
// The full set is 2 photos of each of 160 catalogue wines plus 44 invented wines (364 photos, ~10 min
// on 2 cores); without --full a fixed quarter of it (92 photos, every layout × treatment pair).
// Needs services/ai built (services/ai/dist) and the OCR models (infra/local/install.sh).
// Prints tables by treatment and by layout, the reliability of the wine confidence, p50/p95 time;
// exits 1 below the floors.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { renderLabels } from './render-labels.mjs';
import { loadReader } from '../ocr-reader.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
// targets from the product's label rules; floors are what the run must not fall under (exit 1)
const TARGETS = { top1: 0.97, top3: 0.995, vintage: 0.99, notInCatalogue: 0.95 };
const FLOORS = { top1: 0.85, top3: 0.9, vintage: 0.93, notInCatalogue: 0.8 };
const WINES = 160;

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const full = args.includes('--full');
const saveDir = opt('save', null);
const asJson = args.includes('--json');
const seed = Number(opt('seed', 20261125));

const knowledge = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));
const { PaddleLabelReader } = require(path.join(ROOT, 'services/ai/dist/label/label-ocr.js'));
const { readBottle } = require(path.join(ROOT, 'services/ai/dist/label/read-bottle.js'));
const { similarity } = require(path.join(ROOT, 'services/ai/dist/label/text.js'));
const { fold } = knowledge;

const regionName = (id) => knowledge.findRegion(id)?.name ?? id;
const step = knowledge.WINES.length / WINES;
const wines = Array.from({ length: WINES }, (_, i) => knowledge.WINES[Math.floor(i * step)]);
const reader = await loadReader(PaddleLabelReader);
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

// the fixed quarter: a pair of neighbouring photos in every eight, the pair moving every 80 photos,
// so every layout × treatment combination is in it (92 photos; the invented wines included)
const quarter = (i) => Math.floor(i / 2) % 4 === Math.floor(i / 80) % 4;
const same = (a, b) => similarity(fold(a), fold(b)) >= 0.9;
const rows = [];
for await (const label of renderLabels(wines, regionName, { seed, only: full ? null : quarter })) {
  const t0 = performance.now();
  const { analysis, lines, evidence } = await readBottle(label.image, reader);
  const ms = performance.now() - t0;
  const t = label.truth;
  const inCatalogue = t.wineId !== null;
  const alternatives = analysis.alternatives.map((a) => a.catalogueWineId);
  const top1 = inCatalogue
    ? analysis.catalogueWineId === t.wineId
    : analysis.catalogueWineId === null &&
      same(analysis.producer, t.producer) &&
      same(analysis.wineName, `${t.producer} ${t.wineName}`);
  const top3 = inCatalogue ? top1 || alternatives.includes(t.wineId) : top1;
  const vintageOk = analysis.vintage === (t.vintage === null ? 'NV' : String(t.vintage));
  rows.push({
    name: label.name,
    layout: label.layout,
    treatment: label.treatment,
    tags: label.tags.join(' '),
    inCatalogue,
    top1,
    top3,
    // an invented wine answered as not in the catalogue, whatever the names read
    notInCatalogue: !inCatalogue && analysis.catalogueWineId === null,
    vintageOk,
    confidence: analysis.confidence.wine,
    ms: Math.round(ms),
    got: `${analysis.producer} | ${analysis.wineName} | ${analysis.vintage} | ${analysis.catalogueWineId}`,
    want: `${t.producer} | ${t.wineName} | ${t.vintage ?? 'NV'} | ${t.wineId}`,
  });
  if (saveDir) {
    fs.writeFileSync(path.join(saveDir, `${label.name}.jpg`), label.image);
    // what OCR read, to study a miss (or to try a matcher change without reading again)
    fs.writeFileSync(path.join(saveDir, `${label.name}.json`), JSON.stringify({ truth: t, lines, evidence }));
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const share = (xs, f) => (xs.length ? xs.filter(f).length / xs.length : 1);
const catalogue = rows.filter((r) => r.inCatalogue);
const invented = rows.filter((r) => !r.inCatalogue);
const times = rows.map((r) => r.ms);

function table(key) {
  const groups = new Map();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  return [...groups].map(([name, rs]) => {
    const cat = rs.filter((r) => r.inCatalogue);
    return {
      [key]: name,
      photos: rs.length,
      top1: share(cat, (r) => r.top1),
      top3: share(cat, (r) => r.top3),
      invented: rs.length - cat.length,
      inventedAsPrinted: share(
        rs.filter((r) => !r.inCatalogue),
        (r) => r.top1,
      ),
      vintage: share(rs, (r) => r.vintageOk),
      p95Ms: pct(
        rs.map((r) => r.ms),
        95,
      ),
    };
  });
}

// reliability: of the answers in each confidence bucket, how many were right (top-1), and for the
// Low bucket whether the right wine was at least among the alternatives
const BUCKETS = [
  ['High ≥ 0.9', (c) => c >= 0.9],
  ['0.75-0.9', (c) => c >= 0.75 && c < 0.9],
  ['0.6-0.75', (c) => c >= 0.6 && c < 0.75],
  ['Low < 0.6', (c) => c < 0.6],
];
const reliability = BUCKETS.map(([bucket, inBucket]) => {
  const rs = rows.filter((r) => inBucket(r.confidence));
  return {
    bucket,
    answers: rs.length,
    meanConfidence: rs.length ? rs.reduce((s, r) => s + r.confidence, 0) / rs.length : 0,
    accuracy: share(rs, (r) => r.top1),
    top3: share(rs, (r) => r.top3),
  };
});

const result = {
  photos: rows.length,
  catalogueWines: new Set(catalogue.map((r) => r.want)).size,
  invented: invented.length,
  top1: share(catalogue, (r) => r.top1),
  top3: share(catalogue, (r) => r.top3),
  vintage: share(
    rows.filter((r) => !r.want.includes('| NV |')),
    (r) => r.vintageOk,
  ),
  nv: share(
    rows.filter((r) => r.want.includes('| NV |')),
    (r) => r.vintageOk,
  ),
  notInCatalogue: share(invented, (r) => r.notInCatalogue),
  inventedAsPrinted: share(invented, (r) => r.top1),
  p50Ms: pct(times, 50),
  p95Ms: pct(times, 95),
  byTreatment: table('treatment'),
  byLayout: table('layout'),
  reliability,
  targets: TARGETS,
  floors: FLOORS,
  misses: rows.filter((r) => !r.top1 || !r.vintageOk).map(({ name, got, want, confidence }) => ({ name, got, want, confidence })),
};
const pass = Object.entries(FLOORS).every(([k, floor]) => result[k] >= floor);

const p = (x) => `${(x * 100).toFixed(1)}%`.padStart(7);
if (asJson) console.log(JSON.stringify({ ...result, pass }));
else {
  for (const r of rows)
    console.log(
      `${r.top1 ? 'ok ' : r.top3 ? '3  ' : 'XX '}${r.vintageOk ? '   ' : 'V! '}${r.confidence.toFixed(2)} ${String(r.ms).padStart(5)} ms  ${r.name}  [${r.tags}]\n      got  ${r.got}\n      want ${r.want}`,
    );
  for (const key of ['treatment', 'layout']) {
    console.log(`\nby ${key}:  photos   top-1   top-3  invented  as-printed  vintage   p95 ms`);
    for (const t of result[key === 'treatment' ? 'byTreatment' : 'byLayout'])
      console.log(
        `  ${String(t[key]).padEnd(14)} ${String(t.photos).padStart(4)} ${p(t.top1)} ${p(t.top3)} ${String(t.invented).padStart(6)}    ${p(t.inventedAsPrinted)} ${p(t.vintage)} ${String(t.p95Ms).padStart(7)}`,
      );
  }
  console.log('\nreliability (wine confidence → share right):');
  for (const b of reliability)
    console.log(
      `  ${b.bucket.padEnd(11)} ${String(b.answers).padStart(4)} answers, mean ${b.meanConfidence.toFixed(2)}, right ${p(b.accuracy)}, in top-3 ${p(b.top3)}`,
    );
  console.log(
    `\n${result.photos} photos (${result.catalogueWines} catalogue wines, ${result.invented} invented): ` +
      `top-1 ${p(result.top1)} (target ${TARGETS.top1 * 100}%), top-3 ${p(result.top3)}, vintage ${p(result.vintage)}, NV ${p(result.nv)}, ` +
      `not in catalogue ${p(result.notInCatalogue)} (as printed ${p(result.inventedAsPrinted)}), p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms → ${pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exit(pass ? 0 : 1);
