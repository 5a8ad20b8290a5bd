import { Inject, Injectable, Optional } from '@nestjs/common';
import { chargeTodayLine, type LocalPageResponse } from '@wine/contracts';
import { BillingClock } from './billing-clock';
import { CARD_TRIAL_LOOKUP, type CardTrialLookup } from './card-trial-lookup';
import { checkoutPage, type CheckoutFormValues, expiredPage, invoicePage, notFoundPage, portalPage } from './hosted-page-html';
import { InvoiceLinks } from './invoice-links';
import { DAY, LINK_LIFETIME_SECONDS, LOCAL_BASE, type SessionDoc, type SubscriptionDoc } from './local-documents';
import { cardFingerprint, LocalPaymentStore } from './local-payment-store';
import { checkCard, type CheckedCard } from './test-cards';
import { WebhookEvents } from './webhook-events';

type ConfirmResult =
  { ok: true; type: 'setup' | 'payment' } | { ok: false; status: number; message: string; cardHadTrial?: boolean };
type CardToConfirm = { line: string; paymentMethod: string; last4: string };

// what the checkout form keeps after a refusal: never the card number or CVC
const keptValues = (form: Record<string, string>): CheckoutFormValues => ({
  name: (form.name ?? '').slice(0, 100),
  country: (form.country ?? '').slice(0, 2),
  expiry: (form.expiry ?? '').slice(0, 7),
});

const cardOf = (form: Record<string, string>) => ({
  number: form.cardNumber ?? '',
  expiry: form.expiry ?? '',
  cvc: form.cvc ?? '',
});

/**
 * What Stripe hosts, done by the local provider: the checkout, card portal and invoice pages the
 * gateway serves under /api/local-payments/…, and the card confirmation of the /subscribe form.
 * Their links expire like Stripe's (docs/architecture.md#external-providers).
 */
@Injectable()
export class HostedPages {
  constructor(
    private readonly store: LocalPaymentStore,
    private readonly clock: BillingClock,
    private readonly events: WebhookEvents,
    private readonly links: InvoiceLinks,
    @Optional() @Inject(CARD_TRIAL_LOOKUP) private readonly trials?: CardTrialLookup,
  ) {}

  async page(kind: 'checkout' | 'portal' | 'invoice', id: string, form?: Record<string, string>): Promise<LocalPageResponse> {
    switch (kind) {
      case 'checkout':
        return form ? this.submitCheckout(id, form) : this.showCheckout(id);
      case 'portal':
        return this.portal(id, form);
      case 'invoice':
        return this.invoice(id);
    }
  }

