// A stateful stand-in for Stripe's HTTP API, for the flows stripe-mock cannot follow (it is
// stateless): customers, prices, Checkout in 'subscription' and 'setup' mode, SetupIntents, card
// payment methods with fingerprints (also created unattached, as Stripe.js does), subscriptions (with idempotency keys) and their invoices.
// Objects are trimmed to the fields the Stripe adapter reads, in Stripe's shapes (API "basil").
// The member's part of a hosted Checkout is `completeCheckout`; each completion is then told to
// billing as Stripe would, as a signed checkout.session.completed webhook.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };
type Form = Record<string, unknown>;

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`items[0][price]=…`) into nested objects; array indices stay keys. */
function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return out;
}
const list = (x: unknown): Form[] => (x && typeof x === 'object' ? (Object.values(x) as Form[]) : []);

export class StripeFake {
  private server?: http.Server;
  private seq = 0;
  readonly customers = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  private readonly idempotent = new Map<string, Obj>();
  /** every call made, as "METHOD /path": what the adapter asked Stripe to do */
  readonly calls: { method: string; path: string; form: Form }[] = [];
  /** where billing takes Stripe's events, and the secret they are signed with */
  webhook?: { url: string; secret: string };
  /** events kept back instead of sent (a webhook that comes late); `sendHeld` sends them */
  holdWebhooks = false;
  private readonly held: [string, Obj][] = [];

