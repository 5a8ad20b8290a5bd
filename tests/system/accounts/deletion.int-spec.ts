// @runs-alone: it scans every database, bucket and Redis key, and waits on every service's purge
// An erased account leaves nothing behind (docs/product-rules.md#account-deletion-and-data-retention):
// a member who used every feature deletes the account, then every database, every bucket and every
// Redis key of the test system is scanned for them. Only payment records may stay (7 years), and
// those without the e-mail or name. Every service's deletion handler is needed for this to pass.
import { randomUUID } from 'node:crypto';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { uniqueTestCard } from '../../support/cards';
import { findLeftovers, type Leftover } from '../../support/leftovers';
import { api, waitFor } from '../../support/system';
import { renderFoodMenu, renderWineList } from '../ai/premium-ai-menus';
import { renderLabel } from '../ai/rendered-label';

const as = (me: TestAccount) => bearer(me.accessToken);
/** Any 2xx: this suite is about what stays after deletion, the features' own suites check their answers. */
const ok = (res: { status: number; body: unknown }) => {
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
};

// Billing keeps the payment records for 7 years, by user id (docs/product-rules.md#account-deletion-and-data-retention):
// the customer mapping, the subscription, plan publications, trial and card records, and the local
// provider's own records (Stripe's, in production). They may name the user id, never the e-mail or the name.
const PAYMENT_RECORDS =
  /^billing\.(billing_customers|subscriptions|invoices|plan_publications|trial_grants|card_owners|local_provider_\w+)\//;
// Redis keys that only count or refuse (rate limits, the deleted account's token refusal) may stay
// until they expire on their own, within the hour.
const SELF_EXPIRING = /^(ratelimit:|auth:revoked-user:)/;
const HOUR = 3600;

/** Sends again while the answer is 503 (a busy reader), then wants a 2xx. */
async function untilNotBusy(send: () => PromiseLike<{ status: number; body: unknown }>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    if (res.status !== 503 || attempt === 10) return ok(res);
    await new Promise((r) => setTimeout(r, 3000));
  }
}

