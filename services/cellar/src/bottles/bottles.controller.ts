import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  itemTastingsMessageSchema,
  openDinnerMessageSchema,
  openBottleMessageSchema,
  tastingsJournalMessageSchema,
  PATTERNS,
  updateBottleMessageSchema,
} from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { BottlesService } from './bottles.service';
import { DinnerService } from './dinner.service';

@Controller()
export class BottlesController {
  constructor(
    private readonly bottles: BottlesService,
    private readonly dinners: DinnerService,
  ) {}

  @MessagePattern(PATTERNS.cellar.bottleUpdate)
  update(@Payload() data: unknown) {
    const { userId, id, changes } = parseMessage(updateBottleMessageSchema, data);
    return this.bottles.update(userId, id, changes);
  }

  @MessagePattern(PATTERNS.cellar.bottleOpen)
  open(@Payload() data: unknown) {
    const { userId, id, tasting } = parseMessage(openBottleMessageSchema, data);
    return this.bottles.open(userId, id, tasting);
  }

  @MessagePattern(PATTERNS.cellar.dinnerOpen)
  openDinner(@Payload() data: unknown) {
    const { userId, planId, dinner } = parseMessage(openDinnerMessageSchema, data);
    return this.dinners.open(userId, planId, dinner);
  }

  @MessagePattern(PATTERNS.cellar.tastingsOfItem)
  tastingsOf(@Payload() data: unknown) {
    const { userId, id, page } = parseMessage(itemTastingsMessageSchema, data);
    return this.bottles.tastingsOf(userId, id, page);
  }

  @MessagePattern(PATTERNS.cellar.tastingsJournal)
  journal(@Payload() data: unknown) {
    const { userId, page } = parseMessage(tastingsJournalMessageSchema, data);
    return this.bottles.journal(userId, page);
  }
}
