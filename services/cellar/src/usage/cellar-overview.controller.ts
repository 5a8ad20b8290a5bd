import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cellarUserMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { CellarOverviewService } from './cellar-overview.service';

@Controller()
export class CellarOverviewController {
  constructor(private readonly overview: CellarOverviewService) {}

  @MessagePattern(PATTERNS.cellar.usageGet)
  usage(@Payload() data: unknown) {
    return this.overview.usage(parseMessage(cellarUserMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.cellar.analytics)
  analytics(@Payload() data: unknown) {
    const { userId, plan } = parseMessage(cellarUserMessageSchema, data);
    return this.overview.analytics(userId, plan);
  }

  @MessagePattern(PATTERNS.cellar.drinkingPlan)
  drinkingPlan(@Payload() data: unknown) {
    return this.overview.drinkingPlan(parseMessage(cellarUserMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.cellar.exportCsv)
  exportCsv(@Payload() data: unknown) {
    return this.overview.exportCsv(parseMessage(cellarUserMessageSchema, data).userId);
  }
}
