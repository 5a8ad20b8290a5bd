import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CellarPairingItem, cellarPairingItemsSchema, PATTERNS } from '@wine/contracts';
import { APP_CONFIG, rpcError, TransportClient } from '@wine/nest-common';
import type { AiConfig } from '../config';

// "From my cellar" waits this long for the member's bottles (one indexed read by userId).
const CELLAR_ITEMS_TIMEOUT_MS = 3000;

/** The member's own bottles with bottles left, from the cellar (it owns them), over the transport. */
@Injectable()
export class CellarItemsClient extends TransportClient {
  private readonly logger = new Logger(CellarItemsClient.name);

  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    super(config.REDIS_URL, CELLAR_ITEMS_TIMEOUT_MS);
  }

  /** Only ever this user's items: the cellar reads them by the userId the gateway took from the token. */
  async of(userId: string): Promise<CellarPairingItem[]> {
    try {
      return cellarPairingItemsSchema.parse(await this.request<unknown>(PATTERNS.cellar.pairingItems, { userId })).items;
    } catch (err) {
      // without the cellar there is no answer from it: say so rather than pass off catalogue wines as the member's
      this.logger.warn(`cellar items unavailable: ${err instanceof Error ? err.message : String(err)}`);
      throw rpcError(503, 'Your cellar could not be read just now. Please try again in a moment.');
    }
  }
}
