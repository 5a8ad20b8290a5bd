import { ConnectionOptions } from 'bullmq';

export function bullConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  // the service's Redis ACL user and password (docker-compose.yml), percent-decoded as ioredis does
  const credential = (value: string) => (value ? decodeURIComponent(value) : undefined);
  // BullMQ's blocking commands must never time out on the client side
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: credential(url.username),
    password: credential(url.password),
    maxRetriesPerRequest: null,
  };
}
