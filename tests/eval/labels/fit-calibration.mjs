#!/usr/bin/env node
// Fits the wine confidence (services/ai/src/label/calibration.ts) on a label eval's saved readings:
//   node tests/eval/labels/run-eval.mjs --full --save DIR && node tests/eval/labels/fit-calibration.mjs DIR
// Replays each photo's OCR lines through the built matcher (no OCR: seconds), fits a logistic curve
// P(top candidate is the wine) over the match's evidence, and prints the coefficients, the
// reliability of the fitted curve, and how often an answer 'not in our catalogue' is right by what was read.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const { analyseLabel } = require(path.join(ROOT, 'services/ai/dist/label/analyse-label.js'));
const { evidenceOf } = require(path.join(ROOT, 'services/ai/dist/label/match-wine.js'));
const { readAsPrinted } = require(path.join(ROOT, 'services/ai/dist/label/as-printed.js'));
const { similarity } = require(path.join(ROOT, 'services/ai/dist/label/text.js'));
const { fold } = require(path.join(ROOT, 'packages/wine-knowledge/dist/index.js'));

const dir = process.argv[2];
if (!dir) throw new Error('usage: fit-calibration.mjs DIR (a run-eval.mjs --save directory)');
const same = (a, b) => similarity(fold(a), fold(b)) >= 0.9;
const rows = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const { truth, lines } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const { match, facts } = analyseLabel(lines);
  if (!match.top) continue;
  const e = evidenceOf(match);
  const printed = readAsPrinted(facts);
  const read = printed?.producer && printed.wineName ? 'named' : printed?.producer ? 'producerOnly' : 'unread';
  const asPrinted =
    truth.wineId === null &&
    !!printed &&
    same(printed.producer, truth.producer) &&
    same(`${printed.producer} ${printed.wineName}`, `${truth.producer} ${truth.wineName}`);
  rows.push({
    x: [e.score, e.margin, e.producer],
    y: match.top.wine.id === truth.wineId ? 1 : 0,
    read,
    asPrinted,
    invented: truth.wineId === null,
  });
}

// logistic regression by gradient descent, a little L2 so separable data keeps finite weights
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
let w = [0, 0, 0];
let b = 0;
for (let it = 0; it < 30000; it++) {
  const g = [0, 0, 0];
  let gb = 0;
  for (const { x, y } of rows) {
    const err = sigmoid(b + x[0] * w[0] + x[1] * w[1] + x[2] * w[2]) - y;
    gb += err;
    x.forEach((xi, i) => (g[i] += err * xi));
  }
  b -= (2 * gb) / rows.length;
  w = w.map((wi, i) => wi - 2 * (g[i] / rows.length + 0.0002 * wi));
}
const half = (x) => Math.round(2 * x) / 2;
const fitted = { bias: half(b), score: half(w[0]), margin: half(w[1]), producer: half(w[2]) };
console.log(`${rows.length} readings, ${rows.filter((r) => r.y).length} with the right top candidate`);
console.log('CALIBRATION =', JSON.stringify(fitted));
const p = (r) => sigmoid(fitted.bias + fitted.score * r.x[0] + fitted.margin * r.x[1] + fitted.producer * r.x[2]);
for (const [lo, hi] of [
  [0.9, 1.01],
  [0.75, 0.9],
  [0.5, 0.75],
  [0.1, 0.5],
  [0, 0.1],
]) {
  const rs = rows.filter((r) => p(r) >= lo && p(r) < hi);
  const right = rs.filter((r) => r.y).length;
  console.log(
    `  P ${lo}-${Math.min(hi, 1)}: ${rs.length} readings, top right ${rs.length ? ((100 * right) / rs.length).toFixed(1) : '-'}%`,
  );
}
// answered 'not in our catalogue' (P below the decision): right when the wine is invented and read as printed
for (const read of ['named', 'producerOnly', 'unread']) {
  const rs = rows.filter((r) => p(r) < 0.5 && r.read === read);
  console.log(
    `  not in catalogue, ${read}: ${rs.length} answers, right ${rs.length ? ((100 * rs.filter((r) => r.invented && r.asPrinted).length) / rs.length).toFixed(1) : '-'}%`,
  );
}
