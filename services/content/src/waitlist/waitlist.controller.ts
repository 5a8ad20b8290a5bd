import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectModel } from '@nestjs/mongoose';
import { emailSignupSchema, EmailSignupResult, PATTERNS, WAITLIST_JOINED_MESSAGE } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { Model } from 'mongoose';
import { WaitlistSignup } from './waitlist-signup.schema';

@Controller()
export class WaitlistController {
  constructor(@InjectModel(WaitlistSignup.name) private readonly signups: Model<WaitlistSignup>) {}

  /** Stored once; signing up again is still a success. */
  @MessagePattern(PATTERNS.content.waitlistJoin)
  async join(@Payload() data: unknown): Promise<EmailSignupResult> {
    const { email } = parseMessage(emailSignupSchema, data);
    await this.signups.updateOne({ email }, { $setOnInsert: { email, createdAt: new Date() } }, { upsert: true });
    return { success: true, message: WAITLIST_JOINED_MESSAGE };
  }
}
