import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type DinnerPlan, PATTERNS, planDinnerMessageSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { planDinner } from '../engine/dinner-plan';
import { PalateService } from '../palate/palate.service';
import { CellarItemsClient } from '../recommendations/cellar-items.client';

/** A dinner party from the member's own cellar (docs/product-rules.md#a-dinner-party). */
@Controller()
export class DinnerController {
  constructor(
    private readonly cellar: CellarItemsClient,
    private readonly palates: PalateService,
  ) {}

  @MessagePattern(PATTERNS.ai.dinnerPlan)
  async plan(@Payload() data: unknown): Promise<DinnerPlan> {
    const { userId, dinner, preferences } = parseMessage(planDinnerMessageSchema, data);
    // only this member's bottles: the cellar reads them by the userId the gateway took from the token
    const [items, palate] = await Promise.all([this.cellar.of(userId), this.palates.of(userId)]);
    const planned = planDinner({ courses: dinner.courses, guests: dinner.guests, items, preferences, palate });
    return { planId: randomUUID(), guests: dinner.guests, ...planned };
  }
}
