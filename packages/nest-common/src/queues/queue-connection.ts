/**
 * BullMQ's connection options from a service's REDIS_URL: its Redis ACL user and password
 * (docker-compose.yml), percent-decoded as ioredis does, and no per-request retry limit because
 * BullMQ's blocking commands must never time out on the client side.
 */
export function bullConnection(redisUrl: string) {
  const url = new URL(redisUrl);
  const credential = (value: string) => (value ? decodeURIComponent(value) : undefined);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: credential(url.username),
    password: credential(url.password),
    maxRetriesPerRequest: null,
  };
}
