// The chaos soak's traffic (bench/chaos.bench.mjs): the soak's mix of member actions, each write
// remembered so that the end can check it is there exactly once. Requests go to either gateway
// instance, as a load balancer would send them: a refused connection (nothing was sent) is tried
// on the other instance, as an ingress retries it; anything else is what the member saw.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

const ip = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
const safeJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A route as the gateway's metrics name it: ids and query strings out. */
export const routeOf = (method, route) =>
  `${method} ${route.split('?')[0].replace(/\/(?=[^/]*\d)[0-9a-zA-Z_-]{16,}(?=\/|$)/g, '/:id')}`;

/** Calls the gateways; every answer is also passed to onAnswer(route, answer). */
export function client(gateways, onAnswer = () => undefined) {
  let turn = 0;
  async function once(base, method, route, { token, body, form }) {
    const headers = { 'x-forwarded-for': ip() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
    const res = await fetch(base + route, {
      method,
      headers,
      body: form ?? (typeof body === 'string' ? body : body ? JSON.stringify(body) : undefined),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? safeJson(text) : null, headers: res.headers };
  }
  return async function call(method, route, options = {}) {
    const started = Date.now();
    const first = turn++ % gateways.length;
    let last;
    for (let i = 0; i < gateways.length; i++) {
      try {
        const res = await once(gateways[(first + i) % gateways.length], method, route, options);
        const answer = { ...res, started, ms: Date.now() - started };
        onAnswer(routeOf(method, route), answer);
        return answer;
      } catch (err) {
        last = err;
        // refused: the instance is down and nothing reached it; the balancer tries the next one
        if (err?.cause?.code !== 'ECONNREFUSED') break;
      }
    }
    // no answer at all counts like a 5xx: the member saw nothing useful
    const answer = { status: 599, body: { message: String(last?.cause?.code ?? last) }, started, ms: Date.now() - started };
    onAnswer(routeOf(method, route), answer);
    return answer;
  };
}

/** Every item of a paged list (Link rel="next"), or throws. */
export async function everything(call, route, token) {
  const items = [];
  let next = `${route}${route.includes('?') ? '&' : '?'}limit=100`;
  for (let pages = 0; next && pages < 200; pages++) {
    const res = await call('GET', next, { token });
    if (res.status !== 200) throw new Error(`GET ${next}: ${res.status} ${JSON.stringify(res.body)}`);
    items.push(...(Array.isArray(res.body) ? res.body : (res.body.items ?? [])));
    const link = res.headers.get('link') ?? '';
    const m = /<([^>]+)>;\s*rel="next"/.exec(link);
    next = m ? m[1].replace(/^https?:\/\/[^/]+/, '') : null;
  }
  return items;
}

const QUERIES = [
  'a bold red for a barbecue',
  'crisp white for oysters',
  'something to go with Thai green curry',
  'sparkling for a birthday',
  'a cool-climate pinot under $40',
];
const CSV_HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';
export const csvOf = (names, quantity) =>
  [CSV_HEADER, ...names.map((n, i) => `${i},Red,2019,${n},,Shiraz,South Australia,${quantity},Rack 1,,$30.00,2026,2040`)].join(
    '\r\n',
  ) + '\r\n';

export async function bottlePhoto() {
  return sharp({ create: { width: 320, height: 420, channels: 3, background: '#f6f1e4' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="420"><text x="160" y="200" font-size="30" text-anchor="middle">CHAOS SHIRAZ 2019</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** Imports these names (quantity each); the answer of the confirm, or of the preview when it failed. */
export async function importRows(call, token, names, quantity) {
  const form = new FormData();
  form.append('file', new Blob([csvOf(names, quantity)], { type: 'text/csv' }), 'cellar.csv');
  const preview = await call('POST', '/api/cellar/import/preview', { token, form });
  if (preview.status !== 200 && preview.status !== 201) return { preview, confirm: null };
  const confirm = await call('POST', '/api/cellar/import', {
    token,
    body: { importId: preview.body.importId, lines: preview.body.rows.map((r) => r.line) },
  });
  return { preview, confirm };
}

/**
 * The member actions, by weight. `m` is a Premium member with bottles to open; `pools` holds the
 * Free uploaders, the accounts that upgrade, and what every write answered.
 */
export function actions(call, run, photo, pools) {
  const uploadForm = () => {
    const form = new FormData();
    form.append('wine_image', new Blob([photo], { type: 'image/png' }), 'bottle.png');
    return form;
  };
  const pickOf = (xs) => xs[Math.floor(Math.random() * xs.length)];
  return {
    async signIn(m) {
      const res = await call('POST', '/api/auth/login', { body: { email: m.email, password: m.password } });
      if (res.status === 200) m.token = res.body.accessToken;
      return res;
    },
    async signUp() {
      const email = `chaos-${run}-${randomUUID().slice(0, 8)}@example.com`;
      const password = `pw-${randomUUID()}`;
      const res = await call('POST', '/api/auth/register', { body: { email, password } });
      if (res.status === 201) pools.signedUp.push({ email, password });
      else if (res.status >= 500) pools.ambiguousSignUps.push({ email, password });
      return res;
    },
    recommend: (m) => call('POST', '/api/recommendations', { token: m.token, body: { query: pickOf(QUERIES) } }),
    async save(m) {
      const wineName = `Chaos ${run} ${randomUUID().slice(0, 8)}`;
      const res = await call('POST', '/api/cellar/save', {
        token: m.token,
        body: { wineName, wineType: 'Red', region: 'Barossa Valley', vintage: '2019', source: 'recommendation' },
      });
      if (res.status === 201) m.saved.add(wineName);
      else if (res.status >= 500) m.ambiguous.add(wineName);
      return res;
    },
    cellar: (m) => call('GET', '/api/cellar?limit=20', { token: m.token }),
    async open(m) {
      const bottle = m.bottles.find((b) => b.opened.length + b.ambiguous.length < 5);
      if (!bottle) return call('GET', '/api/cellar/tastings?limit=20', { token: m.token });
      const note = `chaos ${run} ${randomUUID().slice(0, 8)}`;
      const res = await call('POST', `/api/cellar/${bottle.id}/open`, { token: m.token, body: { date: '2026-11-20', note } });
      if (res.status === 200 || res.status === 201) bottle.opened.push(note);
      else if (res.status >= 500) bottle.ambiguous.push(note);
      return res;
    },
    async upload(m) {
      const res = await call('POST', '/api/upload/analyze?wait=0', { token: m.token, form: uploadForm() });
      if (res.status === 200 || res.status === 202) m.uploads.push(res.body.jobId ?? `done:${res.body.id}`);
      return res;
    },
    async freeUpload() {
      const u = pickOf(pools.free);
      const res = await call('POST', '/api/upload/analyze?wait=0', { token: u.token, form: uploadForm() });
      if (res.status === 200 || res.status === 202) u.uploads.push(res.body.jobId ?? `done:${res.body.id}`);
      else if (res.status === 403) u.refused++;
      return res;
    },
    async import(m) {
      const names = [0, 1].map(() => `Chaos ${run} import ${randomUUID().slice(0, 8)}`);
      const { preview, confirm } = await importRows(call, m.token, names, 2);
      if (!confirm) return preview;
      if (confirm.status === 200 || confirm.status === 201) m.imported.push(...names);
      else if (confirm.status >= 500) m.ambiguousImports.push(...names);
      return confirm;
    },
    async billing() {
      const u = pools.upgrading.find((x) => !x.busy && !x.subscribed && x.attempts < 3);
      if (!u) return call('GET', '/api/billing-info', { token: pickOf(pools.upgrading).token });
      u.busy = true;
      u.attempts++;
      try {
        const created = await call('POST', '/api/create-checkout-session', { token: u.token, body: { plan: 'monthly' } });
        if (created.status !== 200 || !created.body.url) return created;
        const page = new URL(created.body.url).pathname;
        const form = new URLSearchParams({ cardNumber: u.card, expiry: '12/40', cvc: '123', country: 'AU' }).toString();
        const paid = await call('POST', page, { body: form });
        if (paid.status !== 303) return paid;
        const success = await call('GET', `/api/checkout-success?session_id=${page.split('/').pop()}`, { token: u.token });
        if (success.status === 200) u.subscribed = true;
        return success;
      } finally {
        u.busy = false;
      }
    },
  };
}
