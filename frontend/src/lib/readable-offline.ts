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

/**
 * The header the SPA names the signed-in member in (api.ts), on every call, online or offline: the
 * service worker keys each kept answer by it, so one member's copy is never answered to another on
 * the same device, even before the end of a session clears the cache. The gateway ignores it.
 */
export const MEMBER_HEADER = 'X-Cellar-Member';

// The two Workbox plugin callbacks of the readable-offline route. vite.config.ts puts them in the
// generated service worker as source text, so each uses nothing from outside its own body.

/** The cache key: the URL, and the member for member data (public help and guide answers are shared). */
export async function memberCacheKey({ request }: { request: Request }): Promise<string> {
  const member = request.headers.get('X-Cellar-Member');
  if (!member) return request.url;
  return `${request.url}${request.url.includes('?') ? '&' : '?'}sw-member=${encodeURIComponent(member)}`;
}

/** Only a whole 200 answer is kept, never one that says `Cache-Control: no-store` (the CSV export). */
export async function keepableAnswer({ response }: { response: Response }): Promise<Response | null> {
  if (response.status !== 200) return null;
  if (/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('Cache-Control') ?? '')) return null;
  return response;
}
