import Redis from 'ioredis';

/**
 * A Redis client for a view kept beside the store (the saved-wine list, the palate signals): each
 * script one command on one key, and no queueing while Redis is away, so a view's trouble costs a
 * read from the store, never a request held up or failed.
 */
export function viewRedis<T extends Redis>(url: string, scripts: Record<string, string>): T {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined); // each command reports its own failure
  for (const [name, lua] of Object.entries(scripts)) redis.defineCommand(name, { numberOfKeys: 1, lua });
  return redis as T;
}
