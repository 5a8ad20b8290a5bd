// /subscribe's in-page Stripe form asks whether a typed card would get the free trial before it
// confirms anything (docs/product-rules.md#trials). The answer comes from the trial records and
// records nothing; someone else's payment method tells nothing.
// Part one: the real billing service in Stripe mode, on the test stack's FerretDB and Kafka, with
// Stripe replaced at its HTTP boundary by the stateful fake (the browser's createPaymentMethod is a
// POST /v1/payment_methods to it). Part two: the gateway route on the running product (local provider).
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { RpcException } from '@nestjs/microservices';
import { MongoClient } from 'mongodb';
import type { Connection } from 'mongoose';
import { BillingService } from '../../../services/billing/src/billing/billing.service';
import { CardTrialCheck } from '../../../services/billing/src/billing/card-trial-check';
import { billingOnStripeFake, newUser } from '../../../services/billing/test/billing-harness';
import { StripeFake } from '../../../services/billing/test/stripe-fake';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { uniqueTestCard } from '../../support/cards';
import { api, TEST_STACK } from '../../support/system';

jest.setTimeout(120_000);

describe('Stripe: would this card get the trial?', () => {
  const stripe = new StripeFake();
  let app: INestApplication;
  let billing: BillingService;
  let cardTrials: CardTrialCheck;
  let connection: Connection;
  // a card whose trial went to the first member
  const usedCard = uniqueTestCard();
  let firstMember: string;

  beforeAll(async () => {
    app = await billingOnStripeFake(stripe, 'billing_card_check');
    billing = app.get(BillingService);
    cardTrials = app.get(CardTrialCheck);
    connection = app.get<Connection>(getConnectionToken());

    // the first member's trial on usedCard, through Stripe's setup-mode Checkout
    firstMember = newUser();
    const { url } = await billing.createCheckoutSession({
      userId: firstMember,
      email: `${firstMember}@example.com`,
      origin: 'http://app.test',
      plan: 'monthly',
      referred: false,
    });
    const sessionId = url!.split('/').pop()!;
    await stripe.completeCheckout(sessionId, usedCard);
    await expect(billing.checkoutSuccess({ userId: firstMember, sessionId })).resolves.toMatchObject({ success: true });
  });

  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await app?.close();
    await stripe.stop();
  });

  /** What Stripe.js's createPaymentMethod does in the browser: a card attached to no one. */
  async function typedCard(number: string): Promise<string> {
    const res = await fetch(`${stripe.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer pk_test_fake' },
      body: new URLSearchParams({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2040' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }

  /** Every trial record billing keeps: none may change on a check. */
  const trialRecords = async () =>
    Object.fromEntries(
      await Promise.all(
        ['trial_grants', 'card_owners', 'card_checks'].map(
          async (name) => [name, await connection.collection(name).find({}).toArray()] as const,
        ),
      ),
    );

  const statusOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 200;
    } catch (err) {
      return ((err as RpcException).getError() as { statusCode: number }).statusCode;
    }
  };

  it('a card that never had a trial: trial true, and nothing is recorded', async () => {
    const member = newUser();
    const before = await trialRecords();
    await expect(cardTrials.check({ userId: member, paymentMethodId: await typedCard(uniqueTestCard()) })).resolves.toEqual({
      trial: true,
    });
    expect(await trialRecords()).toEqual(before);
  });

  it('a card whose trial went to another account: trial false, and nothing is recorded or charged', async () => {
    const member = newUser();
    const before = await trialRecords();
    expect(before.trial_grants.length).toBeGreaterThan(0);
    await expect(cardTrials.check({ userId: member, paymentMethodId: await typedCard(usedCard) })).resolves.toEqual({
      trial: false,
    });
    expect(await trialRecords()).toEqual(before);
    expect(stripe.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions'))).toHaveLength(1);
  });

  it('the member whose trial it was is not told otherwise', async () => {
    await expect(cardTrials.check({ userId: firstMember, paymentMethodId: await typedCard(usedCard) })).resolves.toEqual({
      trial: true,
    });
  });

  it("another member's attached card, or an id Stripe does not know, answers 404", async () => {
    const attached = [...stripe.paymentMethods.values()].find((pm) => pm.customer);
    expect(attached).toBeDefined();
    expect(await statusOf(cardTrials.check({ userId: newUser(), paymentMethodId: attached!.id }))).toBe(404);
    expect(await statusOf(cardTrials.check({ userId: newUser(), paymentMethodId: 'pm_nosuchcard' }))).toBe(404);
  });
});

describe('POST /api/billing/card-trial-check through the gateway', () => {
  const check = (account: TestAccount | null, body: unknown) => {
    const req = api().post('/api/billing/card-trial-check');
    return (account ? req.set(bearer(account.accessToken)) : req).send(body as object);
  };

  // the local provider's record of the cards attached to a member's customer
  async function cardOf(account: TestAccount): Promise<string> {
    const mongo = await MongoClient.connect(TEST_STACK.mongoUrl('billing'));
    try {
      const db = mongo.db();
      const customer = await db.collection('local_provider_customers').findOne({ 'metadata.userId': account.userId });
      const card = await db.collection('local_provider_payment_methods').findOne({ customer: customer!._id });
      return String(card!._id);
    } finally {
      await mongo.close();
    }
  }

  it('signed in only, and a body without a payment method id is refused naming the field', async () => {
    const member = await registerMember();
    await check(null, { paymentMethodId: 'pm_abc' }).expect(401);
    expect((await check(member, {}).expect(400)).body.message).toMatch(/paymentMethodId/);
    expect((await check(member, { paymentMethodId: 'seti_123' }).expect(400)).body.message).toMatch(/paymentMethodId/);
    expect((await check(member, { paymentMethodId: 'pm_nosuchcard' }).expect(404)).body.message).toBe('Payment method not found');
  });

  it("a member's own card answers; another member's card answers 404 and tells nothing", async () => {
    const owner = await registerMember();
    const started = await api().post('/api/create-subscription').set(bearer(owner.accessToken)).expect(200);
    await api()
      .post('/api/local-payments/confirm')
      .send({ clientSecret: started.body.clientSecret as string, cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123' })
      .expect(200);
    const card = await cardOf(owner);
    expect((await check(owner, { paymentMethodId: card }).expect(200)).body).toEqual({ trial: true });

    const stranger = await registerMember();
    const refused = await check(stranger, { paymentMethodId: card }).expect(404);
    expect(refused.body).not.toHaveProperty('trial');
  });
});
