import { BaseRpcContext, CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { lastValueFrom } from 'rxjs';
import { transportMetrics } from '../../observability/metrics';
import { registerReadinessCheck } from '../../observability/readiness';
import { reconnectOnReadonly } from '../../resilience/redis-failover';
import { inSpan, SpanKind } from '../../observability/tracing';
import {
  consumerGroup,
  encodeReply,
  JsonText,
  openReply,
  parseEntry,
  ReplyEnvelope,
  replyCacheKey,
  RequestEnvelope,
  requestStream,
  sealReply,
  REPLY_TOO_LARGE_MESSAGE,
  STREAM_DEFAULTS,
  serviceOfPatterns,
  StreamsSettings,
  StreamsTransportOptions,
} from './wire';
import { openRequest, sealPublishedReply, transportKeyBytes } from './sealed-requests';
import { LOOP_WINDOW_MS, requestsToRead, SATURATED_LOOP } from './read-admission';
import { REPLY_SCRIPT, type ReplyingRedis } from './reply-script';
import { backlogOf, forget, reclaim, type StreamEntry, type StreamSeat } from './stream-upkeep';

export { requestsToRead } from './read-admission';
export { DEAD_LETTER_TTL_MS } from './stream-upkeep';

export const REDIS_STREAMS_TRANSPORT = Symbol('REDIS_STREAMS');

/** Replies up to this length (bytes of JSON) are kept whole in the reply cache. */
export const KEEP_REPLY_MAX_LENGTH = 8192;

/**
 * What a handler can learn of the request (`@Ctx() ctx: StreamsContext`). The request id is the
 * same on every delivery of one request, so a write keyed on it is done once even when an instance
 * dies after writing and before replying, and another instance takes the request over.
 */
export class StreamsContext extends BaseRpcContext<[pattern: string, requestId: string]> {
  getPattern(): string {
    return this.args[0];
  }
  getRequestId(): string {
    return this.args[1];
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Server side of the Redis Streams transport: every instance of a service is a consumer in the
 * service's group, so each request is handled by exactly one instance (docs/architecture.md#transport).
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  private readonly settings: StreamsSettings;
  private readonly consumer = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private reader?: Redis;
  private writer?: ReplyingRedis;
  /** large replies: without auto-pipelining, which would copy each one once more into its batch */
  private bulkWriter?: Redis;
  private stream = '';
  private group = '';
  private service = '';
  /** stream entry id → when this instance took it */
  private readonly inflight = new Map<string, number>();
  private slotFreed?: () => void;
  private closing = false;
  private loop?: Promise<void>;
  private maintenance?: NodeJS.Timeout;
  private maintaining = false;
  private expiredDrops = 0;
  private redisDown = false;
  private loopMark = performance.eventLoopUtilization();
  private loopSaturated = false;
  private readonly sealKey?: Buffer;

  constructor(options: StreamsTransportOptions) {
    super();
    // an option passed as undefined (a variable left unset) keeps its default
    const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as StreamsTransportOptions;
    this.settings = { ...STREAM_DEFAULTS, ...given };
    this.sealKey = options.sealKey ? transportKeyBytes(options.sealKey) : undefined;
    this.transportId = REDIS_STREAMS_TRANSPORT;
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  listen(callback: (err?: unknown) => void): void {
    try {
      this.service = this.settings.service ?? serviceOfPatterns([...this.messageHandlers.keys()]);
      this.stream = requestStream(this.service);
      this.group = consumerGroup(this.service);
      // retry for ever: an instance outlives a Redis restart and resumes by itself
      const retryStrategy = (times: number) => Math.min(100 * times, 2000);
      this.reader = new Redis(this.settings.url, {
        maxRetriesPerRequest: null,
        retryStrategy,
        reconnectOnError: reconnectOnReadonly,
        connectionName: `rpc-read:${this.service}`,
      });
      this.writer = new Redis(this.settings.url, {
        maxRetriesPerRequest: 20,
        retryStrategy,
        enableAutoPipelining: true,
        reconnectOnError: reconnectOnReadonly,
        connectionName: `rpc-write:${this.service}`,
      }) as ReplyingRedis;
      this.writer.defineCommand('rpcReply', { numberOfKeys: 2, lua: REPLY_SCRIPT });
      this.bulkWriter = new Redis(this.settings.url, {
        maxRetriesPerRequest: 20,
        retryStrategy,
        reconnectOnError: reconnectOnReadonly,
        connectionName: `rpc-write-bulk:${this.service}`,
      });
      for (const client of [this.reader, this.writer, this.bulkWriter]) {
        client.on('error', (err: Error) => {
          if (this.redisDown || this.closing) return;
          this.redisDown = true;
          this.logger.warn(`Redis unreachable (${err.message}); requests wait until it is back`);
        });
        client.on('ready', () => {
          if (!this.redisDown) return;
          this.redisDown = false;
          this.logger.log('Redis is back; serving requests again');
        });
      }
      // ready only while this instance's own connections to Redis are (GET /health/ready)
      registerReadinessCheck('redis', () => [this.reader, this.writer].every((c) => c?.status === 'ready'));
      this.loop = this.readLoop();
      // a quarter of the claim idle time: in-flight requests are touched well before anyone may claim them
      this.maintenance = setInterval(() => void this.maintain(), Math.max(100, this.settings.claimIdleMs / 4));
      transportMetrics.backlog.track(() => backlogOf(this.seat()));
      this.logger.log(`consuming ${this.stream} as ${this.consumer} (group ${this.group})`);
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /** Stops taking requests, lets the ones in hand finish and reply, then disconnects. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.maintenance);
    this.slotFreed?.();
    this.reader?.disconnect();
    await this.loop?.catch(() => undefined);
    const drainUntil = Date.now() + 10_000;
    while (this.inflight.size > 0 && Date.now() < drainUntil) await sleep(50);
    await Promise.all([this.writer?.quit().catch(() => undefined), this.bulkWriter?.quit().catch(() => undefined)]);
  }

  on(): void {
    // no transport events to forward: connection state is logged here
  }

  unwrap<T>(): T {
    return [this.reader, this.writer, this.bulkWriter] as T;
  }

  private async readLoop(): Promise<void> {
    let groupReady = false;
    let backoff = 100;
    while (!this.closing) {
      try {
        const count = requestsToRead(this.inflight.size, this.saturated(), this.settings);
        if (count === 0) {
          const slot = new Promise<void>((resolve) => (this.slotFreed = resolve));
          // saturated: also look again soon, in case the requests held now wait on I/O and the loop went idle
          await (this.inflight.size >= this.settings.concurrency ? slot : Promise.race([slot, sleep(LOOP_WINDOW_MS)]));
          continue;
        }
        if (!groupReady) {
          await this.ensureGroup();
          groupReady = true;
        }
        const res = (await this.reader!.call(
          'XREADGROUP',
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          String(count),
          // bounded so a closing instance notices within 2 s even without the disconnect
          'BLOCK',
          '2000',
          'STREAMS',
          this.stream,
          '>',
        )) as [string, StreamEntry[]][] | null;
        backoff = 100;
        if (!res) continue;
        for (const [, entries] of res) for (const [id, fields] of entries) this.dispatch(id, fields, 1);
      } catch (err) {
        if (this.closing) break;
        // the stream or group vanished (Redis lost its data): create it again
        if (/NOGROUP/.test(String(err))) groupReady = false;
        await sleep(backoff);
        backoff = Math.min(backoff * 2, 2000);
      }
    }
  }

  /** Whether the event loop was busy nearly all the time since the last look (at least LOOP_WINDOW_MS ago). */
  private saturated(): boolean {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, this.loopMark);
    if (since.active + since.idle >= LOOP_WINDOW_MS) {
      this.loopSaturated = since.utilization > SATURATED_LOOP;
      this.loopMark = now;
    }
    return this.loopSaturated;
  }

  private async ensureGroup(): Promise<void> {
    try {
      // from the start of the stream: requests sent while no instance ran are served if still wanted
      await this.reader!.call('XGROUP', 'CREATE', this.stream, this.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!/BUSYGROUP/.test(String(err))) throw err;
    }
    // listed in XINFO CONSUMERS from the start, not only once it has been handed a request
    await this.reader!.call('XGROUP', 'CREATECONSUMER', this.stream, this.group, this.consumer);
  }

  private dispatch(entryId: string, fields: string[], deliveries: number): void {
    this.process(entryId, fields, deliveries).catch((err: Error) =>
      // Redis went away mid-reply: the request stays pending and is claimed again once it is back
      this.logger.warn(`request ${entryId} on ${this.stream} not answered: ${err.message}`),
    );
  }

  private async process(entryId: string, fields: string[], deliveries: number): Promise<void> {
    const writer = this.writer!;
    const entry = parseEntry(fields);
    const request = entry && openRequest(entry, this.sealKey);
    if (!request) {
      await forget(this.seat(), entryId);
      // a sealed one this instance cannot open: a caller with another key (docs/decisions/0009-sealed-identity-transport.md)
      this.logger.error(
        `dropped ${entry ? 'a sealed request it cannot open' : 'unreadable request'} ${entryId} on ${this.stream}`,
      );
      return;
    }
    if (Date.now() > request.deadline) {
      // nobody waits for this reply any more: doing the work now could only surprise the caller
      await forget(this.seat(), entryId);
      this.expiredDrops++;
      return;
    }
    // a redelivery, or an entry so old that another instance may have claimed it while this one
    // stalled: the first reply, if there is one, is the answer
    const enqueuedAt = Number(entryId.split('-')[0]);
    if (deliveries > 1 || Date.now() - enqueuedAt > this.settings.claimIdleMs) {
      const cached = await writer.get(replyCacheKey(this.service, request.id));
      if (cached !== null) {
        // '' : answered, and the reply (too large to keep) was published when it was made
        const first = cached === '' ? null : openReply(cached, request.seal);
        if (first !== null) await writer.publish(request.replyTo, first);
        await forget(this.seat(), entryId);
        return;
      }
    }
    this.inflight.set(entryId, Date.now());
    try {
      // the caller's trace goes on in this service (its context came in the stream entry)
      const reply = await inSpan(
        request.pattern,
        { kind: SpanKind.SERVER, traceparent: request.trace, attributes: { 'rpc.service': this.service } },
        () => this.handle(request),
      );
      // the cache only has to outlive the request: after its deadline a redelivery is dropped unread
      const ttl = Math.max(1000, request.deadline - Date.now());
      // a reply over the size bound fails its own request only (bounded); a sealed request's reply
      // (a session's tokens) is published sealed too: not even Redis's output buffers hold it in clear
      const plain = this.bounded(request, encodeReply(reply));
      const body = request.wasSealed ? sealPublishedReply(request.id, plain, request.seal!) : plain;
      const cacheKey = replyCacheKey(this.service, request.id);
      // static data (a JsonText: the guide, help articles) is a read, which a redelivery may simply
      // answer again: kept, 6 kB replies at 5,000 a second would hold ~450 MB in Redis (the
      // transport benchmark saw its append-only file rewritten every ~40 s)
      let first: number | string;
      if (body.length <= KEEP_REPLY_MAX_LENGTH && !(reply.response instanceof JsonText)) {
        const kept = sealReply(body, request.seal);
        first = await writer.rpcReply(cacheKey, this.stream, body, kept, ttl, request.replyTo, this.group, entryId);
      } else {
        // published first: an instance that dies between the two has replied and is asked again
        // (a read, answered twice), never acknowledged without a reply
        await this.bulkWriter!.publish(request.replyTo, body);
        first = await writer.rpcReply(cacheKey, this.stream, '', '', ttl, request.replyTo, this.group, entryId);
      }
      // another delivery answered first: that answer is the one the caller gets
      if (typeof first === 'string') {
        await writer.publish(request.replyTo, openReply(first, request.seal) ?? body);
        await forget(this.seat(), entryId);
      }
    } finally {
      this.inflight.delete(entryId);
      const freed = this.slotFreed;
      this.slotFreed = undefined;
      freed?.();
    }
  }

  /** The reply, or, when it is larger than maxReplyBytes, an error for this request alone (logged). */
  private bounded(request: RequestEnvelope, body: string | Buffer): string | Buffer {
    const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    // a handler whose answer is bounded by its input may declare its own bound:
    // @MessagePattern(pattern, { maxReplyBytes }) (the import preview of a 2 MB file)
    const own = this.getHandlerByPattern(request.pattern)?.extras?.maxReplyBytes;
    const bound = typeof own === 'number' ? own : this.settings.maxReplyBytes;
    if (bytes <= bound) return body;
    transportMetrics.oversizedReplies.inc({ service: this.service, pattern: request.pattern });
    this.logger.error(
      `${request.pattern} on ${this.stream} answered ${bytes} bytes, over the ${bound}-byte reply bound: request ${request.id} fails`,
    );
    return encodeReply({ id: request.id, by: this.consumer, err: { statusCode: 503, message: REPLY_TOO_LARGE_MESSAGE } });
  }

  // Nest's own lookup first tries JSON.parse on the pattern (for object patterns): ours are plain
  // strings, and the SyntaxError thrown and caught for each request was ~6% of a service's CPU
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? null;
  }

  private handle(request: RequestEnvelope): Promise<ReplyEnvelope> {
    const handler = this.getHandlerByPattern(request.pattern);
    if (!handler)
      return Promise.resolve({ id: request.id, err: `There is no handler for ${request.pattern} in ${this.service}` });
    const ctx = new StreamsContext([request.pattern, request.id]);
    return new Promise<ReplyEnvelope>((resolve) => {
      void this.onProcessingStartHook(this.transportId!, ctx, async () => {
        try {
          const result$ = this.transformToObservable(await handler(request.data, ctx));
          const response = (await lastValueFrom(result$, { defaultValue: undefined })) as unknown;
          resolve({ id: request.id, by: this.consumer, response });
        } catch (err) {
          resolve({ id: request.id, by: this.consumer, err: toErrorBody(err) });
        } finally {
          this.onProcessingEndHook?.(this.transportId!, ctx);
        }
      });
    });
  }

  /** Keeps own requests fresh, claims a dead instance's, dead-letters poison (stream-upkeep.ts). */
  private async maintain(): Promise<void> {
    const writer = this.writer;
    if (this.closing || this.maintaining || !writer || writer.status !== 'ready' || !this.stream) return;
    this.maintaining = true;
    try {
      if (this.expiredDrops > 0) {
        this.logger.warn(`dropped ${this.expiredDrops} request(s) on ${this.stream} whose deadline had passed`);
        this.expiredDrops = 0;
      }
      await reclaim(this.seat(), this.inflight, this.settings, (id, fields, deliveries) => this.dispatch(id, fields, deliveries));
    } catch (err) {
      if (!this.closing) this.logger.debug?.(`stream maintenance skipped: ${(err as Error).message}`);
    } finally {
      this.maintaining = false;
    }
  }

  private seat(): StreamSeat {
    return {
      writer: this.writer!,
      stream: this.stream,
      group: this.group,
      consumer: this.consumer,
      service: this.service,
      logger: this.logger,
    };
  }
}

/** What a handler threw, as something JSON can carry; the RPC filter has already shaped known errors. */
function toErrorBody(err: unknown): unknown {
  if (err instanceof Error) return { statusCode: 500, message: 'Internal error' };
  return err ?? { statusCode: 500, message: 'Internal error' };
}
