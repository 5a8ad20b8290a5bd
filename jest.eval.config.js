// Eval tier: the label and menu evals (tests/eval) through the built services and the real OCR
// models. Minutes, not seconds: `npm run eval` (a fixed subset; `npm run eval -- --full` for all),
// also run by `npm test`, beside the integration suites that run alone.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/eval'],
  testMatch: ['**/*-eval.spec.js'],
  // two evals at a time, each reading on one OCR thread (tests/eval/ocr-reader.mjs): the same cores
  // for less CPU than one eval on two threads; the longest first, so neither worker ends alone
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/eval/longest-first.js',
  // an eval test's own bound (tests/eval/run-eval-script.js): evals may wait long for idle cores
  testTimeout: require('./tests/eval/run-eval-script').TEST_TIMEOUT_MS,
  // as in the integration tiers: a test that fails once runs once more, and the closing summary
  // names it (a runner once crashed on CI and passed when run again); failing twice fails the run
  setupFilesAfterEnv: ['<rootDir>/tests/support/retry-once.ts'],
  transform: require('./jest.config').transform,
};
