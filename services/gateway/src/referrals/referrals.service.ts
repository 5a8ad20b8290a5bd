import { HttpException, Injectable } from '@nestjs/common';
import { PATTERNS, type Referral } from '@wine/contracts';
import { ServiceClient } from '../services/service-client';

/** The content service's referral record of a user, for the referral page and the trial length. */
@Injectable()
export class Referrals {
  constructor(private readonly services: ServiceClient) {}

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
