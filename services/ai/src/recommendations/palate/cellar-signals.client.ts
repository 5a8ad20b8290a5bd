import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { type CellarPalateSignals, cellarPalateSignalsSchema, PATTERNS } from '@wine/contracts';
import { APP_CONFIG, redisTransport } from '@wine/nest-common';
import { firstValueFrom, timeout } from 'rxjs';
import type { AiConfig } from '../../config';

// A search waits this long for the cellar's half of the palate, then goes on without it.
const CELLAR_SIGNALS_TIMEOUT_MS = 1500;
const NOTHING: CellarPalateSignals = { wines: [] };

/** The cellar's saves, bottles and ratings of catalogue wines, over the transport (the cellar owns them). */
@Injectable()
export class CellarSignalsClient implements OnApplicationShutdown {
  private readonly logger = new Logger(CellarSignalsClient.name);
  private readonly client: ClientProxy;

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    this.client = ClientProxyFactory.create(redisTransport(config.REDIS_URL));
  }

  /** Never fails a search: a cellar that cannot answer leaves the palate to the thumbs. */
  async of(userId: string): Promise<CellarPalateSignals> {
    try {
      const reply = await firstValueFrom(
        this.client.send<unknown>(PATTERNS.cellar.palateSignals, { userId }).pipe(timeout(CELLAR_SIGNALS_TIMEOUT_MS)),
      );
      return cellarPalateSignalsSchema.parse(reply);
    } catch (err) {
      this.logger.warn(
        `cellar signals unavailable, palate from thumbs only: ${err instanceof Error ? err.message : String(err)}`,
      );
      return NOTHING;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
