// Billing calls through the gateway, on the test system's billing service and its local
// payment provider: hosted checkout on the app's origin, Premium through Kafka to identity.
import { bearer, registerMember, TestAccount } from '../../support/accounts';
import { uniqueTestCard } from '../../support/cards';
import { api, waitFor } from '../../support/system';

const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const BILLING_HTTP = `http://127.0.0.1:${18090 + SLOT * 100}`;

async function subscriptionPlan(account: TestAccount): Promise<string> {
  const res = await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
  return res.body.subscriptionPlan as string;
}

/** Goes through the local provider's hosted checkout like the browser does. */
async function upgrade(account: TestAccount, plan: 'monthly' | 'yearly' = 'monthly', card = uniqueTestCard(), trialDays = 7) {
  const created = await api().post('/api/create-checkout-session').set(bearer(account.accessToken)).send({ plan }).expect(200);
  expect(created.body).toMatchObject({
    hasActiveSubscription: false,
    url: expect.stringContaining('/api/local-payments/checkout/cs_'),
  });
  const path = new URL(created.body.url as string).pathname;
  const page = await api().get(path).expect(200);
  expect(page.text).toContain(`${trialDays} days free`);
  const submitted = await api().post(path).type('form').send({ cardNumber: card, expiry: '12/40', cvc: '123', country: 'AU' });
  return { path, sessionId: path.split('/').pop()!, submitted };
}

