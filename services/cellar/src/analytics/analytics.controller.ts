import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cellarUserMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(PATTERNS.cellar.analytics)
  get(@Payload() data: unknown) {
    const { userId } = parseMessage(cellarUserMessageSchema, data);
    return this.analytics.analytics(userId);
  }
}
