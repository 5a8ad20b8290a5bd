import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: './src/test/jsdom-environment.ts',
      // No gateway runs during unit tests; an absolute, closed address makes API calls fail fast
      // the way they would with the server down (a relative URL cannot be fetched in Node).
      env: { VITE_API_BASE_URL: 'http://127.0.0.1:9/api' },
      setupFiles: ['./src/test/setup.ts'],
      // e2e/ holds Playwright specs, which vitest must not pick up.
      include: ['src/**/*.test.{ts,tsx}'],
      // Form tests type into several fields; under a full parallel run they can pass 5 s.
      // (In the config, not vi.setConfig in setup.ts: vitest resets that after a worker's first file.)
      testTimeout: 30_000,
      // Files share a worker's module graph (MUI is loaded once per worker, not once per file): about
      // a third of the CPU. Each file still gets a fresh jsdom; state that outlives a file is reset in
      // src/test/setup.ts.
      isolate: false,
    },
  }),
);
