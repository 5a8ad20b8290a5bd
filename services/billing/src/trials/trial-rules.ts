import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REFERRAL_TRIAL_DAYS, TRIAL_DAYS } from '@wine/contracts';
import { isDuplicateKey } from '@wine/nest-common';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderSubscription } from '../provider/payment-provider';
import { ranWithCard } from '../subscriptions/subscription-state';
import { CardCheck, CardOwner, TrialGrant } from './trial-records.schema';

const DAY = 86_400;
export const emailGrantId = (email: string) =>
  `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
export const cardGrantId = (fingerprint: string) => `card:${fingerprint}`;

/**
 * Inserts the record unless it is there. The success page and the provider's event confirm the same
 * card at once (two billing instances, seen in the chaos soak): both upserts miss, both insert, and
 * the store refuses the second with E11000 (MongoDB retries such an upsert itself, FerretDB does
 * not). The loser finds the record there, which is all it wanted, rather than failing the checkout.
 */
export async function insertOnce<T>(
  model: Pick<Model<T>, 'updateOne'>,
  id: string,
  fields: Record<string, unknown>,
): Promise<void> {
  try {
    await model.updateOne({ _id: id } as never, { $setOnInsert: fields } as never, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}

/**
 * One trial per person (docs/product-rules.md#trials): a trial is offered once per customer and
 * once per e-mail address; when its card is confirmed, a card that already had a trial on another
 * account ends it at once (the subscription is charged: the card forms ask first, see
 * CardTrialLookup, and Stripe's Checkout collects the card before any subscription, see
 * CardSetupCheckout; Stripe's Payment Element on /subscribe asks first too, see CardTrialCheck, so
 * here it only catches a card whose trial another account claimed meanwhile), and a referral's longer
 * trial paid with another member's card (self-referral) is cut back to the standard one.
 */
@Injectable()
export class TrialRules {
  private readonly logger = new Logger(TrialRules.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectModel(TrialGrant.name) private readonly grants: Model<TrialGrant>,
    @InjectModel(CardOwner.name) private readonly owners: Model<CardOwner>,
    @InjectModel(CardCheck.name) private readonly checks: Model<CardCheck>,
  ) {}

  /**
   * The trial a new subscription may start with, or null when this customer or address had one, or
   * a card this member gave (a Stripe setup-mode Checkout) had its trial on another account.
   */
  async trialDays(
    user: { userId: string; email: string },
    subs: ProviderSubscription[],
    referred: boolean,
  ): Promise<number | null> {
    if (subs.some(ranWithCard)) return null;
    if (await this.grants.exists({ _id: emailGrantId(user.email) })) return null;
    if (await this.givenCardHadTrialElsewhere(user.userId)) return null;
    return referred ? REFERRAL_TRIAL_DAYS : TRIAL_DAYS;
  }

  /**
   * A card collected before subscribing (Stripe's setup-mode Checkout): true when it had its trial
   * on another account, so the member confirms the charge first. Otherwise the card's trial is
   * claimed for this member here, before the trial starts, so two accounts racing on one card
   * cannot both get one.
   */
  async cardHadTrialElsewhere(userId: string, fingerprint: string): Promise<boolean> {
    await insertOnce(this.owners, `${fingerprint}:${userId}`, { fingerprint, userId });
    return (await this.grant(cardGrantId(fingerprint), userId)) !== userId;
  }

  private async givenCardHadTrialElsewhere(userId: string): Promise<boolean> {
    // a member gives a handful of cards at most: bounded read
    const cards = await this.owners.find({ userId }).limit(20).lean<CardOwner[]>();
    if (!cards.length) return false;
    const ids = cards.map((c) => cardGrantId(c.fingerprint));
    return Boolean(await this.grants.exists({ _id: { $in: ids }, userId: { $ne: userId } }));
  }

  /**
   * Applies the card rules once per confirmed card of a subscription; true when it changed the
   * subscription (read it again).
   */
  async checkConfirmedCard(user: { userId: string; email: string | null }, sub: ProviderSubscription | null): Promise<boolean> {
    if (!sub?.defaultPaymentMethod) return false;
    const checkId = `${sub.id}:${sub.defaultPaymentMethod}`;
    if (await this.checks.exists({ _id: checkId })) return false;
    const card = await this.provider.getPaymentMethod(sub.defaultPaymentMethod);
    let changed = false;
    if (card?.fingerprint) {
      await insertOnce(this.owners, `${card.fingerprint}:${user.userId}`, { fingerprint: card.fingerprint, userId: user.userId });
      if (sub.status === 'trialing') changed = await this.applyToTrial(user.userId, sub, card.fingerprint);
    }
    if (sub.status === 'trialing' && user.email) await this.grant(emailGrantId(user.email), user.userId);
    await insertOnce(this.checks, checkId, { at: new Date() });
    return changed;
  }

  private async applyToTrial(userId: string, sub: ProviderSubscription, fingerprint: string): Promise<boolean> {
    const owner = await this.grant(cardGrantId(fingerprint), userId);
    if (owner !== userId) {
      this.logger.log(`card of ${userId} had a trial on another account: subscription ${sub.id} is charged now`);
      await this.provider.endTrial(sub.id, 'now');
      return true;
    }
    const trialStart = sub.currentPeriodStart;
    const isReferralTrial = sub.trialEnd !== null && sub.trialEnd - trialStart > TRIAL_DAYS * DAY + DAY / 2;
    if (isReferralTrial && (await this.owners.exists({ fingerprint, userId: { $ne: userId } }))) {
      this.logger.log(`referral trial of ${userId} paid with another member's card: cut to ${TRIAL_DAYS} days`);
      await this.provider.endTrial(sub.id, trialStart + TRIAL_DAYS * DAY);
      return true;
    }
    return false;
  }

  /** Records a grant for the user unless another has it: answers whose it is. */
  private async grant(id: string, userId: string): Promise<string> {
    try {
      await this.grants.create({ _id: id, userId, at: new Date() });
      return userId;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.grants.findById(id).lean<TrialGrant>())?.userId ?? userId;
    }
  }
}
