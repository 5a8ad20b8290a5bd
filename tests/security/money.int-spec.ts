// Money: nobody gets Premium without a confirmed card, one trial per person,
// deleted accounts are not charged, links never point at the caller's Host, hosted links expire.
import mongoose from 'mongoose';
import { bearer, registerMember, TestAccount } from '../support/accounts';
import { uniqueTestCard } from '../support/cards';
import { api, systemInfo, TEST_STACK, waitFor } from '../support/system';

async function planOf(account: TestAccount): Promise<string> {
  const res = await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
  return res.body.subscriptionPlan as string;
}

/** The local provider's hosted checkout, paid with `card`; answers the page the browser lands on. */
async function payAtCheckout(account: TestAccount, card: string): Promise<{ offeredTrial: string | null }> {
  const created = await api()
    .post('/api/create-checkout-session')
    .set(bearer(account.accessToken))
    .send({ plan: 'monthly' })
    .expect(200);
  const path = new URL(created.body.url as string).pathname;
  const page = await api().get(path).expect(200);
  const offeredTrial = /(\d+) days free/.exec(page.text)?.[1] ?? null;
  const paid = await api().post(path).type('form').send({ cardNumber: card, expiry: '12/40', cvc: '123', country: 'AU' });
  // a card that had its trial elsewhere is told what is charged today and confirms (docs/product-rules.md#trials)
  const confirmCard = /name="confirmCard" value="([^"]+)"/.exec(paid.text)?.[1];
  if (paid.status === 200 && confirmCard) await api().post(path).type('form').send({ confirmCard }).expect(303);
  else expect(paid.status).toBe(303);
  return { offeredTrial };
}

async function billingInfo(account: TestAccount) {
  return waitFor(
    async () => {
      const res = await api().get('/api/billing-info').set(bearer(account.accessToken));
      return res.status === 200 ? (res.body as { subscription: { status: string; trial_end: number | null } }) : null;
    },
    { what: 'billing info of a subscriber' },
  );
}

describe('money: Premium only for a confirmed card, one trial per person', () => {
  it('a trial started on /subscribe without a card is not Premium; the confirmed card makes it so', async () => {
    const member = await registerMember();
    const started = await api().post('/api/create-subscription').set(bearer(member.accessToken)).expect(200);
    expect(started.body.clientSecret).toMatch(/^seti_/);
    // the probe of the review: a trialing subscription with no payment method gave Premium at once
    await new Promise((r) => setTimeout(r, 1500));
    expect(await planOf(member)).toBe('free');
    await api().get('/api/billing-info').set(bearer(member.accessToken)).expect(403);

    await api()
      .post('/api/local-payments/confirm')
      .send({ clientSecret: started.body.clientSecret, cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123' })
      .expect(200);
    await waitFor(async () => (await planOf(member)) === 'premium', { what: 'Premium after the card is confirmed' });
    expect((await billingInfo(member)).subscription.status).toBe('trialing');
  });

  it('a second account paying with the same card gets no second trial: it is charged at once', async () => {
    const card = uniqueTestCard();
    const first = await registerMember();
    expect((await payAtCheckout(first, card)).offeredTrial).toBe('7');
    expect((await billingInfo(first)).subscription.status).toBe('trialing');

    const second = await registerMember();
    await payAtCheckout(second, card);
    await waitFor(async () => (await billingInfo(second)).subscription.status === 'active', {
      what: 'the second account charged without a trial',
    });
    // no trial runs: none was started (the member confirmed the charge first), or it ended at once
    expect((await billingInfo(second)).subscription.trial_end ?? 0).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it("a referred friend paying with the referrer's card is not rewarded with a trial", async () => {
    const card = uniqueTestCard();
    const referrer = await registerMember();
    await payAtCheckout(referrer, card);
    const code = await waitFor(async () => {
      const res = await api().get('/api/referral').set(bearer(referrer.accessToken));
      return res.status === 200 ? (res.body.code as string) : null;
    });
    const friend = await registerMember({ referralCode: code });
    expect((await payAtCheckout(friend, card)).offeredTrial).toBe('14');
    await waitFor(async () => (await billingInfo(friend)).subscription.status === 'active', {
      what: "the friend charged at once on the referrer's card",
    });
  });

  it('links back into the app come from PUBLIC_URL, never from the Host header', async () => {
    const member = await registerMember();
    const res = await api()
      .post('/api/create-checkout-session')
      .set(bearer(member.accessToken))
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ plan: 'yearly' })
      .expect(200);
    const url = new URL(res.body.url as string);
    expect(url.origin).toBe(new URL(systemInfo().url).origin);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it('deleting the account cancels the subscription at once and removes the customer details', async () => {
    const member = await registerMember();
    await payAtCheckout(member, uniqueTestCard());
    await waitFor(async () => (await planOf(member)) === 'premium', { what: 'Premium' });
    await api().delete('/api/auth/user').set(bearer(member.accessToken)).send({ password: member.password }).expect(204);

    const db = await mongoose.createConnection(TEST_STACK.mongoUrl('billing')).asPromise();
    try {
      const customer = await waitFor(
        async () => {
          const c = await db.collection('billing_customers').findOne({ userId: member.userId });
          return c && c.email === null ? c : null;
        },
        { what: "billing to forget the deleted account's e-mail", timeoutMs: 30_000 },
      );
      const subs = await db.collection('local_provider_subscriptions').find({ customer: customer.customerId }).toArray();
      expect(subs.length).toBeGreaterThan(0);
      expect(subs.map((s) => s.status)).toEqual(subs.map(() => 'canceled'));
      const providerCustomer = await db.collection('local_provider_customers').findOne({ _id: customer.customerId as never });
      expect(providerCustomer).toMatchObject({ email: '', address: null });
    } finally {
      await db.close();
    }
  });
});
