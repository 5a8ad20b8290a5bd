import { Logger } from '@nestjs/common';
import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { transportMetrics } from '../../observability/metrics';
import { reconnectOnReadonly } from '../../resilience/redis-failover';
import { currentTraceparent, inSpan, SpanKind, untraced } from '../../observability/tracing';
import {
  decodeReplyAsText,
  ENTRY_FIELD,
  newSeal,
  ReplyEnvelope,
  RequestEnvelope,
  replyChannel,
  requestStream,
  serviceOfPattern,
  ServiceUnavailableError,
  STREAM_DEFAULTS,
  StreamsSettings,
  StreamsTransportOptions,
  withParsedResponse,
} from './wire';
import { openPublishedReply, sealRequest, transportKeyBytes } from './sealed-requests';

// How long a request waits for a Redis connection that is not ready: a Redis that is down
// answers 503 at once instead of holding every caller until its deadline.
const READY_WAIT_MS = 1000;
/** Deadline of one non-blocking Redis command (docs/operations.md#dependencies-that-hang). */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

export interface RequestOptions {
  /** the service to ask; by default the prefix of the pattern */
  service?: string;
  /** deadline in ms from now */
  timeoutMs?: number;
  /** resolve with the response as the JSON text it came in (a JsonText), not parsed */
  asText?: boolean;
}

/**
 * Client side of the Redis Streams transport: XADD to the service's stream, the reply comes on
 * this instance's own channel and is matched by request id.
 */
export class RedisStreamsClient extends ClientProxy {
  private readonly logger = new Logger('RedisStreamsClient');
  private readonly settings: StreamsSettings;
  private readonly channel: string;
  private readonly waiting = new Map<string, { asText: boolean; seal: string; answer: (reply: ReplyEnvelope) => void }>();
  /** service → the key its requests are sealed with */
  private readonly sealKeys = new Map<string, Buffer>();
  private pub?: Redis;
  private sub?: Redis;
  private subscribed = false;
  private redisDown = false;

