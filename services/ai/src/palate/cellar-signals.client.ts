import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CellarPalateSignals, cellarPalateSignalsSchema, PATTERNS } from '@wine/contracts';
import { APP_CONFIG, TransportClient } from '@wine/nest-common';
import type { AiConfig } from '../config';

// A search waits this long for the cellar's half of the palate, then goes on without it.
const CELLAR_SIGNALS_TIMEOUT_MS = 1500;
const NOTHING: CellarPalateSignals = { wines: [] };

/** The cellar's saves, bottles and ratings of catalogue wines, over the transport (the cellar owns them). */
@Injectable()
export class CellarSignalsClient extends TransportClient {
  private readonly logger = new Logger(CellarSignalsClient.name);

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    super(config.REDIS_URL, CELLAR_SIGNALS_TIMEOUT_MS);
  }

  /** Never fails a search: a cellar that cannot answer leaves the palate to the thumbs. */
  async of(userId: string): Promise<CellarPalateSignals> {
    try {
      return cellarPalateSignalsSchema.parse(await this.request<unknown>(PATTERNS.cellar.palateSignals, { userId }));
    } catch (err) {
      this.logger.warn(
        `cellar signals unavailable, palate from thumbs only: ${err instanceof Error ? err.message : String(err)}`,
      );
      return NOTHING;
    }
  }
}
