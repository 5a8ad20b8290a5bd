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
    },
  }),
);
