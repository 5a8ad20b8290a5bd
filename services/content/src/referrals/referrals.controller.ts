import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, referralGetSchema, referralSignUpSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { ReferralsService } from './referrals.service';

@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @MessagePattern(PATTERNS.content.referralGet)
  get(@Payload() data: unknown) {
    return this.referrals.get(parseMessage(referralGetSchema, data).userId);
  }

  @MessagePattern(PATTERNS.content.referralSignUp)
  async signUp(@Payload() data: unknown) {
    const { userId, referralCode } = parseMessage(referralSignUpSchema, data);
    await this.referrals.signUp(userId, referralCode);
    // not the record read back: the gateway only waits for it to be written
    return { success: true as const };
  }
}
