// Integration tests: real services and the real local stack (started once for the run).
const unit = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  // services' own single-service suites, the through-the-gateway system suites (tests/system/<area>)
  // and the security suite: one test per attack, against the running product
  testMatch: ['**/test/**/*.int-spec.ts', '<rootDir>/tests/system/**/*.int-spec.ts', '<rootDir>/tests/security/**/*.int-spec.ts'],
  roots: ['<rootDir>/services', '<rootDir>/tests/system', '<rootDir>/tests/security'],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  // one system, shared: files run one after another so a test that restarts a worker disturbs no other
  maxWorkers: 1,
  testTimeout: 60_000,
};
