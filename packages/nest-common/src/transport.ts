import { RedisOptions, Transport } from '@nestjs/microservices';

/** Redis-transport options shared by every service and the gateway's clients. */
export function redisTransport(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    transport: Transport.REDIS,
    options: {
      host: url.hostname,
      port: Number(url.port || 6379),
      password: url.password || undefined,
      // keep retrying: a service outlives a Redis restart
      retryAttempts: Number.MAX_SAFE_INTEGER,
      retryDelay: 1000,
    },
  };
}
