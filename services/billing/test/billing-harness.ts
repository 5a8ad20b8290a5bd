// Boots the billing service in this process on the test stack's FerretDB and Kafka, with the local
// payment provider on a clock the test moves. Its own database, and no Redis transport, so it never
// takes requests meant for the test system's billing process.
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Connection } from 'mongoose';
import { uniqueTestCard } from '../../../tests/support/cards';
import { TEST_STACK } from '../../../tests/support/system';
import { AppModule } from '../src/app.module';
import { BillingService } from '../src/billing/billing.service';
import { billingConfigSchema } from '../src/config';
import { BillingClock } from '../src/provider/local/billing-clock';
import { HostedPages } from '../src/provider/local/hosted-pages.service';
import type { StoredEvent } from '../src/provider/local/local-documents';
import { WebhookEvents } from '../src/provider/local/webhook-events';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/provider/payment-provider';
import type { SubscriptionRecord } from '../src/subscriptions/billing-records.schema';
import type { StripeFake } from './stripe-fake';

export const DAY = 86_400;
export const WEBHOOK_SECRET = 'whsec_lifecycle_test_secret';
export const newUser = () => `user-${randomUUID().slice(0, 8)}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The billing service in Stripe mode, in this process, with Stripe replaced at its HTTP boundary by
 * the started fake, whose events go to billing's webhook, signed. Its own database (`database`).
 */
export async function billingOnStripeFake(stripe: StripeFake, database: string): Promise<INestApplication> {
  const apiUrl = await stripe.start();
  const config = billingConfigSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    REDIS_URL: TEST_STACK.redisUrl,
    KAFKA_BROKERS: TEST_STACK.kafkaBrokers.join(','),
    MONGO_URL: TEST_STACK.mongoUrl(`${database}_${Date.now().toString(36)}`),
    BILLING_HTTP_PORT: '1', // listened on below, on a free port
    BILLING_HTTP_HOST: '127.0.0.1',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_URL: apiUrl,
  });
  const app = await NestFactory.create(AppModule.register(config), { rawBody: true, logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as net.AddressInfo;
  stripe.webhook = { url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET };
  return app;
}

export class TestClock {
  t = Math.floor(Date.now() / 1000);
  now = () => this.t;
  advanceDays(days: number) {
    this.t += Math.round(days * DAY);
  }
}

export interface BillingHarness {
  app: INestApplication;
  clock: TestClock;
  billing: BillingService;
  provider: PaymentProvider;
  /** The hosted checkout, portal and invoice pages, as the gateway asks for them. */
  pages: HostedPages;
  /** The provider's signed events: held back, replayed, flushed by the tests. */
  webhookEvents: WebhookEvents;
  connection: Connection;
  webhookUrl: string;
  record(userId: string): Promise<SubscriptionRecord | null>;
  publications(userId: string): Promise<{ plan: string }[]>;
  events(customerId: string): Promise<StoredEvent[]>;
  /** Checks out through the hosted page like a browser; returns the session id. */
  checkout(
    userId: string,
    card?: string,
    plan?: 'monthly' | 'yearly',
  ): Promise<{ sessionId: string; status: number; redirect?: string }>;
  /** Moves the clock, lets the provider catch up and waits for its webhooks. */
  advanceDays(days: number): Promise<void>;
  close(): Promise<void>;
}

/** `database`: another billing pod on the same store (and so the same local provider state). */
export async function startBilling(options: { database?: string } = {}): Promise<BillingHarness> {
  const port = await freePort();
  const config = billingConfigSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    REDIS_URL: TEST_STACK.redisUrl,
    KAFKA_BROKERS: TEST_STACK.kafkaBrokers.join(','),
    MONGO_URL: TEST_STACK.mongoUrl(options.database ?? `billing_lifecycle_${randomUUID().slice(0, 8)}`),
    BILLING_HTTP_PORT: String(port),
    BILLING_HTTP_HOST: '127.0.0.1',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const clock = new TestClock();
  const app = await NestFactory.create(AppModule.register(config, { clock }), { rawBody: true, logger: ['error'] });
  await app.listen(port, '127.0.0.1');
  const billing = app.get(BillingService);
  const provider = app.get<PaymentProvider>(PAYMENT_PROVIDER);
  const pages = app.get(HostedPages);
  const webhookEvents = app.get(WebhookEvents);
  const providerClock = app.get(BillingClock);
  const connection = app.get<Connection>(getConnectionToken());
  const emails = new Map<string, string>();

  const harness: BillingHarness = {
    app,
    clock,
    billing,
    provider,
    pages,
    webhookEvents,
    connection,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
    record: (userId) =>
      connection.collection<SubscriptionRecord>('subscriptions').findOne({ userId }) as Promise<SubscriptionRecord | null>,
    publications: (userId) => connection.collection<{ plan: string }>('plan_publications').find({ userId }).toArray(),
    events: async (customerId) => {
      const all = await webhookEvents.stored.find({}).toArray();
      return all.filter((e) => (e.data.object as { customer?: string }).customer === customerId).sort((a, b) => a.seq - b.seq);
    },
    async checkout(userId, card = uniqueTestCard(), plan = 'monthly') {
      const email = emails.get(userId) ?? `${userId}@example.com`;
      emails.set(userId, email);
      const session = await billing.createCheckoutSession({ userId, email, origin: 'http://app.test', plan, referred: false });
      const sessionId = new URL(session.url!).pathname.split('/').pop()!;
      const page = await pages.page('checkout', sessionId, { cardNumber: card, expiry: '12/40', cvc: '123' });
      await webhookEvents.flush();
      return { sessionId, status: page.status, redirect: page.redirect };
    },
    async advanceDays(days) {
      clock.advanceDays(days);
      await providerClock.advance();
      await webhookEvents.flush();
    },
    async close() {
      await webhookEvents.flush();
      await connection.dropDatabase().catch(() => undefined);
      await app.close();
    },
  };
  return harness;
}

/** The harness of one spec file: started before its tests, closed after them. */
export function billingForSuite(): BillingHarness {
  jest.setTimeout(120_000);
  const h = {} as BillingHarness;
  beforeAll(async () => {
    Object.assign(h, await startBilling());
  });
  afterAll(async () => {
    await h.close?.();
  });
  return h;
}

/** Posts one stored event to the webhook handler, signed like Stripe; returns the status and body. */
export async function deliver(h: BillingHarness, event: StoredEvent, signature?: string, payloadOverride?: string) {
  const signed = h.webhookEvents.signedDelivery(event);
  const res = await fetch(h.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature !== '' ? { 'stripe-signature': signature ?? signed.signature } : {}),
    },
    body: payloadOverride ?? signed.payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
