// Before paying, a card that had its free trial on another account is told it is charged today, and
// nothing is charged until the member confirms (docs/product-rules.md#trials). A declined card keeps
// the form, the card number aside, and says what to do.
import { MongoClient } from 'mongodb';
import { bearer, registerMember, TestAccount } from '../../support/accounts';
import { uniqueTestCard } from '../../support/cards';
import { api, TEST_STACK, waitFor } from '../../support/system';

const CHARGED_TODAY = 'This card has already had a free trial: $4.99 today';

async function checkoutPath(account: TestAccount): Promise<string> {
  const created = await api()
    .post('/api/create-checkout-session')
    .set(bearer(account.accessToken))
    .send({ plan: 'monthly' })
    .expect(200);
  return new URL(created.body.url as string).pathname;
}

const pay = (path: string, card: string) =>
  api().post(path).type('form').send({ cardNumber: card, expiry: '12/40', cvc: '123', name: 'Jo Citizen', country: 'AU' });

async function subscriptionOf(account: TestAccount) {
  return waitFor(
    async () => {
      const res = await api().get('/api/billing-info').set(bearer(account.accessToken));
      return res.status === 200 ? (res.body.subscription as { status: string; trial_end: number | null }) : null;
    },
    { what: 'billing info of a subscriber' },
  );
}

// the local provider's own record (no route shows a card without a subscription): the cards
// attached to this member's customer, and which is the default
async function cardsOf(account: TestAccount): Promise<{ attached: string[]; default: string | null }> {
  const mongo = await MongoClient.connect(TEST_STACK.mongoUrl('billing'));
  try {
    const db = mongo.db();
    const customer = await db.collection('local_provider_customers').findOne({ 'metadata.userId': account.userId });
    if (!customer) return { attached: [], default: null };
    const cards = await db.collection('local_provider_payment_methods').find({ customer: customer._id }).toArray();
    return {
      attached: cards.map((c) => String(c._id)),
      default: (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method,
    };
  } finally {
    await mongo.close();
  }
}

async function planOf(account: TestAccount): Promise<string> {
  return (await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200)).body.subscriptionPlan as string;
}

describe('a card that already had a free trial is told before paying', () => {
  let card: string;

  beforeAll(async () => {
    card = uniqueTestCard();
    const first = await registerMember();
    expect((await pay(await checkoutPath(first), card)).status).toBe(303);
    expect((await subscriptionOf(first)).status).toBe('trialing');
  });

  it('on the hosted page: the charge is said and confirmed before it is taken', async () => {
    const second = await registerMember();
    const path = await checkoutPath(second);
    expect((await api().get(path).expect(200)).text).toContain('7 days free');

    const told = await pay(path, card);
    expect(told.status).toBe(200);
    expect(told.text).toContain(CHARGED_TODAY);
    expect(told.text).toContain('Pay $4.99 today');
    // nothing is started until the member confirms, and the looked-up card is not attached
    await api().get('/api/billing-info').set(bearer(second.accessToken)).expect(403);
    expect(await cardsOf(second)).toEqual({ attached: [], default: null });

    // another account's pending card cannot be confirmed on this session
    await api().post(path).type('form').send({ confirmCard: 'pm_someone_else' }).expect(402);
    const confirmCard = /name="confirmCard" value="([^"]+)"/.exec(told.text)![1];
    const confirmed = await api().post(path).type('form').send({ confirmCard }).expect(303);
    expect(confirmed.headers.location).toMatch(/subscription=success$/);
    const sub = await subscriptionOf(second);
    expect(sub.status).toBe('active');
    expect(sub.trial_end).toBeNull();
    await waitFor(async () => (await planOf(second)) === 'premium', { what: 'Premium after the confirmed charge' });
    // confirmed: the card is attached, once, and is the one charged
    expect(await cardsOf(second)).toEqual({ attached: [confirmCard], default: confirmCard });
  });

  it('a lookup that ends without a subscription leaves no card attached, whatever the member does next', async () => {
    const member = await registerMember();
    const path = await checkoutPath(member);
    expect((await pay(path, card)).text).toContain(CHARGED_TODAY);
    expect(await cardsOf(member)).toEqual({ attached: [], default: null });

    // the member walks away and later pays with a card that never had a trial: only that card is attached
    const fresh = await pay(await checkoutPath(member), uniqueTestCard());
    expect(fresh.status).toBe(303);
    expect((await subscriptionOf(member)).status).toBe('trialing');
    const after = await cardsOf(member);
    expect(after.attached).toHaveLength(1);
    expect(after.default).toBe(after.attached[0]);
  });

  it('on /subscribe: the card form answers 409 with the charge, then takes it when confirmed', async () => {
    const third = await registerMember();
    const started = await api().post('/api/create-subscription').set(bearer(third.accessToken)).expect(200);
    const body = { clientSecret: started.body.clientSecret as string, cardNumber: card, expiry: '12/40', cvc: '123' };
    const told = await api().post('/api/local-payments/confirm').send(body).expect(409);
    expect(told.body).toMatchObject({ message: CHARGED_TODAY, cardHadTrial: true });
    expect(await planOf(third)).toBe('free');

    await api()
      .post('/api/local-payments/confirm')
      .send({ ...body, confirmCharge: true })
      .expect(200);
    await waitFor(async () => (await subscriptionOf(third)).status === 'active', { what: 'the confirmed charge' });
  });

  it('a new card is not asked: its trial starts', async () => {
    const fresh = await registerMember();
    const paid = await pay(await checkoutPath(fresh), uniqueTestCard());
    expect(paid.status).toBe(303);
    expect((await subscriptionOf(fresh)).status).toBe('trialing');
  });

  it('a declined card keeps the name, country and expiry, never the card number, and says what to do', async () => {
    const member = await registerMember();
    const declined = await pay(await checkoutPath(member), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined. Try another card, or call your bank.');
    expect(declined.text).toContain('value="Jo Citizen"');
    expect(declined.text).toContain('value="12/40"');
    expect(declined.text).toContain('name="country" value="AU"');
    expect(declined.text).toMatch(/<input name="cardNumber"/);
    expect(declined.text).not.toMatch(/<input name="cardNumber"[^>]*value=/);
    expect(declined.text).not.toMatch(/<input name="cvc"[^>]*value=/);
  });
});
