import { reconnectOnReadonly } from '../resilience/redis-failover';

/**
 * BullMQ's connection options from a service's REDIS_URL: its Redis ACL user and password
 * (docker-compose.yml), percent-decoded as ioredis does; TLS for `rediss://` (a managed Redis);
 * the database index from the path (`/2`); and no per-request retry limit because BullMQ's
 * blocking commands must never time out on the client side. Each Queue and Worker opens its own
 * connections from these options: BullMQ never shares the transport's.
 */
export function bullConnection(redisUrl: string) {
  const url = new URL(redisUrl);
  const credential = (value: string) => (value ? decodeURIComponent(value) : undefined);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: credential(url.username),
    password: credential(url.password),
    ...(db ? { db: Number(db) } : {}),
    // the server's name for SNI and the certificate check, as ioredis does for a rediss:// URL
    ...(url.protocol === 'rediss:' ? { tls: { servername: url.hostname } } : {}),
    maxRetriesPerRequest: null,
    reconnectOnError: reconnectOnReadonly,
  };
}

/**
 * For a Queue that only adds jobs (a producer): while Redis is unreachable an add fails at once,
 * so the caller answers 503 and releases what it reserved, rather than waiting in an offline queue
 * for ever (docs/operations.md#dependencies-that-hang).
 */
export function bullProducerConnection(redisUrl: string) {
  return { ...bullConnection(redisUrl), enableOfflineQueue: false };
}
