import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium';

// The test script starts the product (the gateway serves the built SPA on 8080), so there is no
// webServer block here. Point E2E_BASE_URL at `vite preview` to test the SPA on its own.

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  reporter: 'list',
  fullyParallel: false,
  // two browsers at once: most of a test is waiting on the product, so two use the 2 cores better
  // than one (tests in one file still run in order; every test makes its own accounts)
  workers: 2,
  // a page's first load compiles the SPA while the whole stack shares the same 2 cores; a journey
  // of 20-25 s here took over 30 s (the default) on a slower CI machine, and a lazy page's first
  // load after sign-up passed 10 s on one (only a failing wait lasts this long)
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // a test that fails once on a loaded machine runs once more; the closing summary of npm test
  // names every test that passed only on its retry (infra/local/summary.mjs)
  retries: 1,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    screenshot: 'only-on-failure',
    trace: 'off',
    // the service worker's precache competes with a fresh page's own chunks in every new context;
    // offline-phone.e2e.ts allows it and tests it
    serviceWorkers: 'block',
    // charts draw at once (MUI X honours it): a screenshot never catches a bar half-grown
    reducedMotion: 'reduce',
  },
  projects: [
    // the run's shared Free and Premium accounts (e2e/support/shared-accounts.ts), made once
    { name: 'accounts', testMatch: /accounts\.setup\.ts$/, use: { launchOptions: CHROMIUM } },
    {
      name: 'chromium',
      dependencies: ['accounts'],
      // Playwright files are *.e2e.ts, so *.spec.ts means a unit spec everywhere
      testMatch: /\.e2e\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: CHROMIUM,
      },
    },
  ],
});
