import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { catalogueMatchMessageSchema, PATTERNS, type CatalogueMatchReply } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { CatalogueRowMatcher } from './match-rows';

/** The label matcher for the cellar's import: rows of a CellarTracker or Vivino file to catalogue wines. */
@Controller()
export class CatalogueMatchController {
  private readonly matcher = new CatalogueRowMatcher();

  @MessagePattern(PATTERNS.ai.catalogueMatch)
  async match(@Payload() data: unknown): Promise<CatalogueMatchReply> {
    return { matches: await this.matcher.matchAll(parseMessage(catalogueMatchMessageSchema, data).rows) };
  }
}
