import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cellarPairingMessageSchema, cellarUserMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { DrinkingPlanService } from './drinking-plan.service';

@Controller()
export class DrinkingPlanController {
  constructor(private readonly plans: DrinkingPlanService) {}

  @MessagePattern(PATTERNS.cellar.drinkingPlan)
  get(@Payload() data: unknown) {
    return this.plans.drinkingPlan(parseMessage(cellarUserMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.cellar.pairingItems)
  pairing(@Payload() data: unknown) {
    return this.plans.pairingItems(parseMessage(cellarPairingMessageSchema, data).userId);
  }
}
