import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Test files that mock a module with vi.mock.
const MODULE_MOCKS = ['src/features/billing/components/StripePaymentForm.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: './src/test/jsdom-environment.ts',
      // No gateway runs during unit tests; an absolute, closed address makes API calls fail fast
      // the way they would with the server down (a relative URL cannot be fetched in Node).
      env: { VITE_API_BASE_URL: 'http://127.0.0.1:9/api' },
      setupFiles: ['./src/test/setup.ts'],
      // Form tests type into several fields; under a full parallel run they can pass 5 s.
      // (In the config: with shared modules, vi.setConfig in setup.ts reaches only a worker's first file.)
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          // Files share a worker's module graph (MUI is loaded once per worker, not once per file),
          // each with a fresh jsdom: about a third of the CPU. src/test/setup.ts re-points what
          // keeps the first file's window.
          test: {
            name: 'shared',
            isolate: false,
            // e2e/ holds Playwright specs, which vitest must not pick up.
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
          },
        },
        // vi.mock cannot replace a module that an earlier file in the worker already imported.
        { extends: true, test: { name: 'isolated', include: MODULE_MOCKS } },
      ],
    },
  }),
);
