import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // e2e/ holds Playwright specs, which vitest must not pick up.
      include: ['src/**/*.test.{ts,tsx}'],
    },
  }),
);
