import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, recommendationHistoryMessageSchema, recommendationMessageSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { RecommendationsService } from './recommendations.service';

@Controller()
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @MessagePattern(PATTERNS.ai.recommend)
  recommend(@Payload() data: unknown) {
    return this.recommendations.recommend(parseMessage(recommendationMessageSchema, data));
  }

  @MessagePattern(PATTERNS.ai.recommendationHistory)
  history(@Payload() data: unknown) {
    const { userId, page } = parseMessage(recommendationHistoryMessageSchema, data);
    return this.recommendations.history(userId, page);
  }
}
