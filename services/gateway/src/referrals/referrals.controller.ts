import { Controller, Get, NotFoundException } from '@nestjs/common';
import type { Referral } from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { Referrals } from './referrals.service';
import { referralSchema } from '@wine/contracts';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { SignedInRoute } from '../access/route-access';

/** The signed-in user's referral code (their link is /?ref=CODE) and how many friends used it. */
@Controller('referral')
@SignedInRoute()
export class ReferralsController {
  constructor(private readonly referrals: Referrals) {}

  @Get()
  @ApiDoc({ summary: 'Your referral code and how many friends used it', response: referralSchema })
  async mine(@CurrentUser() user: AuthUser): Promise<Referral> {
    const referral = await this.referrals.of(user.userId);
    if (!referral) throw new NotFoundException('Your referral code is being prepared. Please try again in a moment.');
    return referral;
  }
}
