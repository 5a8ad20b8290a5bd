#!/usr/bin/env node
// Held-out label eval: bottle photos in designs the reader was not written against
// (render-wild-labels.mjs), half of them wines not in the catalogue that share a word with one.
//   node tests/eval/labels/run-wild-eval.mjs [--full | --first N] [--save DIR] [--json] [--seed N]
// Without --full a fixed sixth (24 photos, every design and photo). Prints tables by design and
// by photo: exact wine on catalogue labels, false matches on not-in-catalogue labels, vintage
// where printed. Exits 1 below the floors (the runner: ../held-out.mjs).
import { ai, knowledge, runLabelSet } from '../held-out.mjs';
import { renderWildLabels } from './render-wild-labels.mjs';

const { similarity } = ai('label/text.js');
const same = (a, b) => similarity(knowledge.fold(a), knowledge.fold(b)) >= 0.85;

await runLabelSet({
  title: 'held-out',
  render: renderWildLabels,
  seed: 40041,
  // a fixed sixth, shifted every 36 photos so every design × photo pair is in it
  subset: (i) => i % 6 === Math.floor(i / 36) % 6,
  // 'not in our catalogue' with the label's names as printed
  asPrinted: (analysis, t) =>
    same(analysis.producer, t.producer) &&
    (same(analysis.wineName, t.wineName) || same(analysis.wineName, `${t.producer} ${t.wineName}`)),
  tables: ['design', 'photo'],
  targets: { exact: 0.99, falseMatch: 0.01, vintage: 0.99 },
  floors: { exact: 0.85, falseMatch: 0.1, vintage: 0.8 },
});
