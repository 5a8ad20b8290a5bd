#!/usr/bin/env node
// Fourth held-out label eval (render-fourth-labels.mjs): the vintage along either edge turned
// either way, on a neck label, tiny in a corner, huge in a thin weight; crests with a founding year,
// minimal lowercase labels; a second bottle in the frame, a shop shelf with price tags. Half are
// wines not in the catalogue sharing one word with catalogue wines (fourth-wines.mjs).
//   node tests/eval/labels/run-fourth-eval.mjs [--full | --first N] [--seed N] [--save DIR] [--json]
// Without --full a fixed sixth (12 photos: every design and photo, half in the catalogue). Tables
// by design, photo and kind of wine. Exits 1 below the floors (the runner: ../held-out.mjs).
import { knowledge, runLabelSet } from '../held-out.mjs';
import { renderFourthLabels } from './render-fourth-labels.mjs';

const plain = (s) =>
  knowledge
    .fold(s ?? '')
    .replace(/\s+/g, ' ')
    .trim();

await runLabelSet({
  title: 'fourth-set',
  render: renderFourthLabels,
  seed: 40404,
  // every sixth photo: all seven designs and five photos, catalogue and not in turn
  subset: (i) => i % 6 === 0,
  // 'not in our catalogue' with the producer read as printed
  asPrinted: (analysis, t) => plain(analysis.producer).includes(plain(t.producer)),
  tables: ['design', 'photo', 'kind'],
  targets: { exact: 0.99, falseMatch: 0.01, vintage: 0.99 },
  // floors under what the reader measures on the CI subset (exact 6/6, no false match of 6, vintage
  // 10/11; all 72: 100%, 0%, 98.5%): a false match fails, one missed wine or year does not
  floors: { exact: 0.8, falseMatch: 0.1, vintage: 0.8 },
});
