// Billing pays before it gives (docs/product-rules.md#plans, #account-deletion-and-data-retention),
// against the local payment provider through the gateway: a card whose first charge fails gives no
// Premium, and a checkout opened before the account was deleted can no longer be paid.
import { bearer, registerMember, type TestAccount } from '../support/accounts';
import { MongoClient } from 'mongodb';
import { api, TEST_STACK, waitFor } from '../support/system';

const CHARGE_FAILS = '4000000000000341';
const as = (me: TestAccount) => bearer(me.accessToken);
const planOf = async (me: TestAccount) =>
  (await api().get('/api/auth/user').set(as(me)).expect(200)).body.subscriptionPlan as string;

async function openCheckout(me: TestAccount): Promise<string> {
  const created = await api().post('/api/create-checkout-session').set(as(me)).send({ plan: 'monthly' }).expect(200);
  return new URL(created.body.url as string).pathname;
}

const pay = (path: string, cardNumber: string) =>
  api().post(path).type('form').send({ cardNumber, expiry: '12/40', cvc: '123', country: 'AU' });

describe('billing pays before it gives', () => {
  it('a card that attaches and then never pays gives no Premium once its trial is used up', async () => {
    // the first account gets the card's one trial (a trial with a card is Premium)
    const first = await registerMember();
    const firstPath = await openCheckout(first);
    await pay(firstPath, CHARGE_FAILS);
    await api()
      .get(`/api/checkout-success?session_id=${firstPath.split('/').pop()}`)
      .set(as(first))
      .expect(200);

    // the second account: no trial for that card, the first charge fails, the subscription is past_due
    const second = await registerMember();
    const path = await openCheckout(second);
    const submitted = await pay(path, CHARGE_FAILS);
    // the card had its trial with the first account: the member is told what is charged today and
    // confirms before anything is charged (docs/product-rules.md#trials)
    expect(submitted.text).toContain('This card has already had a free trial');
    const confirmCard = /name="confirmCard" value="([^"]+)"/.exec(submitted.text)?.[1];
    expect(confirmCard).toBeDefined();
    const confirmed = await api().post(path).type('form').send({ confirmCard });
    expect([200, 303]).toContain(confirmed.status);
    await api()
      .get(`/api/checkout-success?session_id=${path.split('/').pop()}`)
      .set(as(second));
    // billing-info is for Premium members only, so the subscription is read from billing's own record
    const mongo = await MongoClient.connect(TEST_STACK.mongoUrl('billing'));
    try {
      const record = await waitFor(
        async () =>
          mongo
            .db()
            .collection('subscriptions')
            .findOne({ userId: second.userId, status: { $ne: null } }),
        { what: "the second account's subscription", timeoutMs: 20_000 },
      );
      expect(record.status).toBe('past_due');
      expect(record.plan).toBe('free');
    } finally {
      await mongo.close();
    }
    // the first account, whose trial ran with the card, is Premium: the flow itself works
    expect(await planOf(first)).toBe('premium');
    // give identity time to hear of any plan change, then look: still Free
    await new Promise((r) => setTimeout(r, 3000));
    expect(await planOf(second)).toBe('free');
  }, 60_000);

  it('deleting the account expires its open checkout: the hosted page answers 410 and cannot be paid', async () => {
    const me = await registerMember();
    const path = await openCheckout(me);
    await api().get(path).expect(200);
    await api().delete('/api/auth/user').set(as(me)).set('Cookie', me.refreshCookie).send({ password: me.password }).expect(204);
    await waitFor(async () => (await api().get(path)).status === 410, { timeoutMs: 30_000, what: 'the checkout to expire' });
    const paid = await pay(path, '4242424242424242');
    expect(paid.status).toBe(410);
  }, 60_000);
});