  /** What the local card form on /subscribe does instead of Stripe.js' confirmSetup/confirmPayment. */
  async confirmIntent(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    confirmCharge?: boolean;
  }): Promise<ConfirmResult> {
    const { intents, invoices } = this.store;
    const intent = await intents.findOne({ _id: input.clientSecret });
    if (!intent) return { ok: false, status: 404, message: 'This payment has expired. Please start again.' };
    if (intent.status === 'succeeded') return { ok: true, type: intent.type };
    const checked = checkCard({ number: input.cardNumber, expiry: input.expiry, cvc: input.cvc }, this.clock.now());
    if (!checked.ok) return { ok: false, status: 402, message: checked.message };
    // a trial's card that had its trial elsewhere is charged at once: the member confirms that first
    if (intent.type === 'setup' && !input.confirmCharge) {
      const sub = await this.store.subscriptions.findOne({ _id: intent.subscription });
      const line = await this.chargeTodayForCard(intent.customer, sub?.items.data[0]?.price.id, checked.card);
      if (line) return { ok: false, status: 409, message: line, cardHadTrial: true };
    }
    const claimed = await intents.findOneAndUpdate(
      { _id: intent._id, status: 'requires_payment_method' },
      { $set: { status: 'succeeded' } },
    );
    if (!claimed) return { ok: true, type: intent.type };
    const pm = await this.store.attachCard(intent.customer, checked.card);
    const set: Partial<SubscriptionDoc> = { default_payment_method: pm.id };
    if (intent.type === 'payment') set.status = 'active';
    const sub = await this.store.updateSubscription(intent.subscription, set);
    if (intent.invoice) {
      const inv = await invoices.findOne({ _id: intent.invoice });
      if (inv) {
        await invoices.updateOne({ _id: inv._id }, { $set: { status: 'paid', amount_paid: inv.amount_due } });
        this.events.emit('invoice.paid', { ...inv, status: 'paid', amount_paid: inv.amount_due });
      }
    }
    if (sub) this.events.emit('customer.subscription.updated', sub);
    return { ok: true, type: intent.type };
  }

  private async showCheckout(
    id: string,
    error?: string,
    values?: CheckoutFormValues,
    cardHadTrial?: CardToConfirm,
  ): Promise<LocalPageResponse> {
    const session = await this.openSession(id);
    if (!session) return { status: 404, html: notFoundPage('Checkout session') };
    if (session.status === 'complete') return { status: 303, redirect: successUrl(session) };
    if (session.status === 'expired') return { status: 410, html: expiredPage() };
    const price = await this.store.price(session.price);
    const customer = await this.store.customers.findOne({ _id: session.customer });
    return {
      status: error ? 402 : 200,
      html: checkoutPage({
        action: `${LOCAL_BASE}/checkout/${id}`,
        cancelUrl: session.cancel_url,
        planLabel: `Cellar Door AI Premium (${price.recurring.interval === 'year' ? 'yearly' : 'monthly'})`,
        amountCents: price.unit_amount,
        interval: price.recurring.interval,
        trialDays: session.trial_days,
        trialEnd: session.trial_days ? this.clock.now() + session.trial_days * DAY : null,
        email: customer?.email ?? null,
        error,
        values,
        cardHadTrial,
      }),
    };
  }

  private async submitCheckout(id: string, form: Record<string, string>): Promise<LocalPageResponse> {
    const { sessions } = this.store;
    const current = await this.openSession(id);
    if (current?.status === 'expired') return { status: 410, html: expiredPage() };
    const values = keptValues(form);
    // the card confirmed on the "charged today" page: attached already, no trial
    const confirmed = form.confirmCard && current?.pending_payment_method === form.confirmCard ? form.confirmCard : null;
    let checked: CheckedCard | null = null;
    if (!confirmed) {
      const result = checkCard(cardOf(form), this.clock.now());
      if (!result.ok) return this.showCheckout(id, result.message, values);
      checked = result.card;
      if (current?.status === 'open' && current.trial_days) {
        const line = await this.chargeTodayForCard(current.customer, current.price, checked);
        if (line) {
          // kept on the session, not attached: a lookup that ends without a subscription leaves no card
          const pending = this.store.pendingCard(checked);
          await sessions.updateOne({ _id: id }, { $set: { pending_payment_method: pending.id, pending_card: pending } });
          return this.showCheckout(id, undefined, values, { line, paymentMethod: pending.id, last4: pending.card.last4 });
        }
      }
    }
    // one submission wins: a double click must not create two subscriptions
    const session = await sessions.findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status: 'processing' } },
      { returnDocument: 'after' },
    );
    if (!session) return this.showCheckout(id);
    try {
      // a session from before pending cards were kept on it has its confirmed card attached already
      const pending = confirmed && session.pending_card?.id === confirmed ? session.pending_card : null;
      const pmId = pending
        ? (await this.store.attachPendingCard(session.customer, pending)).id
        : (confirmed ?? (await this.store.attachCard(session.customer, checked!)).id);
      const trialDays = confirmed ? null : session.trial_days;
      const country = (form.country ?? '').trim().toUpperCase();
      if (/^[A-Z]{2}$/.test(country))
        await this.store.customers.updateOne(
          { _id: session.customer, address: null },
          { $set: { address: { line1: '', line2: null, city: '', state: null, postal_code: '', country } } },
        );
      const sub = await this.store.newSubscription(
        session.customer,
        session.client_reference_id,
        session.price,
        trialDays,
        pmId,
        trialDays ? 'trialing' : 'active',
      );
      let created = sub;
      if (!trialDays) {
        const item = sub.items.data[0];
        const { unit_amount } = item.price;
        const invoice = await this.store.charge(
          sub,
          unit_amount,
          item.current_period_start,
          item.current_period_end,
          'Cellar Door AI Premium',
        );
        this.events.charged(invoice);
        // a first charge that fails leaves the subscription past_due (Free), as a failed renewal does
        if (invoice.status !== 'paid') created = (await this.store.updateSubscription(sub.id, { status: 'past_due' })) ?? sub;
      }
      const done = await sessions.findOneAndUpdate(
        { _id: id },
        { $set: { status: 'complete', subscription: sub.id, pending_payment_method: null, pending_card: null } },
        { returnDocument: 'after' },
      );
      this.events.emit('customer.subscription.created', created);
      this.events.emit('checkout.session.completed', done!);
      return { status: 303, redirect: successUrl(done!) };
    } catch (err) {
      await sessions.updateOne({ _id: id }, { $set: { status: 'open' } });
      throw err;
    }
  }

  private async portal(id: string, form?: Record<string, string>): Promise<LocalPageResponse> {
    const portal = await this.store.portals.findOne({ _id: id });
    if (!portal) return { status: 404, html: notFoundPage('Billing portal session') };
    // sessions from before links expired have no creation time: treat them as expired too
    if ((portal.created ?? 0) + LINK_LIFETIME_SECONDS.portal <= this.clock.now()) return { status: 410, html: expiredPage() };
    let error: string | undefined;
    let saved = false;
    if (form) {
      const checked = checkCard(cardOf(form), this.clock.now());
      if (checked.ok) {
        const pm = await this.store.attachCard(portal.customer, checked.card);
        await this.store.subscriptions.updateMany(
          { customer: portal.customer, status: { $nin: ['canceled', 'incomplete_expired'] } },
          { $set: { default_payment_method: pm.id } },
        );
        saved = true;
      } else error = checked.message;
    }
    const customer = await this.store.customers.findOne({ _id: portal.customer });
    const pmId = customer?.invoice_settings.default_payment_method;
    const card = pmId ? await this.store.card(pmId) : null;
    return {
      status: error ? 402 : 200,
      html: portalPage({ action: `${LOCAL_BASE}/portal/${id}`, returnUrl: portal.return_url, card, error, saved }),
    };
  }

  private async invoice(link: string): Promise<LocalPageResponse> {
    const id = this.links.read(link);
    if (id === 'expired') return { status: 410, html: expiredPage() };
    const inv = id ? await this.store.invoices.findOne({ _id: id }) : null;
    if (!inv) return { status: 404, html: notFoundPage('Invoice') };
    const customer = await this.store.customers.findOne({ _id: inv.customer });
    return {
      status: 200,
      html: invoicePage({
        id: inv.id,
        number: inv.number,
        status: inv.status,
        amountCents: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
        created: inv.created,
        periodStart: inv.period_start,
        periodEnd: inv.period_end,
        description: inv.description,
        email: customer?.email ?? null,
      }),
    };
  }

  /**
   * "This card has already had a free trial: $4.99 today" when the card's trial was given to
   * another account (docs/product-rules.md#trials), else null.
   */
  private async chargeTodayForCard(customerId: string, priceId: string | undefined, card: CheckedCard): Promise<string | null> {
    const owner = (await this.store.customers.findOne({ _id: customerId }))?.metadata.userId;
    if (!this.trials || !owner || !(await this.trials.hadTrialElsewhere(cardFingerprint(card.number), owner))) return null;
    const interval = priceId ? (await this.store.price(priceId)).recurring.interval : 'month';
    return chargeTodayLine(interval === 'year' ? 'yearly' : 'monthly', null, 'card');
  }

  /** The session, marked expired (like Stripe's checkout.session.expired) once its day is over. */
  private async openSession(id: string): Promise<SessionDoc | null> {
    const { sessions } = this.store;
    const session = await sessions.findOne({ _id: id });
    if (!session || session.status !== 'open' || session.created + LINK_LIFETIME_SECONDS.checkout > this.clock.now())
      return session;
    const expired = await sessions.findOneAndUpdate(
      { _id: id, status: 'open' },
      { $set: { status: 'expired' } },
      { returnDocument: 'after' },
    );
    if (expired) this.events.emit('checkout.session.expired', expired);
    return expired ?? (await sessions.findOne({ _id: id }));
  }
}

const successUrl = (session: SessionDoc) => session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
