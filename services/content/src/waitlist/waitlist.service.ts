import { Injectable } from '@nestjs/common';
import { EmailSignupResult, WAITLIST_JOINED_MESSAGE } from '@wine/contracts';
import { WaitlistRepository } from './waitlist.repository';

@Injectable()
export class WaitlistService {
  constructor(private readonly signups: WaitlistRepository) {}

  /** Signing up again is still a success: the visitor need not know they already were on it. */
  async join(email: string): Promise<EmailSignupResult> {
    await this.signups.add(email);
    return { success: true, message: WAITLIST_JOINED_MESSAGE };
  }
}