async function subscribe(me: TestAccount): Promise<void> {
  const created = await api().post('/api/create-checkout-session').set(as(me)).send({ plan: 'monthly' }).expect(ok);
  const path = new URL(created.body.url as string).pathname;
  await api().post(path).type('form').send({ cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123', country: 'AU' });
  await api()
    .get(`/api/checkout-success?session_id=${path.split('/').pop()}`)
    .set(as(me))
    .expect(ok);
  await waitFor(async () => (await api().get('/api/auth/user').set(as(me))).body.subscriptionPlan === 'premium', {
    timeoutMs: 30_000,
    what: 'Premium from the subscription',
  });
}

async function analysedBottle(me: TestAccount): Promise<string[]> {
  const { image } = await renderLabel('sa-penfolds-bin-28-shiraz');
  const started = await api().post('/api/upload/analyze').set(as(me)).attach('wine_image', image, 'bottle.png').expect(ok);
  // 200 with the analysis when it is quick, otherwise 202 and a job to follow
  if (started.status === 200) return [started.body.id, started.body.photoId];
  const jobId = started.body.jobId as string;
  const done = await waitFor(
    async () => {
      const s = (await api().get(`/api/upload/analyze/${jobId}`).set(as(me)).expect(200)).body;
      return s.state !== 'queued' && s;
    },
    { timeoutMs: 120_000, intervalMs: 500, what: 'the bottle analysis' },
  );
  expect(done.state).toBe('done');
  return [jobId, done.result?.id, done.result?.photoId];
}

/** Everything a member can leave in the product; answers the ids of what they made. */
async function useEveryFeature(me: TestAccount): Promise<string[]> {
  const ids: string[] = [];
  await subscribe(me);
  // searches and thumbs (ai)
  await api().post('/api/recommendations').set(as(me)).send({ query: 'a cool-climate pinot for a quiet dinner' }).expect(ok);
  await api()
    .put('/api/recommendations/feedback')
    .set(as(me))
    .send({ wineId: 'vic-coldstream-hills-pinot-noir', signal: 'up' })
    .expect(ok);
  // a save, its bottles and a tasting (cellar)
  const saved = await api()
    .post('/api/cellar/save')
    .set(as(me))
    .send({
      wineName: `Leftover Check Shiraz ${me.userId}`,
      wineType: 'Red Wine',
      region: 'Barossa Valley',
      vintage: '2019',
      source: 'recommendation',
    })
    .expect(ok);
  ids.push(saved.body.id);
  await api().patch(`/api/cellar/${saved.body.id}`).set(as(me)).send({ quantity: 3, location: 'Rack B' }).expect(ok);
  await api()
    .post(`/api/cellar/${saved.body.id}/open`)
    .set(as(me))
    .send({ date: '2026-11-02', points: 93, notes: 'Plum and pepper' })
    .expect(ok);
  // an import (preview then confirm)
  const csv =
    'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume\r\n1,Red,2016,Penfolds Grange,Penfolds,Shiraz,South Australia,2,Shed,,900,2030,2060\r\n';
  const preview = await api()
    .post('/api/cellar/import/preview')
    .set(as(me))
    .attach('file', Buffer.from(csv), { filename: 'cellar.csv', contentType: 'text/csv' })
    .expect(ok);
  ids.push(preview.body.importId);
  await api()
    .post('/api/cellar/import')
    .set(as(me))
    .send({ importId: preview.body.importId, lines: [2] })
    .expect(ok);
  // a dinner party planned and its bottle opened (ai, cellar: the opening's answer is kept in Redis for a day)
  const dinner = await api()
    .post('/api/cellar/plan-dinner')
    .set(as(me))
    .send({ courses: ['roast lamb'], guests: 2 })
    .expect(ok);
  ids.push(dinner.body.planId);
  await api()
    .post(`/api/cellar/plan-dinner/${dinner.body.planId}/open`)
    .set(as(me))
    .send({ date: '2026-11-02', bottles: [{ cellarItemId: saved.body.id, count: 1, course: 'roast lamb' }] })
    .expect(ok);
  // a bottle photo analysed: upload, photo record, thumbnail, analysis job (ai, ai-worker, cellar)
  ids.push(...(await analysedBottle(me)));
  // meal, food-menu and wine-list photos (Premium); the menu reader may be busy on a loaded machine
  const [menu, wineList] = await Promise.all([renderFoodMenu(), renderWineList()]);
  for (const analysisType of ['meal', 'menu'])
    await untilNotBusy(() =>
      api().post('/api/analyze-meal-pairing').set(as(me)).attach('image', menu, 'menu.png').field('analysisType', analysisType),
    );
  await untilNotBusy(() =>
    api().post('/api/analyze-wine-menu').set(as(me)).attach('image', wineList, 'list.png').field('question', 'Best value red?'),
  );
  // the monthly reminder
  await api().put('/api/account/notifications').set(as(me)).send({ drinkingReminder: true }).expect(ok);
  return ids.filter(Boolean);
}

const shown = (found: Leftover[]) => found.map((l) => `${l.store} ${l.where} (${l.found})`);

describe('account deletion reaches every store', () => {
  it('leaves nothing of a member who used every feature, except payment records without their e-mail or name', async () => {
    const referrer = await registerMember();
    const code = await waitFor(async () => (await api().get('/api/referral').set(as(referrer))).body.code as string, {
      what: "the referrer's code",
    });
    const firstName = `Erin${randomUUID().slice(0, 8)}`;
    const me = await registerMember({ firstName, referralCode: code });
    const ids = await useEveryFeature(me);

    const personal = [me.email, firstName];
    const needles = [me.userId, ...personal, ...ids];
    // what we look for is there before the deletion: the scan can find it
    const before = await findLeftovers(needles);
    for (const store of ['mongo', 'minio', 'redis']) expect(before.some((l) => l.store === store)).toBe(true);
    expect(before.some((l) => l.where.startsWith('ai.photos/'))).toBe(true);
    expect(before.some((l) => l.where.startsWith('photos/thumbnails/'))).toBe(true);

    await api().delete('/api/auth/user').set(as(me)).set('Cookie', me.refreshCookie).send({ password: me.password }).expect(204);

    const allowed = (l: Leftover) =>
      l.store === 'redis'
        ? SELF_EXPIRING.test(l.where) && l.ttlSeconds! > 0 && l.ttlSeconds! <= HOUR
        : PAYMENT_RECORDS.test(l.where) && !personal.includes(l.found);
    const notAllowed = (l: Leftover) => !allowed(l);
    let left: Leftover[] = [];
    try {
      await waitFor(async () => (left = (await findLeftovers(needles)).filter(notAllowed)).length === 0, {
        timeoutMs: 45_000,
        intervalMs: 2000,
        what: 'every store to forget the member',
      });
    } catch {
      // the assertion below names what stayed
    }
    expect(shown(left)).toEqual([]);
    // the payment records are still there (7 years), by user id only
    const kept = (await findLeftovers([me.userId])).filter((l) => PAYMENT_RECORDS.test(l.where));
    expect(kept.length).toBeGreaterThan(0);
  }, 300_000);
});
