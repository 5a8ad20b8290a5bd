import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { catalogueSearchMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { searchCatalogue } from './catalogue-search';

/** GET /api/catalogue/wines: the catalogue by name, a page at a time. */
@Controller()
export class CatalogueSearchController {
  @MessagePattern(PATTERNS.ai.catalogueSearch)
  search(@Payload() data: unknown) {
    const { q, page } = parseMessage(catalogueSearchMessageSchema, data);
    return searchCatalogue(q, page);
  }
}
