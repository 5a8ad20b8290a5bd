import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { feedbackListMessageSchema, palateMessageSchema, PATTERNS, recommendationFeedbackMessageSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { PalateService } from './palate.service';

@Controller()
export class PalateController {
  constructor(private readonly palate: PalateService) {}

  @MessagePattern(PATTERNS.ai.feedbackSet)
  setFeedback(@Payload() data: unknown) {
    const { userId, wineId, signal } = parseMessage(recommendationFeedbackMessageSchema, data);
    return this.palate.setFeedback(userId, wineId, signal);
  }

  @MessagePattern(PATTERNS.ai.feedbackList)
  feedback(@Payload() data: unknown) {
    const { userId, page } = parseMessage(feedbackListMessageSchema, data);
    return this.palate.feedbackOf(userId, page);
  }

  @MessagePattern(PATTERNS.ai.palateGet)
  profile(@Payload() data: unknown) {
    return this.palate.profile(parseMessage(palateMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.ai.palateReset)
  reset(@Payload() data: unknown) {
    return this.palate.reset(parseMessage(palateMessageSchema, data).userId);
  }
}