describe('billing routes through the gateway', () => {
  let member: TestAccount;

  beforeAll(async () => {
    member = await registerMember();
  });

  it('every billing route needs a signed-in user', async () => {
    await api().post('/api/create-checkout-session').send({ plan: 'monthly' }).expect(401);
    await api().get('/api/billing-info').expect(401);
    await api().post('/api/cancel-subscription').send({ cancelImmediately: false, reason: 'other' }).expect(401);
  });

  it('bad input is a 400 naming the field', async () => {
    const auth = bearer(member.accessToken);
    const plan = await api().post('/api/create-checkout-session').set(auth).send({ plan: 'weekly' }).expect(400);
    expect(plan.body.message).toBe("plan must be 'monthly' or 'yearly'");
    const newPlan = await api().post('/api/change-plan').set(auth).send({ newPlan: 'daily' }).expect(400);
    expect(newPlan.body.message).toBe("newPlan must be 'monthly' or 'yearly'");
    const reason = await api()
      .post('/api/cancel-subscription')
      .set(auth)
      .send({ cancelImmediately: false, reason: 'bored' })
      .expect(400);
    expect(reason.body.message).toMatch(/^reason must be one of too_expensive, not_using/);
    const address = await api()
      .post('/api/update-billing-address')
      .set(auth)
      .send({ address: { city: 'Melbourne' } })
      .expect(400);
    expect(address.body.message).toMatch(/address\.line1 is required/);
    await api().get('/api/checkout-success').set(auth).expect(400);
  });

  it('a Free user sees 403 on billing info and management calls, 409 on downgrade', async () => {
    const auth = bearer(member.accessToken);
    const info = await api().get('/api/billing-info').set(auth).expect(403);
    expect(info.body).toMatchObject({ upgrade: true });
    await api().post('/api/pause-subscription').set(auth).expect(403);
    const down = await api().post('/api/downgrade-to-free').set(auth).expect(409);
    expect(down.body.message).toBe('You are already on the Free plan.');
  });

  it('a declined card stays on the hosted page with the reason', async () => {
    const account = await registerMember();
    const { submitted } = await upgrade(account, 'monthly', '4000 0000 0000 0002');
    expect(submitted.status).toBe(402);
    expect(submitted.text).toContain('Your card was declined. Try another card, or call your bank.');
    expect(await subscriptionPlan(account)).toBe('free');
  });

  it('checkout → success → Premium; then the whole management journey', async () => {
    const auth = bearer(member.accessToken);
    const { sessionId, submitted } = await upgrade(member, 'monthly');
    expect(submitted.status).toBe(303);
    expect(submitted.headers.location).toMatch(new RegExp(`/checkout\\?session_id=${sessionId}&subscription=success$`));

    // someone else's session id is not theirs to confirm
    const stranger = await registerMember();
    await api().get(`/api/checkout-success?session_id=${sessionId}`).set(bearer(stranger.accessToken)).expect(404);

    const success = await api().get(`/api/checkout-success?session_id=${sessionId}`).set(auth).expect(200);
    expect(success.body.success).toBe(true);
    await waitFor(async () => (await subscriptionPlan(member)) === 'premium', { what: 'identity to say premium' });

    const again = await api().post('/api/create-checkout-session').set(auth).send({ plan: 'yearly' }).expect(200);
    expect(again.body).toEqual({ url: null, hasActiveSubscription: true, message: 'You already have an active subscription.' });
    const sub = await api().post('/api/create-subscription').set(auth).expect(200);
    expect(sub.body).toEqual({ clientSecret: null, message: 'Already subscribed' });

    const info = await api().get('/api/billing-info').set(auth).expect(200);
    expect(info.body.subscription).toMatchObject({
      plan: 'month',
      cancel_at_period_end: false,
      pause_collection: null,
      status: 'trialing',
    });
    expect(info.body.paymentMethod).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    expect(info.body.customer).toEqual({ address: null });

    await api()
      .post('/api/update-billing-address')
      .set(auth)
      .send({ address: { line1: '1 Collins St', line2: '', city: 'Melbourne', state: 'VIC', postal_code: '3000' } })
      .expect(200);
    const withAddress = await api().get('/api/billing-info').set(auth).expect(200);
    expect(withAddress.body.customer.address).toEqual({
      line1: '1 Collins St',
      line2: null,
      city: 'Melbourne',
      state: 'VIC',
      postal_code: '3000',
      country: 'AU',
    });

    const portal = await api().post('/api/create-portal-session').set(auth).expect(200);
    const portalPage = await api()
      .get(new URL(portal.body.url as string).pathname)
      .expect(200);
    expect(portalPage.text).toContain('VISA •••• 4242');

    await api().post('/api/pause-subscription').set(auth).expect(200);
    // docs/product-rules.md#subscription-controls: switch and cancel are disabled while paused
    expect((await api().post('/api/change-plan').set(auth).send({ newPlan: 'yearly' }).expect(409)).body.message).toMatch(
      /paused/,
    );
    expect(
      (await api().post('/api/cancel-subscription').set(auth).send({ cancelImmediately: false, reason: 'other' }).expect(409))
        .body.message,
    ).toMatch(/paused/);
    await api().post('/api/resume-subscription').set(auth).expect(200);

    const cancel = await api()
      .post('/api/cancel-subscription')
      .set(auth)
      .send({ cancelImmediately: false, reason: 'too_expensive' })
      .expect(200);
    expect(cancel.body.message).toMatch(/You keep Premium until then/);
    expect((await api().post('/api/pause-subscription').set(auth).expect(409)).body.message).toMatch(/Reactivate/);
    expect((await api().get('/api/billing-info').set(auth)).body.subscription.cancel_at_period_end).toBe(true);
    await api().post('/api/reactivate-subscription').set(auth).expect(200);

    const change = await api().post('/api/change-plan').set(auth).send({ newPlan: 'yearly' }).expect(200);
    expect(change.body.message).toBe('Switched to yearly billing. Nothing is charged today.');
    expect((await api().post('/api/change-plan').set(auth).send({ newPlan: 'yearly' }).expect(409)).body.message).toBe(
      'You are already on the yearly plan.',
    );

    await api().post('/api/downgrade-to-free').set(auth).expect(200);
    await waitFor(async () => (await subscriptionPlan(member)) === 'free', { what: 'identity to say free' });
    await api().get('/api/billing-info').set(auth).expect(403);
  });

  it('/subscribe starts the plan it is given: yearly is invoiced at the yearly price; a bad plan is a 400', async () => {
    const subscriber = await registerMember();
    const auth = bearer(subscriber.accessToken);
    const bad = await api().post('/api/create-subscription').set(auth).send({ plan: 'weekly' }).expect(400);
    expect(bad.body.message).toBe("plan must be 'monthly' or 'yearly'");
    // a trial already had (monthly, cancelled at once): the yearly subscription is paid today
    const { sessionId } = await upgrade(subscriber, 'monthly');
    await api().get(`/api/checkout-success?session_id=${sessionId}`).set(auth).expect(200);
    await api().post('/api/cancel-subscription').set(auth).send({ cancelImmediately: true, reason: 'other' }).expect(200);
    await waitFor(async () => (await subscriptionPlan(subscriber)) === 'free', { what: 'identity to say free' });

    const started = await api().post('/api/create-subscription').set(auth).send({ plan: 'yearly' }).expect(200);
    expect(started.body.clientSecret).toMatch(/^pi_/);
    await api()
      .post('/api/local-payments/confirm')
      .send({ clientSecret: started.body.clientSecret, cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123' })
      .expect(200);
    const info = await waitFor(
      async () => {
        const res = await api().get('/api/billing-info').set(auth);
        return res.status === 200 && res.body.invoices[0]?.status === 'paid' ? res.body : null;
      },
      { what: 'the yearly invoice paid' },
    );
    expect(info.subscription).toMatchObject({ plan: 'year', status: 'active' });
    expect(info.invoices[0]).toMatchObject({ amount: 4999, currency: 'aud', status: 'paid' });
  });

  it('the webhook endpoint refuses an unsigned or forged event', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { customer: 'cus_x' } },
    });
    const unsigned = await fetch(`${BILLING_HTTP}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${BILLING_HTTP}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`,
      },
      body,
    });
    expect(forged.status).toBe(400);
  });

  it('hosted pages of unknown sessions are a 404 page', async () => {
    const res = await api().get('/api/local-payments/checkout/cs_test_unknown').expect(404);
    expect(res.text).toContain('Checkout session not found');
    await api().get('/api/local-payments/receipts/x').expect(400);
  });
});

