import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CellarPlan } from '@wine/contracts';
import { createHash } from 'node:crypto';
import { Model } from 'mongoose';
import { CellarAccount, DeletedCellarAccount } from './cellar-account.schema';

const deletedAccountKey = (userId: string) => createHash('sha256').update(userId).digest('base64url');

export type PlanRecorded = 'first' | 'applied' | 'stale';

/** The plan the cellar applies: the caller's word from identity when given, else its own copy. */
@Injectable()
export class PlansService {
  constructor(
    @InjectModel(CellarAccount.name) private readonly accounts: Model<CellarAccount>,
    @InjectModel(DeletedCellarAccount.name) private readonly deleted: Model<DeletedCellarAccount>,
  ) {}

  async planOf(userId: string, fromCaller?: CellarPlan): Promise<CellarPlan> {
    if (fromCaller) return fromCaller;
    const account = await this.accounts.findById(userId).lean<CellarAccount>();
    return account?.plan === 'premium' ? 'premium' : 'free';
  }

  /**
   * Records a plan change unless a later one was already applied: 'stale' when one was, 'first' when
   * this is the user's first change, else 'applied' (a repeat of the same change applies again: the
   * retention step is idempotent).
   */
  async record(userId: string, plan: CellarPlan, changedAt: Date): Promise<PlanRecorded> {
    const result = await this.accounts.updateOne(
      { _id: userId, planChangedAt: { $lte: changedAt } },
      { $set: { plan, planChangedAt: changedAt } },
    );
    if (result.matchedCount > 0) return 'applied';
    if (await this.accounts.exists({ _id: userId })) return 'stale';
    // the account was deleted: the downgrade billing sent as it went arrived after the purge
    if (await this.deleted.exists({ _id: deletedAccountKey(userId) })) return 'stale';
    try {
      await this.accounts.create({ _id: userId, plan, planChangedAt: changedAt });
      return 'first';
    } catch {
      // created meanwhile by another delivery: apply only if still the latest
      return this.record(userId, plan, changedAt);
    }
  }

  /** A deleted account: its record goes, and a plan change arriving later is ignored. */
  async forget(userId: string): Promise<void> {
    await this.deleted.updateOne(
      { _id: deletedAccountKey(userId) },
      { $setOnInsert: { deletedAt: new Date() } },
      { upsert: true },
    );
    await this.accounts.deleteOne({ _id: userId });
  }
}
