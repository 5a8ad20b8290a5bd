// Unit tests: specs beside the code in every backend package. No stack needed.
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(__dirname + '/.swcrc', 'utf8'));

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/infra', '<rootDir>/tests/house'],
  testMatch: ['**/src/**/*.spec.ts', '<rootDir>/infra/**/*.spec.ts', '<rootDir>/tests/house/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  // Workspace packages are read from source so unit tests need no build step.
  // specs that build the whole gateway against unreachable ports leave an ioredis reconnect timer
  // behind (closed clients included); the run must end when the tests do
  forceExit: true,
  moduleNameMapper: {
    '^@wine/(contracts|nest-common|wine-knowledge)$': '<rootDir>/packages/$1/src',
    // the package's entry points beside its index (packages/nest-common/src/index.ts)
    '^@wine/nest-common/(store|mail|storage)$': '<rootDir>/packages/nest-common/src/$1',
  },
};
