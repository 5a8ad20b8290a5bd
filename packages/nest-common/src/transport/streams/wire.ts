// What travels over the Redis Streams transport, and where (docs/architecture.md).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Tuning of the transport; every number says why it is what it is. */
export interface StreamsTransportOptions {
  /** redis://host:port */
  url: string;
  /** Server: the service whose stream it consumes; by default the prefix of its message patterns. */
  service?: string;
  /** Client: deadline of a request sent without one (ms); the gateway passes RPC_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Requests kept per stream; a backlog this deep is long past every deadline. */
  maxLength?: number;
  /** A pending request idle this long belongs to a dead instance and is claimed by a live one (ms). */
  claimIdleMs?: number;
  /** Deliveries of one request before it is dead-lettered: a request that kills its instance twice is poison. */
  maxDeliveries?: number;
  /** Requests one instance works on at once; the rest stay in the stream for other instances. */
  concurrency?: number;
  /**
   * Requests an instance holds while its event loop is saturated (CPU-bound work, or a CPU quota
   * spent), and the most it reads at once: the rest wait in the stream for an instance with CPU to
   * spare, not in a starved loop where their own deadlines inside the handler (the embeddings
   * server's 400 ms, the cellar's 1.5 s) run out while they wait for their turn.
   */
  saturatedConcurrency?: number;
  /**
   * Client: service → key (base64, 32 bytes) its requests are sealed with; requests to a service
   * not listed travel in clear (sealed-requests.ts).
   */
  sealKeys?: Record<string, string>;
  /** Server: the key its callers seal requests with; a sealed request it cannot open is dropped. */
  sealKey?: string;
  /**
   * Server: the largest reply sent (bytes of JSON). A larger one fails its own request instead:
   * replies share the caller's one pub/sub connection, which Redis drops once a reply overflows
   * its output buffer (32 MB by default), failing every request waiting on it.
   */
  maxReplyBytes?: number;
}

type OptionalSettings = 'service' | 'sealKeys' | 'sealKey';
export type StreamsSettings = Required<Omit<StreamsTransportOptions, OptionalSettings>> &
  Pick<StreamsTransportOptions, OptionalSettings>;

export const STREAM_DEFAULTS: Omit<StreamsSettings, 'url' | OptionalSettings> = {
  // the gateway's RPC_TIMEOUT_MS default
  timeoutMs: 10_000,
  maxLength: 10_000,
  // long enough that a live instance on a starved CPU is never robbed, half the 10 s deadline
  claimIdleMs: 5_000,
  maxDeliveries: 3,
  concurrency: 64,
  // an ai instance at 0.15 of a core works through 8 searches in ~200 ms, within the embeddings deadline
  saturatedConcurrency: 8,
  maxReplyBytes: 1024 * 1024,
};

/** What the caller hears instead of a reply larger than maxReplyBytes (the gateway answers it as a 503). */
export const REPLY_TOO_LARGE_MESSAGE = 'The answer is too large to send';

/** One request: the only field of its stream entry, as JSON. */
export interface RequestEnvelope {
  /** request id: correlates the reply and keys the reply cache */
  id: string;
  pattern: string;
  data: unknown;
  /** epoch ms after which nobody waits for the reply: the request is dropped unprocessed */
  deadline: number;
  /** pub/sub channel of the calling client instance */
  replyTo: string;
  /**
   * Random key (base64url, 32 bytes) the reply is sealed with in the reply cache. It lives only in
   * the stream entry, which is deleted once handled: a cached reply (a session's tokens) cannot be
   * read from Redis by anyone but an instance still holding the request.
   */
  seal?: string;
  /** the caller's trace context (W3C traceparent), when it has one */
  trace?: string;
  /** data and seal, sealed under the service's key (sealed-requests.ts); data is then null */
  sealed?: string;
  /** set once a sealed request is opened, never sent: its reply is published sealed */
  wasSealed?: boolean;
}

