import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@wine/nest-common';
import { Model } from 'mongoose';
import { BillingCustomer, PlanPublication, SubscriptionRecord, WebhookEvent } from './billing-records.schema';

export type SubscriptionState = Omit<SubscriptionRecord, 'publishedPlan' | 'publishedVersion'>;
export interface PublishClaim {
  userId: string;
  plan: 'free' | 'premium';
  version: number;
  previous: 'free' | 'premium' | null;
}

/** Billing's own data. Every query takes the user's id or the provider customer's id. */
@Injectable()
export class BillingRepository {
  constructor(
    @InjectModel(BillingCustomer.name) private readonly customers: Model<BillingCustomer>,
    @InjectModel(SubscriptionRecord.name) private readonly subscriptions: Model<SubscriptionRecord>,
    @InjectModel(WebhookEvent.name) private readonly events: Model<WebhookEvent>,
    @InjectModel(PlanPublication.name) private readonly publications: Model<PlanPublication>,
  ) {}

  async customerOfUser(userId: string): Promise<BillingCustomer | null> {
    return this.customers.findOne({ userId }).lean<BillingCustomer>();
  }

  async customerById(customerId: string): Promise<BillingCustomer | null> {
    return this.customers.findOne({ customerId }).lean<BillingCustomer>();
  }

  /** Stores the mapping once; when two requests race, the first customer wins and is returned. */
  async saveCustomer(customer: BillingCustomer): Promise<BillingCustomer> {
    try {
      await this.customers.create(customer);
      return customer;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const existing = await this.customerOfUser(customer.userId);
      if (!existing) throw err;
      return existing;
    }
  }

  /** Account deletion: the person's e-mail goes; the user ↔ customer mapping stays for payment records. */
  async forgetCustomer(userId: string): Promise<void> {
    await this.customers.updateOne({ userId }, { $set: { email: null, deletedAt: new Date() } });
  }

  async subscriptionOf(userId: string): Promise<SubscriptionRecord | null> {
    return this.subscriptions.findOne({ userId }).lean<SubscriptionRecord>();
  }

  async saveState(state: SubscriptionState): Promise<SubscriptionRecord> {
    const write = () =>
      this.subscriptions
        .findOneAndUpdate({ userId: state.userId }, { $set: state }, { upsert: true, new: true })
        .lean<SubscriptionRecord>();
    try {
      return (await write())!;
    } catch (err) {
      // two first syncs raced to insert the record: the loser's write is now a plain update
      if (!isDuplicateKey(err)) throw err;
      return (await write())!;
    }
  }

  /**
   * Claims the right to publish `plan` as the user's next plan change: true for exactly one caller
   * per change. The claim is a unique insert (version n+1), which stays atomic on FerretDB, where a
   * conditional update is not.
   */
  async claimPublish(userId: string, plan: 'free' | 'premium'): Promise<PublishClaim | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const record = await this.subscriptionOf(userId);
      if (!record || record.publishedPlan === plan) return null;
      const version = (record.publishedVersion ?? 0) + 1;
      try {
        await this.publications.create({ _id: `${userId}:${version}`, userId, plan, at: new Date() });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        continue; // another sync published meanwhile: look again
      }
      await this.subscriptions.updateOne({ userId }, { $set: { publishedPlan: plan, publishedVersion: version } });
      return { userId, plan, version, previous: record.publishedPlan ?? null };
    }
    return null;
  }

  async releasePublish(claim: PublishClaim): Promise<void> {
    await this.subscriptions.updateOne(
      { userId: claim.userId, publishedVersion: claim.version },
      { $set: { publishedPlan: claim.previous, publishedVersion: claim.version - 1 } },
    );
    await this.publications.deleteOne({ _id: `${claim.userId}:${claim.version}` });
  }

  /** The idempotency marker, stored before processing: false when the event was already taken. */
  async markEvent(id: string, type: string): Promise<boolean> {
    try {
      await this.events.create({ _id: id, type, receivedAt: new Date() });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async unmarkEvent(id: string): Promise<void> {
    await this.events.deleteOne({ _id: id });
  }
}