describe('referral trial (14 days for referred friends)', () => {
  /** The member's referral record; the code is issued by content when it handles the registration event. */
  async function referralOf(account: TestAccount) {
    let body: { code: string; referredBy: string | null; friendsReferred: number } | undefined;
    await waitFor(async () => {
      const res = await api().get('/api/referral').set(bearer(account.accessToken));
      if (res.status === 200) body = res.body;
      return res.status === 200;
    });
    return body!;
  }

  it('a friend who signs up with a member’s code gets 14 days; the member sees the friend counted', async () => {
    const member = await registerMember();
    const { code, referredBy, friendsReferred } = await referralOf(member);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect({ referredBy, friendsReferred }).toEqual({ referredBy: null, friendsReferred: 0 });

    const friend = await registerMember({ referralCode: code.toLowerCase() });
    await waitFor(async () => (await referralOf(friend)).referredBy === code);
    const { sessionId, submitted } = await upgrade(friend, 'monthly', uniqueTestCard(), 14);
    expect(submitted.status).toBe(303);
    const success = await api().get(`/api/checkout-success?session_id=${sessionId}`).set(bearer(friend.accessToken)).expect(200);
    expect(success.body).toEqual({
      success: true,
      trialDays: 14,
      message: "Your 14-day free trial has started. You'll be charged after the trial period.",
    });
    expect((await referralOf(member)).friendsReferred).toBe(1);
  });

  it('an unknown code keeps the sign-up and the standard trial; a malformed one is a 400', async () => {
    const bad = await api()
      .post('/api/auth/register')
      .send({ email: `ref-${Date.now()}@example.com`, password: 'Str0ng-password!', referralCode: 'nope' })
      .expect(400);
    expect(bad.body.message).toBe('referralCode must be 8 letters and digits from a referral link');

    const friend = await registerMember({ referralCode: 'ZZZZ2222' });
    const { referredBy } = await referralOf(friend);
    expect(referredBy).toBeNull();
    const { submitted } = await upgrade(friend);
    expect(submitted.status).toBe(303);
  });
});
