import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { emailSignupSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { WaitlistService } from './waitlist.service';

@Controller()
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @MessagePattern(PATTERNS.content.waitlistJoin)
  join(@Payload() data: unknown) {
    return this.waitlist.join(parseMessage(emailSignupSchema, data).email);
  }
}