/** One reply, published on the caller's channel. */
export interface ReplyEnvelope {
  id: string;
  /** the consumer (instance) that answered: for logs and tests */
  by?: string;
  response?: unknown;
  err?: unknown;
  /** the reply to a sealed request: the rest of the envelope under the request's own key */
  sealed?: string;
}

/**
 * Replies whose response is at least this long keep the JSON text they arrived in (rawJsonOf): a
 * gateway that passes the response on unchanged sends that text instead of encoding it again.
 */
export const RAW_JSON_MIN_LENGTH = 2048;
const RAW_JSON = Symbol('rawJson');
const RESPONSE_KEY = ',"response":';
// the id and the consumer's name come before the response: far shorter than this
const HEAD_MAX_LENGTH = 512;

/**
 * A response that is already JSON, carried as it is: a service answers static data with it without
 * encoding it again for every request, and a gateway route that hands a reply on unchanged asks for
 * it (RequestOptions.asText) and sends the bytes it came in, neither decoded nor encoded again.
 * Encoded anywhere else, it is the value it holds.
 */
export class JsonText<T = unknown> {
  /** the type of the value the JSON holds, for the compiler only */
  declare readonly value?: T;

  /** JSON text, or its UTF-8 bytes as they came off the wire */
  constructor(readonly json: string | Buffer) {}

  toJSON(): T {
    return JSON.parse(this.json.toString()) as T;
  }
}

/**
 * The reply as published: JSON.stringify of the envelope, keys in the order decodeReplyAsText reads them.
 * A response held as bytes is published as bytes, copied in and never encoded.
 */
export function encodeReply(reply: ReplyEnvelope): string | Buffer {
  const { id, by, response, err } = reply;
  if (!(response instanceof JsonText) || err !== undefined) return JSON.stringify({ id, by, response, err });
  const head = `${JSON.stringify({ id, by }).slice(0, -1)}${RESPONSE_KEY}`;
  if (typeof response.json === 'string') return `${head}${response.json}}`;
  return Buffer.concat([Buffer.from(head), response.json, CLOSING_BRACE]);
}
const CLOSING_BRACE = Buffer.from('}');

/** The JSON text a reply's response arrived in, if kept (see withParsedResponse); undefined otherwise. */
export function rawJsonOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [RAW_JSON]?: string })[RAW_JSON];
}

/**
 * Reads a published reply's head, the response left as the bytes it came in (a JsonText), for a
 * caller that hands it on unchanged. The server writes {"id":…,"by":…,"response":<json>}
 * (encodeReply, keys in that order); a reply in another shape is parsed whole.
 */
export function decodeReplyAsText(message: Buffer | string): ReplyEnvelope | null {
  const bytes = typeof message === 'string' ? Buffer.from(message) : message;
  try {
    const at = bytes.subarray(0, HEAD_MAX_LENGTH).indexOf(RESPONSE_KEY);
    // the head parses alone only when the key sits at the top level (quotes inside strings are escaped)
    const head =
      at > 0 && bytes.toString('latin1', 0, 6) === '{"id":' ? tryParse(bytes.toString('utf8', 0, at) + '}') : undefined;
    if (head && typeof head.id === 'string' && head.response === undefined && head.err === undefined)
      return { ...head, response: new JsonText(bytes.subarray(at + RESPONSE_KEY.length, bytes.length - 1)) };
    const reply = JSON.parse(bytes.toString()) as ReplyEnvelope;
    return typeof reply?.id === 'string' ? reply : null;
  } catch {
    return null;
  }
}

/**
 * The reply with its response parsed. A large one keeps its text, in a non-enumerable property
 * that a copy ({...reply}) does not carry over (rawJsonOf). Throws if it is not JSON.
 */
export function withParsedResponse(reply: ReplyEnvelope): ReplyEnvelope {
  if (!(reply.response instanceof JsonText)) return reply;
  const raw = reply.response.json.toString();
  const response = JSON.parse(raw) as unknown;
  if (raw.length >= RAW_JSON_MIN_LENGTH && typeof response === 'object' && response !== null)
    Object.defineProperty(response, RAW_JSON, { value: raw, enumerable: false });
  return { ...reply, response };
}

