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
    sourcemap: true,
  },
});
