import { HttpException, Inject, Injectable, Logger, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { ApiErrorBody, replySchemaOf, ServiceName } from '@wine/contracts';
import { JsonText, redisTransport, RedisStreamsClient, ServiceUnavailableError } from '@wine/nest-common';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

/** What the user sees while a service cannot answer: no hang, no 500. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

function isErrorBody(err: unknown): err is ApiErrorBody {
  return typeof err === 'object' && err !== null && typeof (err as ApiErrorBody).statusCode === 'number';
}

/**
 * Request/response calls to the services over the Redis transport. A service's
 * { statusCode, message } error becomes the same HTTP error; silence past the deadline, an
 * unreachable Redis or a failing service becomes 503.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly client: ClientProxy;
  /** pattern → the last reply relayed that matched its contract */
  private readonly checked = new Map<string, JsonText>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    // passwords and refresh tokens cross Redis sealed (docs/decisions/0009-sealed-identity-transport.md)
    const sealKeys = config.IDENTITY_TRANSPORT_KEY ? { identity: config.IDENTITY_TRANSPORT_KEY } : undefined;
    this.client = ClientProxyFactory.create(redisTransport(config.REDIS_URL, { timeoutMs: config.RPC_TIMEOUT_MS, sealKeys }));
  }

  async send<T>(
    service: ServiceName,
    pattern: string,
    payload: unknown = {},
    timeoutMs = this.config.RPC_TIMEOUT_MS,
  ): Promise<T> {
    const reply = await this.call<T>(service, pattern, payload, timeoutMs, false);
    this.checkReply(service, pattern, reply);
    return reply;
  }

  /**
   * For a route that answers the reply unchanged: the JSON text it came in, not decoded (the
   * RawReplyInterceptor sends it as it is). Checked against the contract like any reply, once per
   * text: static data (the guide, help articles) comes back the same every time, and a reply equal
   * to the last one checked is answered as that same JsonText (the interceptor tags it once).
   */
  async relay<T>(
    service: ServiceName,
    pattern: string,
    payload: unknown = {},
    timeoutMs = this.config.RPC_TIMEOUT_MS,
  ): Promise<JsonText<T>> {
    const reply = await this.call<unknown>(service, pattern, payload, timeoutMs, true);
    const text = reply instanceof JsonText ? (reply as JsonText<T>) : new JsonText<T>(JSON.stringify(reply ?? null));
    const last = this.checked.get(pattern) as JsonText<T> | undefined;
    if (last && sameJson(last.json, text.json)) return last;
    let value: unknown;
    try {
      value = JSON.parse(text.json.toString());
    } catch {
      return this.unavailable(service, pattern, 'the reply is not JSON');
    }
    this.checkReply(service, pattern, value);
    this.checked.set(pattern, text);
    return text;
  }

  private async call<T>(service: ServiceName, pattern: string, payload: unknown, timeoutMs: number, asText: boolean): Promise<T> {
    try {
      if (this.client instanceof RedisStreamsClient)
        return await this.client.request<T>(pattern, payload, { service, timeoutMs, asText });
      return await firstValueFrom(this.client.send<T>(pattern, payload).pipe(timeout(timeoutMs)));
    } catch (err) {
      if (err instanceof ServiceUnavailableError) return this.unavailable(service, pattern, err.message);
      // 4xx, and a service's own 503 naming the feature it cannot serve, pass through as they are
      if (isErrorBody(err) && (err.statusCode < 500 || err.statusCode === 503)) throw new HttpException(err, err.statusCode);
      // an outage is the service's problem, never the user's: one plain 503
      return this.unavailable(service, pattern, err instanceof TimeoutError ? err.message : describe(err));
    }
  }

  /**
   * A reply that does not match the contract (REPLY_SCHEMAS) is a service bug: it is logged and the
   * user gets a 503, never the malformed data. The reply itself is passed on unchanged when it matches.
   */
  private checkReply(service: ServiceName, pattern: string, reply: unknown): void {
    const result = replySchemaOf(pattern)?.safeParse(reply);
    if (!result || result.success) return;
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`)
      .join('; ');
    this.logger.error(`${pattern} on ${service} answered a reply that breaks its contract: ${issues}`);
    throw new ServiceUnavailableException({ statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
  }

  private unavailable(service: ServiceName, pattern: string, reason: string): never {
    this.logger.warn(`${pattern} on ${service} failed: ${reason}`);
    throw new ServiceUnavailableException({ statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

function sameJson(a: string | Buffer, b: string | Buffer): boolean {
  return typeof a === 'string' || typeof b === 'string' ? a.toString() === b.toString() : a.equals(b);
}

function describe(err: unknown): string {
  if (isErrorBody(err)) return `${err.statusCode} ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}
