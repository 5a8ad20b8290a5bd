import { HttpException, Injectable, Logger } from '@nestjs/common';
import { PATTERNS, type Referral } from '@wine/contracts';
import { ServiceClient } from '../infra/service-client';

// A healthy content service answers in milliseconds; on a busy system (CI's shared 2 cores) an
// answer can take seconds, and a friend who reaches checkout first would be offered 7 days, not 14.
const SIGN_UP_WAIT_MS = 5000;

/** The content service's referral record of a user, for the referral page and the trial length. */
@Injectable()
export class Referrals {
  private readonly logger = new Logger(Referrals.name);

  constructor(private readonly services: ServiceClient) {}

  /**
   * Tells content of a new account as it is created, so its referral code and a friend's 14-day
   * trial are there on the next page (the registration event alone may arrive after the friend
   * reaches checkout). Best effort and brief: the event records the same when content is slow or
   * down, so the sign-up never waits long or fails for it.
   */
  async recordSignUp(userId: string, referralCode: string | null): Promise<void> {
    try {
      await this.services.send<{ success: true }>(
        'content',
        PATTERNS.content.referralSignUp,
        { userId, referralCode },
        SIGN_UP_WAIT_MS,
      );
    } catch (err) {
      this.logger.warn(`referral of new account ${userId} left to the registration event: ${(err as Error).message}`);
    }
  }

  /** null while the code is not issued yet (the registration event is still on its way). */
  async of(userId: string): Promise<Referral | null> {
    try {
      return await this.services.send<Referral>('content', PATTERNS.content.referralGet, { userId });
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 404) return null;
      throw err;
    }
  }

  /** Signed up through a friend's link: the Premium trial is 14 days instead of 7. */
  async wasReferred(userId: string): Promise<boolean> {
    return Boolean((await this.of(userId))?.referredBy);
  }
}
