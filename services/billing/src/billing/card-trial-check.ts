import { Inject, Injectable } from '@nestjs/common';
import type { CardTrialCheckResponse } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import Stripe from 'stripe';
import { CARD_TRIAL_LOOKUP, type CardTrialLookup } from '../provider/local/card-trial-lookup';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider';
import { viaProvider } from '../provider/via-provider';
import { BillingRepository } from '../subscriptions/billing.repository';

const NOT_FOUND = 'Payment method not found';

/**
 * Would this card get the free trial? Asked by /subscribe's in-page Stripe form after Stripe.js has
 * turned the typed card into a payment method and before anything is confirmed, so a card whose
 * trial went to another account is told "$4.99 today" first (docs/product-rules.md#trials). Reads
 * the trial records only: the grant is claimed when the card is confirmed (TrialRules).
 */
@Injectable()
export class CardTrialCheck {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CARD_TRIAL_LOOKUP) private readonly lookup: CardTrialLookup,
    private readonly repository: BillingRepository,
  ) {}

  async check(input: { userId: string; paymentMethodId: string }): Promise<CardTrialCheckResponse> {
    const card = await viaProvider(() =>
      this.provider.getPaymentMethod(input.paymentMethodId).catch((err: unknown) => {
        // Stripe's "No such PaymentMethod": an id that is no one's, or a live one in test mode
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw err;
      }),
    );
    if (!card?.fingerprint) throw rpcError(404, NOT_FOUND);
    // a card attached to someone else's customer is as good as none: nothing of it is told
    if (card.customerId) {
      const customer = await this.repository.customerOfUser(input.userId);
      if (card.customerId !== customer?.customerId) throw rpcError(404, NOT_FOUND);
    }
    return { trial: !(await this.lookup.hadTrialElsewhere(card.fingerprint, input.userId)) };
  }
}
