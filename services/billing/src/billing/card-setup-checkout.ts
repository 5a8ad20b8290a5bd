import { Inject, Injectable, Logger } from '@nestjs/common';
import { BILLING_PLANS, chargeTodayLine, type BillingPlan } from '@wine/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderCheckoutSession } from '../provider/payment-provider';
import { BillingRepository } from '../subscriptions/billing.repository';
import { currentSubscription, hasLiveSubscription } from '../subscriptions/subscription-state';
import { TrialRules } from '../trials/trial-rules';

/** After a setup-mode Checkout: the trial started, or the line the member confirms before paying. */
export type CardSetupOutcome = { started: true } | { started: false; confirmLine: string; plan: BillingPlan };

/**
 * Stripe's hosted Checkout cannot ask about a card before charging it, so where only the card can
 * tell whether a trial is due, Checkout collects the card alone (mode 'setup') and billing decides
 * here (docs/product-rules.md#trials): a card without a previous trial starts the trial at once; a
 * card that had one on another account starts nothing, and the member is shown "This card has
 * already had a free trial: $4.99 today" and pays on a second Checkout without a trial. Nothing is
 * charged before that. The success page and the checkout.session.completed webhook both come here;
 * the subscription's idempotency key makes them start one.
 */
@Injectable()
export class CardSetupCheckout {
  private readonly logger = new Logger(CardSetupCheckout.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly trials: TrialRules,
    private readonly repository: BillingRepository,
  ) {}

  /** checkout.session.completed of a setup-mode session: the trial starts even if the member never comes back. */
  async afterSetupEvent(sessionId: string): Promise<void> {
    const session = await this.provider.getCheckoutSession(sessionId);
    const customer = session?.customerId ? await this.repository.customerById(session.customerId) : null;
    // a deleted account starts nothing (docs/product-rules.md#account-deletion-and-data-retention)
    if (!session || !customer || customer.deletedAt) return;
    await this.subscribeAfterSetup(customer.userId, session);
  }

  async subscribeAfterSetup(userId: string, session: ProviderCheckoutSession): Promise<CardSetupOutcome | null> {
    const setup = session.setup;
    if (!setup?.paymentMethodId || !session.customerId || session.status !== 'complete') return null;
    const customerId = session.customerId;
    const plan = await this.planOfPrice(setup.priceId);
    const subs = await this.provider.listSubscriptions(customerId);
    // started already (the other of success page and webhook), or paid on the no-trial Checkout
    if (hasLiveSubscription(currentSubscription(subs))) return { started: true };
    const card = await this.provider.getPaymentMethod(setup.paymentMethodId);
    if (card?.fingerprint && (await this.trials.cardHadTrialElsewhere(userId, card.fingerprint))) {
      this.logger.log(`card set up by ${userId} had a trial on another account: nothing charged, the member confirms first`);
      return { started: false, confirmLine: chargeTodayLine(plan, null, 'card'), plan };
    }
    await this.provider.subscribeWithCard({
      customerId,
      userId,
      priceId: setup.priceId,
      trialDays: setup.trialDays,
      paymentMethodId: setup.paymentMethodId,
      idempotencyKey: `trial-after-setup-${session.id}`,
    });
    return { started: true };
  }

  private async planOfPrice(priceId: string): Promise<BillingPlan> {
    const prices = await this.provider.ensurePrices();
    return BILLING_PLANS.find((p) => prices[p] === priceId) ?? 'monthly';
  }
}
