import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { PATTERNS, type CatalogueMatchQuery, type CatalogueMatchReply, type ImportMatch } from '@wine/contracts';
import { APP_CONFIG, redisTransport } from '@wine/nest-common';
import { firstValueFrom, timeout } from 'rxjs';
import type { CellarConfig } from '../config';

// A full file of 5,000 wines takes the matcher a few seconds; the gateway waits longer than this.
const MATCH_TIMEOUT_MS = 25_000;

/** The label matcher, which lives with label analysis in the ai service, asked over the Redis transport. */
@Injectable()
export class CatalogueMatcherClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    this.client = ClientProxyFactory.create(redisTransport(config.REDIS_URL, { timeoutMs: MATCH_TIMEOUT_MS }));
  }

  async match(rows: CatalogueMatchQuery[]): Promise<(ImportMatch | null)[]> {
    const reply = await firstValueFrom(
      this.client.send<CatalogueMatchReply>(PATTERNS.ai.catalogueMatch, { rows }).pipe(timeout(MATCH_TIMEOUT_MS)),
    );
    return reply.matches;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