function tryParse(text: string): ReplyEnvelope | undefined {
  try {
    return JSON.parse(text) as ReplyEnvelope;
  } catch {
    return undefined;
  }
}

export const ENTRY_FIELD = 'm';
export const requestStream = (service: string) => `rpc:${service}`;
export const deadLetterStream = (service: string) => `rpc:dead:${service}`;
/** The serving service's reply cache: named after it, so its Redis user may write its own entries only. */
export const replyCacheKey = (service: string, requestId: string) => `rpc:done:${service}:${requestId}`;
/**
 * A calling instance's reply channel, named after the Redis user it connects as (the REDIS_URL's
 * user; 'default' without one), so the ACL lets it subscribe to its own replies only and lets a
 * service publish only to its callers' channels (infra/access/redis-access.ts).
 */
export function replyChannel(redisUrl: string, instance: string): string {
  let user = '';
  try {
    user = decodeURIComponent(new URL(redisUrl).username);
  } catch {
    // not a URL: the default user
  }
  return `rpc:reply:${user || 'default'}:${instance}`;
}
export const consumerGroup = (service: string) => service;

/** 'identity.auth.register' → 'identity': patterns are named after the service that answers them. */
export function serviceOfPattern(pattern: string): string {
  const service = pattern.split('.')[0];
  if (!service) throw new Error(`pattern "${pattern}" names no service`);
  return service;
}

/** The service a server answers for: the one prefix all its message patterns share. */
export function serviceOfPatterns(patterns: string[]): string {
  const services = [...new Set(patterns.map(serviceOfPattern))];
  if (services.length !== 1)
    throw new Error(`cannot tell which service to serve from patterns of ${services.join(', ') || 'none'}: pass { service }`);
  return services[0];
}

/** The caller gave up, or the service could not be reached in time: the gateway answers 503. */
export class ServiceUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(
    readonly reason: 'timeout' | 'unreachable',
    detail: string,
  ) {
    super(detail);
    this.name = 'ServiceUnavailableError';
  }
}

/** Reads the fields array of a stream entry ([k, v, k, v…]) into the request. */
export function parseEntry(fields: string[]): RequestEnvelope | null {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] !== ENTRY_FIELD) continue;
    try {
      const value = JSON.parse(fields[i + 1]) as Partial<RequestEnvelope>;
      if (
        typeof value.id === 'string' &&
        typeof value.pattern === 'string' &&
        typeof value.deadline === 'number' &&
        typeof value.replyTo === 'string'
      )
        return value as RequestEnvelope;
    } catch {
      return null;
    }
  }
  return null;
}

/** Request and reply fields that hold a password or a token: never kept where they could rest. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'refreshToken',
  'accessToken',
  'token',
  'secret',
  'seal',
]);
export const REDACTED = '[redacted]';

/** A copy with every secret field's value replaced (at any depth): what a dead letter may keep. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, SECRET_FIELDS.has(key) ? REDACTED : redactSecrets(field)]),
  );
}

/** A fresh key for RequestEnvelope.seal. */
export const newSeal = () => randomBytes(32).toString('base64url');

const SEALED = 'sealed:';
/** The reply as the reply cache keeps it: AES-256-GCM under the request's seal (plain when it has none). */
export function sealReply(body: string | Buffer, seal: string | undefined): string | Buffer {
  if (!seal) return body;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(seal, 'base64url'), iv);
  const data = Buffer.concat([cipher.update(body), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The cached reply's text, opened with the request's seal; null if it cannot be opened. */
export function openReply(cached: string, seal: string | undefined): string | null {
  if (!cached.startsWith(SEALED)) return cached;
  if (!seal) return null;
  try {
    const bytes = Buffer.from(cached.slice(SEALED.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(seal, 'base64url'), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString();
  } catch {
    return null;
  }
}