  /** where the started fake answers, as STRIPE_API_URL */
  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const form = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
        this.calls.push({ method: req.method ?? 'GET', path: url.pathname, form });
        const key = req.headers['idempotency-key'] as string | undefined;
        const seen = key && req.method === 'POST' ? this.idempotent.get(key) : undefined;
        const [status, answer] = seen ? [200, seen] : this.route(req.method ?? 'GET', url.pathname, form);
        if (key && status === 200 && req.method === 'POST') this.idempotent.set(key, answer as Obj);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The member on Stripe's Checkout page: enters the card and presses the button. */
  async completeCheckout(sessionId: string, cardNumber: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open session ${sessionId}`);
    const pm = this.card(session.customer as string, cardNumber);
    if (session.mode === 'setup') {
      const seti = this.add(this.setupIntents, 'seti', { object: 'setup_intent', status: 'succeeded', payment_method: pm.id });
      Object.assign(session, { status: 'complete', setup_intent: seti.id });
    } else {
      const price = list(session.line_items)[0].price as string;
      const sub = this.subscribe({ customer: session.customer, items: { 0: { price } }, default_payment_method: pm.id });
      Object.assign(session, { status: 'complete', subscription: sub.id });
    }
    await this.send('checkout.session.completed', session);
  }

  /** Paid invoices of a customer, in cents: what Stripe charged. */
  charged(customerId: string): number[] {
    return [...this.invoices.values()]
      .filter((i) => i.customer === customerId && i.status === 'paid' && (i.amount_paid as number) > 0)
      .map((i) => i.amount_paid as number);
  }

  private route(method: string, path: string, form: Form): [number, unknown] {
    const [, , resource, id, action] = path.split('/'); // /v1/<resource>/<id>/<action>
    const get = (map: Map<string, Obj>, key = id): [number, unknown] => {
      const found = map.get(key);
      return found ? [200, this.expand(found, form)] : missing(key);
    };
    if (resource === 'prices' && method === 'GET') {
      const keys = list(form.lookup_keys) as unknown as string[];
      return [
        200,
        this.list(
          '/v1/prices',
          [...this.prices.values()].filter((p) => keys.includes(p.lookup_key as string)),
        ),
      ];
    }
    if (resource === 'prices' && method === 'POST') {
      const recurring = form.recurring as Form;
      return [
        200,
        this.add(this.prices, 'price', { object: 'price', ...form, unit_amount: Number(form.unit_amount), recurring }),
      ];
    }
    if (resource === 'customers' && method === 'POST' && !id)
      return [
        200,
        this.add(this.customers, 'cus', { object: 'customer', ...form, invoice_settings: { default_payment_method: null } }),
      ];
    if (resource === 'customers' && method === 'GET') return get(this.customers);
    if (resource === 'checkout' && id === 'sessions') return this.checkout(method, action, form);
    if (resource === 'payment_methods' && method === 'GET') return get(this.paymentMethods);
    // Stripe.js's createPaymentMethod: a card of no customer yet
    if (resource === 'payment_methods' && method === 'POST' && !id) {
      const number = (form.card as Form | undefined)?.number;
      if (form.type !== 'card' || typeof number !== 'string')
        return [400, { error: { type: 'invalid_request_error', message: 'fake Stripe: type=card and card[number] required' } }];
      return [200, this.card(null, number)];
    }
    if (resource === 'setup_intents' && method === 'GET') return get(this.setupIntents);
    if (resource === 'subscriptions' && method === 'GET' && !id)
      return [200, this.list('/v1/subscriptions', this.byCustomer(this.subscriptions, form.customer))];
    if (resource === 'subscriptions' && method === 'POST' && !id) return [200, this.subscribe(form)];
    if (resource === 'subscriptions' && method === 'POST') {
      const sub = this.subscriptions.get(id);
      if (!sub) return missing(id);
      // trial_end=now ends the trial and charges the first period: the charge this flow must not make unasked
      if (form.trial_end === 'now') this.endTrialNow(sub);
      return [200, sub];
    }
    if (resource === 'invoices' && method === 'GET')
      return [200, this.list('/v1/invoices', this.byCustomer(this.invoices, form.customer))];
    return [404, { error: { type: 'invalid_request_error', message: `fake Stripe: no route ${method} ${path}` } }];
  }

  private checkout(method: string, id: string | undefined, form: Form): [number, unknown] {
    if (method === 'POST' && !id) {
      const session = this.add(this.sessions, 'cs_test', {
        object: 'checkout.session',
        status: 'open',
        subscription: null,
        setup_intent: null,
        ...form,
      });
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      return [200, session];
    }
    if (method === 'GET' && !id) return [200, this.list('/v1/checkout/sessions', [])];
    const session = id && this.sessions.get(id);
    return session ? [200, this.expand(session, form)] : missing(id ?? '');
  }

  private subscribe(form: Form): Obj {
    const customer = form.customer as string;
    const price = this.prices.get(list(form.items)[0].price as string)!;
    const trialDays = Number(form.trial_period_days) || 0;
    const start = now();
    const end = start + (trialDays ? trialDays * DAY : (price.recurring as Form).interval === 'year' ? 365 * DAY : 30 * DAY);
    const sub = this.add(this.subscriptions, 'sub', {
      object: 'subscription',
      customer,
      status: trialDays ? 'trialing' : 'active',
      created: start + this.seq, // strictly increasing: newest first is well defined
      cancel_at_period_end: false,
      pause_collection: null,
      pending_update: null,
      schedule: null,
      trial_end: trialDays ? end : null,
      default_payment_method: form.default_payment_method ?? null,
      metadata: form.metadata ?? {},
      items: { object: 'list', data: [{ id: `si_${++this.seq}`, current_period_start: start, current_period_end: end, price }] },
    });
    this.invoice(sub, trialDays ? 0 : (price.unit_amount as number));
    return sub;
  }

  private endTrialNow(sub: Obj) {
    if (sub.status !== 'trialing') return;
    const item = (sub.items as { data: Form[] }).data[0];
    const price = item.price as Obj;
    Object.assign(sub, { status: 'active', trial_end: now() });
    Object.assign(item, { current_period_start: now(), current_period_end: now() + 30 * DAY });
    this.invoice(sub, price.unit_amount as number);
  }

  private invoice(sub: Obj, cents: number) {
    const item = (sub.items as { data: Form[] }).data[0];
    this.add(this.invoices, 'in', {
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      status: 'paid',
      currency: 'aud',
      amount_due: cents,
      amount_paid: cents,
      created: now(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      hosted_invoice_url: null,
      invoice_pdf: null,
    });
  }

  /** A card payment method; the same number gives the same fingerprint on every customer, as Stripe's does. */
  private card(customer: string | null, number: string): Obj {
    const fingerprint = createHash('sha256').update(number).digest('hex').slice(0, 16);
    return this.add(this.paymentMethods, 'pm', {
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2040, fingerprint },
    });
  }

  async sendHeld(): Promise<void> {
    for (const [type, object] of this.held.splice(0)) await this.send(type, object);
  }

  private async send(type: string, object: Obj): Promise<void> {
    if (this.holdWebhooks) {
      this.held.push([type, structuredClone(object)]);
      return;
    }
    if (!this.webhook) return;
    const payload = JSON.stringify({ id: `evt_${++this.seq}`, object: 'event', type, created: now(), data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhook.secret });
    const res = await fetch(this.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!res.ok) throw new Error(`webhook ${type} answered ${res.status}`);
  }

  private expand(object: Obj, form: Form): Obj {
    const paths = list(form.expand) as unknown as string[];
    if (!paths.includes('setup_intent') || typeof object.setup_intent !== 'string') return object;
    return { ...object, setup_intent: this.setupIntents.get(object.setup_intent) };
  }

  private add(map: Map<string, Obj>, prefix: string, fields: Form): Obj {
    const id = `${prefix}_fake${++this.seq}`;
    const object = { ...fields, id } as Obj;
    map.set(id, object);
    return object;
  }

  private byCustomer(map: Map<string, Obj>, customer: unknown): Obj[] {
    return [...map.values()].filter((o) => o.customer === customer).reverse();
  }

  private list(url: string, data: Obj[]) {
    return { object: 'list', data, has_more: false, url };
  }
}

const missing = (id: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
];
