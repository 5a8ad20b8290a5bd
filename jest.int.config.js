// Integration tests: real services and the real local stack (started once for the run).
const fs = require('node:fs');
const path = require('node:path');
const unit = require('./jest.config');

// A suite that stops, pauses, restarts or adds an instance of the shared test system disturbs
// whatever else runs against it; one that counts system-wide totals (metrics, spans, outbox sweeps)
// is disturbed by it, and says so with a `@runs-alone` comment. `npm test` runs the other suites beside the Playwright tier and
// these alone afterwards (infra/local/test.sh). INT_PART=shared | disruptive picks one part; unset
// runs every suite.
const DISRUPTS =
  /\b(restartProcess|killProcess|stopStackProcess|startStackProcess|startExtraInstance|signal)\(|SIGSTOP|@runs-alone/;
const ROOTS = ['services', 'tests/system', 'tests/security'];
function intSpecs(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : intSpecs(p);
    return e.name.endsWith('.int-spec.ts') ? [p] : [];
  });
}
const disruptive = ROOTS.flatMap((r) => intSpecs(path.join(__dirname, r))).filter((f) =>
  DISRUPTS.test(fs.readFileSync(f, 'utf8')),
);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const disruptivePattern = disruptive.map(escape).join('|') || '^$';
const part = process.env.INT_PART;

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  // services' own single-service suites, the through-the-gateway system suites (tests/system/<area>)
  // and the security suite: one test per attack, against the running product
  testMatch: ['**/test/**/*.int-spec.ts', '<rootDir>/tests/system/**/*.int-spec.ts', '<rootDir>/tests/security/**/*.int-spec.ts'],
  roots: ['<rootDir>/services', '<rootDir>/tests/system', '<rootDir>/tests/security'],
  ...(part === 'shared' ? { testPathIgnorePatterns: ['/node_modules/', disruptivePattern] } : {}),
  ...(part === 'disruptive' ? { testRegex: disruptivePattern, testMatch: undefined } : {}),
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/support/retry-once.ts'],
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  // one system, shared: files run one after another so a test that restarts a worker disturbs no other
  maxWorkers: 1,
  testTimeout: 60_000,
};
