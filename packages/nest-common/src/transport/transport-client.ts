import { OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { redisTransport } from './transport';

/**
 * One service's calls to another over the Redis transport, each with the same deadline (put in the
 * stream entry too, so the called service drops a request nobody waits for any more). The connection
 * closes when the application shuts down.
 */
export abstract class TransportClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  protected constructor(
    redisUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.client = ClientProxyFactory.create(redisTransport(redisUrl, { timeoutMs }));
  }

  /** The called service's reply; rejects with its error ({ statusCode, message }) or on the deadline. */
  protected request<T>(pattern: string, data: unknown): Promise<T> {
    return firstValueFrom(this.client.send<T>(pattern, data).pipe(timeout(this.timeoutMs)));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
