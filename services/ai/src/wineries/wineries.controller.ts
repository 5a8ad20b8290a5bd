import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, type WinerySearchResponse, winerySearchRequestSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { searchWineries } from './winery-search';

@Controller()
export class WineriesController {
  @MessagePattern(PATTERNS.ai.winerySearch)
  search(@Payload() data: unknown): WinerySearchResponse {
    return { wineries: searchWineries(parseMessage(winerySearchRequestSchema, data).query) };
  }
}
