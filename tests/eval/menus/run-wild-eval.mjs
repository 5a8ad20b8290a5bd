#!/usr/bin/env node
// Held-out wine-list eval: lists in designs and photo conditions the reader was not written
// against (render-wild-lists.mjs), read with the worker's OCR and answered with the ai service's
// code, as the member's photo and question would be.
//   node tests/eval/menus/run-wild-eval.mjs [--full] [--count 64] [--seed N] [--pages DIR [--cached-only]] [--save DIR] [--json]
// Without --full a fixed eighth of the lists (one of each design). Prints tables by design and by
// photo: entries read, entries with the right prices, questions answered right, answers that
// break a hard constraint of the question. Exits 1 below the floors (the runner: ../held-out.mjs).
import { runListSet } from '../held-out.mjs';
import { renderWildLists } from './render-wild-lists.mjs';
import { fits, questionsFor } from './wild-questions.mjs';

await runListSet({
  title: 'held-out',
  render: renderWildLists,
  count: 64,
  seed: 40040,
  // the fixed subset: the first list of each design (every design, eight photo conditions)
  subset: (i) => i < 8,
  questions: (list) => questionsFor(list.entries, Number(list.name.split('-')[1])),
  fits,
  targets: { questions: 0.97, entries: 0.98, prices: 0.99, breaks: 0 },
  floors: { questions: 0.6, entries: 0.6, prices: 0.8 },
});
