// The eval tier's order (jest.eval.config.js): the evals that read the most photos first, so the
// two workers end together instead of one reading the label eval alone at the end. A fresh clone
// has no timings for jest's own order (it would go by file size).
const Sequencer = require('@jest/test-sequencer').default;

// heaviest first, by CPU measured on the CI subsets; evals not named here run after these
const ORDER = [
  'labels/label-eval.spec.js',
  'menus/menu-eval.spec.js',
  'labels/wild-label-eval.spec.js',
  'labels/third-label-eval.spec.js',
  'menus/wild-eval.spec.js',
  'labels/fourth-label-eval.spec.js',
  'menus/third-eval.spec.js',
];
const rank = (test) => {
  const i = ORDER.findIndex((name) => test.path.endsWith(`/tests/eval/${name}`));
  return i < 0 ? ORDER.length : i;
};

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
};
