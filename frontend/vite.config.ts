import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The shared zod contracts are compiled from source so the SPA never waits on a package build.
      '@wine/contracts': fromHere('../packages/contracts/src/index.ts'),
    },
  },
  server: {
    // The gateway (the only public API) listens on 8080 in the local stack.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // production builds publish no source maps: the code stays readable only to us (issue 13)
    sourcemap: false,
    // No manualChunks: Rollup's own split keeps each page's libraries with the page. A single 'mui'
    // chunk put @mui/x-charts (cellar analytics) into every first load (bench/bundle.bench.mjs).
    rollupOptions: {
      // The contracts are zod schemas and constants with no side effects: a page that imports one
      // constant must not pull every schema module in the package into its chunk.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/src/') },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are harmless and drown out real warnings.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
});
