import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  PATTERNS,
  type WinerySearchRequest,
  winerySearchRequestSchema,
  type WinerySearchResponse,
  winerySearchResponseSchema,
} from '@wine/contracts';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { ProductRoute, RateLimit } from '../access/route-access';
import { AI_LIMIT } from '../rate-limit/limits';

/** POST /api/search-wineries {query} → {wineries}. */
@Controller('search-wineries')
@ProductRoute()
export class WineriesController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiDoc({ summary: 'Search Australian wineries', response: winerySearchResponseSchema })
  search(@Body(new ZodBodyPipe(winerySearchRequestSchema)) body: WinerySearchRequest): Promise<WinerySearchResponse> {
    return this.services.send<WinerySearchResponse>('ai', PATTERNS.ai.winerySearch, body);
  }
}
