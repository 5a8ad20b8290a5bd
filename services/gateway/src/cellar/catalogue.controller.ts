import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  type CatalogueSearchQuery,
  catalogueSearchQuerySchema,
  type CatalogueWineSummary,
  catalogueWineSummarySchema,
  type Page,
  PATTERNS,
} from '@wine/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ProductRoute } from '../access/route-access';
import { answerPage } from '../common/paging';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';

/** "Find this wine" (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): the catalogue by name. */
@Controller('catalogue')
@ProductRoute()
export class CatalogueController {
  constructor(private readonly services: ServiceClient) {}

  @Get('wines')
  @ApiDoc({
    summary: 'Catalogue wines whose names hold q (2-100 characters), a page at a time: Link rel="next", X-Total-Count',
    response: z.array(catalogueWineSummarySchema),
    query: catalogueSearchQuerySchema,
  })
  async search(
    @Query(new ZodBodyPipe(catalogueSearchQuerySchema)) query: CatalogueSearchQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CatalogueWineSummary[]> {
    const page = await this.services.send<Page<CatalogueWineSummary>>('ai', PATTERNS.ai.catalogueSearch, {
      q: query.q,
      page: { limit: query.limit, cursor: query.cursor },
    });
    return answerPage(req, res, page);
  }
}
