import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pureContracts } from './build/pure-contracts';
import { keepableAnswer, memberCacheKey, READABLE_OFFLINE_CACHE } from './src/lib/readable-offline';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // unused schemas of the contracts drop out of the chunks that import only their constants
    pureContracts(),
    // Installable on a phone, and usable in a wine shop with poor signal: the service worker keeps
    // the app shell, and the last-loaded cellar and uploads readable offline (docs/operations.md).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Cellar Door AI',
        short_name: 'Cellar Door',
        description: 'Australian AI wine recommendations, your personal cellar and wine education.',
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a2338',
        background_color: '#faf6f1',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // take over the page that installed it, so a first visit's cellar is kept too (offline-copies.ts)
        clientsClaim: true,
        runtimeCaching: [
          {
            // the cellar, uploads and the static guide/help content: fresh when online, the last copy offline
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/(cellar|uploads|help-articles|guide)(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: READABLE_OFFLINE_CACHE,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200 },
              // kept per member, and never an answer that says no-store (readable-offline.ts)
              plugins: [{ cacheKeyWillBeUsed: memberCacheKey, cacheWillUpdate: keepableAnswer }],
            },
          },
        ],
      },
    }),
  ],
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
    // production builds publish no source maps: the code stays readable only to us
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
