import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  PATTERNS,
  type WinerySearchRequest,
  winerySearchRequestSchema,
  type WinerySearchResponse,
  winerySearchResponseSchema,
} from '@wine/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../services/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';

/** Spec §7 POST /api/search-wineries {query} → {wineries}. */
@Controller('search-wineries')
@UseGuards(JwtAuthGuard)
export class WineriesController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @HttpCode(200)
  @ApiDoc({ summary: 'Search Australian wineries', response: winerySearchResponseSchema })
  search(@Body(new ZodBodyPipe(winerySearchRequestSchema)) body: WinerySearchRequest): Promise<WinerySearchResponse> {
    return this.services.send<WinerySearchResponse>('ai', PATTERNS.ai.winerySearch, body);
  }
}
