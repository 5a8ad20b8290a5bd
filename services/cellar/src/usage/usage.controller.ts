import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cellarUserMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { UsageService } from './usage.service';

@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @MessagePattern(PATTERNS.cellar.usageGet)
  get(@Payload() data: unknown) {
    return this.usage.usage(parseMessage(cellarUserMessageSchema, data).userId);
  }
}
