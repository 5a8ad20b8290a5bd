import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  cellarItemMessageSchema,
  cellarListMessageSchema,
  cellarUserMessageSchema,
  linkCatalogueWineMessageSchema,
  PATTERNS,
  saveWineMessageSchema,
} from '@wine/contracts';
import { parseMessage, StreamsContext } from '@wine/nest-common';
import { CellarListService } from './cellar-list.service';
import { LinkCatalogueWine } from './link-catalogue-wine';
import { SavedWinesService } from './saved-wines.service';

@Controller()
export class SavedWinesController {
  constructor(
    private readonly wines: SavedWinesService,
    private readonly cellar: CellarListService,
    private readonly links: LinkCatalogueWine,
  ) {}

  @MessagePattern(PATTERNS.cellar.savedLink)
  link(@Payload() data: unknown) {
    const { userId, id, link } = parseMessage(linkCatalogueWineMessageSchema, data);
    return this.links.link(userId, id, link.catalogueWineId);
  }

  @MessagePattern(PATTERNS.cellar.savedSave)
  save(@Payload() data: unknown, @Ctx() ctx: StreamsContext) {
    const { userId, wine, plan } = parseMessage(saveWineMessageSchema, data);
    return this.wines.save(userId, wine, plan, ctx.getRequestId());
  }

  @MessagePattern(PATTERNS.cellar.savedList)
  list(@Payload() data: unknown) {
    return this.wines.list(parseMessage(cellarUserMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.cellar.savedQuery)
  query(@Payload() data: unknown) {
    const { userId, query } = parseMessage(cellarListMessageSchema, data);
    return this.cellar.query(userId, query);
  }

  @MessagePattern(PATTERNS.cellar.savedDelete)
  async delete(@Payload() data: unknown) {
    const { userId, id } = parseMessage(cellarItemMessageSchema, data);
    await this.wines.delete(userId, id);
    return { deleted: true };
  }
}
