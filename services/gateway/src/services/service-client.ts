import { HttpException, Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import type { ApiErrorBody, ServiceName } from '@wine/contracts';
import { redisTransport } from '@wine/nest-common';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_CONFIG, GatewayConfig } from '../config';

function isErrorBody(err: unknown): err is ApiErrorBody {
  return typeof err === 'object' && err !== null && typeof (err as ApiErrorBody).statusCode === 'number';
}

/**
 * Request/response calls to the services over the Redis transport. A service's
 * { statusCode, message } error becomes the same HTTP error; silence becomes 503.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = ClientProxyFactory.create(redisTransport(config.REDIS_URL));
  }

  async send<T>(
    service: ServiceName,
    pattern: string,
    payload: unknown = {},
    timeoutMs = this.config.RPC_TIMEOUT_MS,
  ): Promise<T> {
    try {
      return await firstValueFrom(this.client.send<T>(pattern, payload).pipe(timeout(timeoutMs)));
    } catch (err) {
      if (isErrorBody(err)) throw new HttpException(err, err.statusCode);
      if (err instanceof TimeoutError) throw new ServiceUnavailableException(`The ${service} service is not responding`);
      throw new ServiceUnavailableException(`The ${service} service is unavailable`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
