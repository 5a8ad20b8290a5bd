import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, Referral as ReferralDto, TOPICS } from '@wine/contracts';
import { EventBus, isDuplicateKey, rpcError } from '@wine/nest-common';
import { randomBytes } from 'node:crypto';
import { Model } from 'mongoose';
import { Referral } from './referral.schema';

function newCode(): string {
  const bytes = randomBytes(REFERRAL_CODE_LENGTH);
  return Array.from(bytes, (b) => REFERRAL_CODE_ALPHABET[b % REFERRAL_CODE_ALPHABET.length]).join('');
}

@Injectable()
export class ReferralsService implements OnModuleInit {
  constructor(
    @InjectModel(Referral.name) private readonly referrals: Model<Referral>,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    // Every new account gets its referral code (docs/product-rules.md#referrals).
    this.events.on(TOPICS.userRegistered, 'referrals', ({ userId, referralCode }) => this.signUp(userId, referralCode));
    this.events.on(TOPICS.userDeleted, 'referrals', async ({ userId }) => {
      await this.referrals.deleteMany({ userId });
      await this.events.forgetUser(userId);
    });
  }

  /**
   * A new account: its own code, and the friend whose link it came through. Run twice, by the
   * gateway as the account is created (so a friend's 14-day trial is known at once) and by the
   * registration event (which survives a content outage): the second run changes nothing.
   */
  async signUp(userId: string, referralCode: string | null): Promise<void> {
    await this.ensureCode(userId);
    if (referralCode) await this.recordReferral(userId, referralCode);
  }

  /**
   * Idempotent: a replayed registration event keeps the first code. The gateway's call and the
   * event run at the same moment: two upserts of one user race, and the store refuses the loser
   * with a duplicate key although the record it wanted is there (a 500 before, measured).
   */
  async ensureCode(userId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.referrals.updateOne(
          { userId },
          { $setOnInsert: { userId, code: newCode(), createdAt: new Date() } },
          { upsert: true },
        );
        return;
      } catch (err) {
        // the other run made it, or (rarely) the new code was taken: look, and try once more
        if (!isDuplicateKey(err) || attempt === 3) throw err;
        if (await this.referrals.exists({ userId })) return;
      }
    }
  }

  /**
   * A new user signed up with a friend's code. An unknown code is ignored (the sign-up stands);
   * the first referral recorded wins, so a replayed event changes nothing.
   */
  async recordReferral(userId: string, code: string): Promise<void> {
    const referrer = await this.referrals.findOne({ code }).lean();
    if (!referrer || referrer.userId === userId) return;
    await this.referrals.updateOne({ userId, referredBy: null }, { $set: { referredBy: code } });
  }

  async get(userId: string): Promise<ReferralDto> {
    const referral = await this.referrals.findOne({ userId }).lean();
    if (!referral) throw rpcError(404, 'No referral code for this user');
    const friendsReferred = await this.referrals.countDocuments({ referredBy: referral.code });
    return {
      userId: referral.userId,
      code: referral.code,
      createdAt: referral.createdAt.toISOString(),
      referredBy: referral.referredBy ?? null,
      friendsReferred,
    };
  }
}
