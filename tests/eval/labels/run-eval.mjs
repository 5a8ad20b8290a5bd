#!/usr/bin/env node
// Label eval: renders labels from catalogue wines and runs the worker's label reader on each.
//   node tests/eval/labels/run-eval.mjs [--count 44] [--save DIR] [--json]
// Needs services/ai built (services/ai/dist) and the OCR models (infra/local/install.sh).
// Prints producer accuracy, exact-vintage accuracy (labels that print one) and p50/p95 time per
// image; exits 1 below the targets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { renderLabels } from './render-labels.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const TARGETS = { producer: 0.9, vintage: 0.95 };

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const count = Number(opt('count', 40));
const saveDir = opt('save', null);
const asJson = args.includes('--json');
// --scene: labels photographed on a bottle in a dim, cluttered room (the harder, real-looking set)
const scene = args.includes('--scene');

const knowledge = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));
const { PaddleLabelReader } = require(path.join(ROOT, 'services/ai/dist/label/label-ocr.js'));
const { readBottle } = require(path.join(ROOT, 'services/ai/dist/label/read-bottle.js'));
const modelDir =
  process.env.OCR_MODELS_DIR ?? path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'ocr-models');

const regionName = (id) => knowledge.findRegion(id)?.name ?? id;
const labels = await renderLabels(knowledge.WINES, regionName, { count, scene, seed: scene ? 20261124 : undefined });
const reader = await PaddleLabelReader.load(modelDir);
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

const rows = [];
const times = [];
for (const label of labels) {
  const t0 = performance.now();
  const { analysis, lines, passes } = await readBottle(label.image, reader);
  const ms = performance.now() - t0;
  times.push(ms);
  const producerOk = analysis.producer === label.truth.producer;
  const vintageOk = label.truth.vintage === null ? null : analysis.vintage === String(label.truth.vintage);
  rows.push({
    name: label.name,
    treatments: label.treatments.join(' '),
    producerOk,
    vintageOk,
    ms: Math.round(ms),
    passes,
    got: `${analysis.producer} | ${analysis.wineName} | ${analysis.vintage}`,
    want: `${label.truth.producer} | ${label.truth.vintage}`,
    wineOk: analysis.catalogueWineId === label.truth.wineId,
  });
  if (saveDir) {
    fs.writeFileSync(
      path.join(saveDir, `${label.name}.${label.treatments.some((t) => t.startsWith('jpeg')) ? 'jpg' : 'png'}`),
      label.image,
    );
    if (!producerOk || vintageOk === false)
      fs.writeFileSync(
        path.join(saveDir, `${label.name}.txt`),
        lines.map((l) => `${l.height}\t${l.confidence}\t${l.text}`).join('\n'),
      );
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const withVintage = rows.filter((r) => r.vintageOk !== null);
const result = {
  labels: rows.length,
  producerAccuracy: rows.filter((r) => r.producerOk).length / rows.length,
  wineAccuracy: rows.filter((r) => r.wineOk).length / rows.length,
  vintageAccuracy: withVintage.filter((r) => r.vintageOk).length / Math.max(1, withVintage.length),
  vintageLabels: withVintage.length,
  p50Ms: Math.round(pct(times, 50)),
  p95Ms: Math.round(pct(times, 95)),
  targets: TARGETS,
  misses: rows.filter((r) => !r.producerOk || r.vintageOk === false),
};
const pass = result.producerAccuracy >= TARGETS.producer && result.vintageAccuracy >= TARGETS.vintage;
if (asJson) console.log(JSON.stringify({ ...result, pass }));
else {
  for (const r of rows)
    console.log(
      `${r.producerOk ? 'ok ' : 'XX '}${r.vintageOk === false ? 'V! ' : '   '}${String(r.ms).padStart(5)} ms  ${r.name}  [${r.treatments}]  got ${r.got}`,
    );
  console.log(
    `\nlabels ${result.labels}: producer ${(result.producerAccuracy * 100).toFixed(1)}% (target ${TARGETS.producer * 100}%), ` +
      `wine ${(result.wineAccuracy * 100).toFixed(1)}%, vintage ${(result.vintageAccuracy * 100).toFixed(1)}% of ${result.vintageLabels} (target ${TARGETS.vintage * 100}%), ` +
      `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms per image → ${pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exit(pass ? 0 : 1);
