import { Inject, Injectable } from '@nestjs/common';
import { PATTERNS, type CatalogueMatchQuery, type CatalogueMatchReply, type ImportMatch } from '@wine/contracts';
import { APP_CONFIG, TransportClient } from '@wine/nest-common';
import type { CellarConfig } from '../config';

// A full file of 5,000 wines takes the matcher a few seconds; the gateway waits longer than this.
const MATCH_TIMEOUT_MS = 25_000;

/** The label matcher, which lives with label analysis in the ai service, asked over the Redis transport. */
@Injectable()
export class CatalogueMatcherClient extends TransportClient {
  constructor(@Inject(APP_CONFIG) config: CellarConfig) {
    super(config.REDIS_URL, MATCH_TIMEOUT_MS);
  }

  async match(rows: CatalogueMatchQuery[]): Promise<(ImportMatch | null)[]> {
    return (await this.request<CatalogueMatchReply>(PATTERNS.ai.catalogueMatch, { rows })).matches;
  }
}
