import { CustomClientOptions, CustomStrategy, RedisOptions, Transport } from '@nestjs/microservices';
import { RedisStreamsClient } from './streams/streams-client';
import { RedisStreamsServer } from './streams/streams-server';
import { StreamsTransportOptions } from './streams/wire';

export * from './streams';

/** Options that serve both sides: a server strategy for services, a client class for callers. */
export type StreamsTransport = CustomStrategy & CustomClientOptions & { options: StreamsTransportOptions };

/**
 * The services' transport (docs/architecture.md#transport): Redis Streams with one consumer group per service.
 * `NestFactory.createMicroservice(module, redisStreamsTransport(url))` serves, and
 * `ClientProxyFactory.create(redisStreamsTransport(url))` calls.
 */
export function redisStreamsTransport(redisUrl: string, options: Omit<StreamsTransportOptions, 'url'> = {}): StreamsTransport {
  const settings: StreamsTransportOptions = { url: redisUrl, ...options };
  return { strategy: new RedisStreamsServer(settings), customClass: RedisStreamsClient, options: settings };
}

/** Nest's built-in pub/sub Redis transport: every instance handles every request (kept for comparison). */
export function redisPubSubTransport(redisUrl: string): RedisOptions {
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

/**
 * The transport every service and the gateway's clients use: Redis Streams (redisStreamsTransport).
 * Services pass { service } (bootstrapService does); callers may pass { timeoutMs }.
 */
export function redisTransport(redisUrl: string, options: Omit<StreamsTransportOptions, 'url'> = {}): StreamsTransport {
  return redisStreamsTransport(redisUrl, options);
}