  constructor(options: StreamsTransportOptions) {
    super();
    this.settings = { ...STREAM_DEFAULTS, ...options };
    this.channel = replyChannel(options.url, `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`);
    for (const [service, key] of Object.entries(options.sealKeys ?? {})) this.sealKeys.set(service, transportKeyBytes(key));
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  connect(): Promise<void> {
    if (this.pub) return Promise.resolve();
    const retryStrategy = (times: number) => Math.min(100 * times, 2000);
    // requests fail fast while Redis is down rather than queue behind the reconnect
    this.pub = new Redis(this.settings.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      enableAutoPipelining: true,
      // a Redis that hangs (paused, a dead peer) fails the XADD well before the call's deadline
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy,
      reconnectOnError: reconnectOnReadonly,
      connectionName: 'rpc-client',
    });
    this.sub = new Redis(this.settings.url, {
      maxRetriesPerRequest: null,
      retryStrategy,
      reconnectOnError: reconnectOnReadonly,
      connectionName: 'rpc-replies',
    });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => {
        if (this.redisDown) return;
        this.redisDown = true;
        this.logger.warn(`Redis unreachable (${err.message}); service calls answer 503 until it is back`);
      });
      client.on('ready', () => {
        if (!this.redisDown) return;
        this.redisDown = false;
        this.logger.log('Redis is back');
      });
    }
    // the bytes as they came: a relayed reply goes out without being decoded and encoded again
    this.sub.on('messageBuffer', (_channel: Buffer, message: Buffer) => this.onReply(message));
    // ioredis subscribes again by itself after a reconnect
    this.sub.subscribe(this.channel).then(
      () => (this.subscribed = true),
      (err: Error) => this.logger.warn(`cannot subscribe to replies yet: ${err.message}`),
    );
    return Promise.resolve();
  }

  /** Sends a request and resolves with the reply's response, or rejects with the service's error body. */
  async request<T>(pattern: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    const reply = await this.call(pattern, data, options);
    if (reply.err !== undefined && reply.err !== null) throw reply.err;
    return reply.response as T;
  }

  async close(): Promise<void> {
    const pub = this.pub;
    const sub = this.sub;
    this.pub = this.sub = undefined;
    this.subscribed = false;
    await Promise.all([endClient(pub), endClient(sub)]);
  }

  unwrap<T>(): T {
    return [this.pub, this.sub] as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let active = true;
    this.call(this.normalizePattern(packet.pattern), packet.data, {}).then(
      (reply) => {
        if (!active) return;
        if (reply.err !== undefined && reply.err !== null) return callback({ err: reply.err });
        // a value (possibly undefined) then completion, as Nest's own transports do
        callback({ err: null, response: reply.response });
        callback({ isDisposed: true });
      },
      (err: unknown) => {
        if (active) callback({ err });
      },
    );
    return () => {
      active = false;
    };
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('events travel on Kafka (EventBus), not on the RPC transport'));
  }

  private call(pattern: string, data: unknown, options: RequestOptions): Promise<ReplyEnvelope> {
    const service = options.service ?? serviceOfPattern(pattern);
    return inSpan(`rpc ${pattern}`, { kind: SpanKind.CLIENT, attributes: { 'rpc.service': service } }, () =>
      this.enqueueAndWait(pattern, service, data, options),
    );
  }

  private enqueueAndWait(pattern: string, service: string, data: unknown, options: RequestOptions): Promise<ReplyEnvelope> {
    void this.connect();
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    const request: RequestEnvelope = {
      id: randomUUID(),
      pattern,
      data: data ?? {},
      deadline: Date.now() + timeoutMs,
      replyTo: this.channel,
      seal: newSeal(),
      trace: currentTraceparent(),
    };
    const observe = transportMetrics.callDuration.startTimer({ service, pattern });
    return new Promise<ReplyEnvelope>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(request.id);
        observe({ outcome: 'timeout' });
        transportMetrics.timeouts.inc({ service, pattern });
        reject(new ServiceUnavailableError('timeout', `${pattern}: no reply from ${service} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(request.id, {
        asText: options.asText === true,
        seal: request.seal!,
        answer: (reply) => {
          clearTimeout(timer);
          this.waiting.delete(request.id);
          observe({ outcome: reply.err === undefined || reply.err === null ? 'ok' : 'error' });
          resolve(reply);
        },
      });
      const serviceKey = this.sealKeys.get(service);
      const sent = serviceKey ? sealRequest({ ...request, seal: request.seal! }, serviceKey) : request;
      this.enqueue(requestStream(service), sent).catch((err: Error) => {
        clearTimeout(timer);
        this.waiting.delete(request.id);
        observe({ outcome: 'unreachable' });
        reject(new ServiceUnavailableError('unreachable', `${pattern}: ${err.message}`));
      });
    });
  }

  private async enqueue(stream: string, request: RequestEnvelope): Promise<void> {
    await this.whenReady(Math.min(READY_WAIT_MS, request.deadline - Date.now()));
    // bounded: entries are trimmed lazily (~) once far more than any live backlog
    await untraced(() =>
      this.pub!.xadd(stream, 'MAXLEN', '~', String(this.settings.maxLength), '*', ENTRY_FIELD, JSON.stringify(request)),
    );
  }

  private async whenReady(waitMs: number): Promise<void> {
    const deadline = Date.now() + waitMs;
    while (!(this.pub?.status === 'ready' && this.sub?.status === 'ready' && this.subscribed)) {
      if (Date.now() >= deadline) throw new Error('Redis is not reachable');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private onReply(message: Buffer): void {
    let reply = decodeReplyAsText(message);
    // a reply after the deadline (or to another client's twin) has no one waiting: ignore it
    const waiter = reply && this.waiting.get(reply.id);
    if (!reply || !waiter) return;
    if (reply.sealed !== undefined) {
      const opened = openPublishedReply(reply, waiter.seal);
      const inner = opened && decodeReplyAsText(opened);
      // sealed under another key, or changed on the way: an error now rather than a wait for the deadline
      if (!inner || inner.id !== reply.id)
        return waiter.answer({ id: reply.id, err: { statusCode: 500, message: 'Unreadable reply' } });
      reply = inner;
    }
    try {
      waiter.answer(waiter.asText ? reply : withParsedResponse(reply));
    } catch {
      // not JSON: a broken service, answered as an error rather than left to the deadline
      waiter.answer({ id: reply.id, err: { statusCode: 500, message: 'Unreadable reply' } });
    }
  }
}

/** QUIT when connected; a client still (re)connecting is dropped at once (a queued QUIT would wait for Redis forever). */
async function endClient(client: Redis | undefined): Promise<void> {
  if (!client) return;
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
