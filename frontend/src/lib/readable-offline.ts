// What the service worker keeps readable offline (vite.config.ts runtimeCaching): the last answer of
// each of these GET calls, in one Cache Storage cache that the end of a session clears. No imports:
// vite.config.ts reads the cache name too.
export const READABLE_OFFLINE_CACHE = 'api-readable-offline';

/** The RTK Query endpoints whose answers that cache keeps (their URLs match the service worker's route). */
export const READABLE_OFFLINE_ENDPOINTS: readonly string[] = [
  'getCellar',
  'getUploads',
  'getHelpArticles',
  'getWineRegions',
  'getGrapeVarieties',
];
