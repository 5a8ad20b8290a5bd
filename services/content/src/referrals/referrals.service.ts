import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Referral as ReferralDto, TOPICS } from '@wine/contracts';
import { EventBus, rpcError } from '@wine/nest-common';
import { randomBytes } from 'node:crypto';
import { Model } from 'mongoose';
import { Referral } from './referral.schema';

// No 0/O or 1/I: codes are read aloud and typed by friends.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

@Injectable()
export class ReferralsService implements OnModuleInit {
  constructor(
    @InjectModel(Referral.name) private readonly referrals: Model<Referral>,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    // Every new account gets its referral code (spec §2 referral program).
    this.events.on(TOPICS.userRegistered, async ({ userId }) => {
      await this.ensureCode(userId);
    });
    this.events.on(TOPICS.userDeleted, async ({ userId }) => {
      await this.referrals.deleteMany({ userId });
    });
  }

  /** Idempotent: a replayed registration event keeps the first code. */
  async ensureCode(userId: string): Promise<void> {
    await this.referrals.updateOne(
      { userId },
      { $setOnInsert: { userId, code: newCode(), createdAt: new Date() } },
      { upsert: true },
    );
  }

  async get(userId: string): Promise<ReferralDto> {
    const referral = await this.referrals.findOne({ userId }).lean();
    if (!referral) throw rpcError(404, 'No referral code for this user');
    return { userId: referral.userId, code: referral.code, createdAt: referral.createdAt.toISOString() };
  }
}
