// @runs-alone: it measures the honest member's latency, which another suite running beside it would load
// Abuse: one member turns the cellar import into a weapon (huge previews over and over, confirms
// sent at once) while an honest member uses the product (docs/product-rules.md#cellar-import).
import { IMPORT_PREVIEW_EXPIRED_MESSAGE, type ImportPreview, type SavedWine } from '@wine/contracts';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, TEST_STACK, waitFor } from '../../support/system';
import { expectHonestMemberServed, whileHonestMemberCalls } from './honest-member';

const as = (me: TestAccount) => bearer(me.accessToken);
const HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume,Note';

/** A CellarTracker file of `rows` wines, each with a note of `noteLength` characters. */
function cellarFile(rows: number, noteLength: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `${i},Red,2018,Abuse Block ${i} Shiraz,Abuse Estate ${i},Shiraz,Barossa Valley,1,Rack,,30,,,${'n'.repeat(noteLength)}`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}

const preview = (me: TestAccount, csv: string) =>
  api()
    .post('/api/cellar/import/preview')
    .set(as(me))
    .attach('file', Buffer.from(csv), { filename: 'cellar.csv', contentType: 'text/csv' });

async function premiumMember(): Promise<TestAccount> {
  const me = await registerMember();
  await publishPlanChanged(me.userId, 'premium');
  await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(me))).status === 200, {
    what: 'the premium plan to reach the gateway',
  });
  return me;
}

async function redisMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)![1]);
}

describe('abuse: the cellar import', () => {
  let redis: Redis;
  let store: mongoose.Connection;

  beforeAll(async () => {
    redis = new Redis(TEST_STACK.redisUrl);
    store = await mongoose.createConnection(TEST_STACK.mongoUrl('cellar')).asPromise();
  });

  afterAll(async () => {
    redis?.disconnect();
    await store?.close();
    await closePlanEvents();
  });

  it('six previews of a 1.9 MB file add nothing to Redis and keep one preview for the member', async () => {
    const attacker = await premiumMember();
    const csv = cellarFile(2000, 900);
    expect(csv.length).toBeGreaterThan(1_900_000);
    const before = await redisMemory(redis);
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await preview(attacker, csv);
        expect(res.status).toBe(200);
        ids.push((res.body as ImportPreview).importId);
      }
      return ids;
    });
    const grown = (await redisMemory(redis)) - before;
    // today's code kept each preview in Redis for an hour: ~17 MB each
    expect(grown).toBeLessThan(8 * 1024 * 1024);
    // one preview for the member: its state in the store, its rows in one object
    expect(await store.collection('import_previews').countDocuments({ userId: attacker.userId })).toBe(1);
    // the earlier previews were replaced: confirming one finds nothing
    const stale = await api()
      .post('/api/cellar/import')
      .set(as(attacker))
      .send({ importId: attack[0], lines: [2] })
      .expect(404);
    expect(stale.body.message).toBe(IMPORT_PREVIEW_EXPIRED_MESSAGE);
    expectHonestMemberServed(honest);
  }, 240_000);

  it('eight confirms sent at once import the wines once, and each answers the same count', async () => {
    const attacker = await premiumMember();
    const body = (await preview(attacker, cellarFile(40, 20)).expect(200)).body as ImportPreview;
    const lines = body.rows.map((r) => r.line);
    const { attack, honest } = await whileHonestMemberCalls(() =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          api().post('/api/cellar/import').set(as(attacker)).send({ importId: body.importId, lines }),
        ),
      ),
    );
    expect(attack.map((r) => [r.status, r.body.imported])).toEqual(Array.from({ length: 8 }, () => [201, 40]));
    const cellar = await api().get('/api/cellar').set(as(attacker)).query({ limit: 100 }).expect(200);
    const wines = (cellar.body as SavedWine[]).filter((w) => w.source === 'imported');
    expect(wines).toHaveLength(40);
    expect(new Set(wines.map((w) => w.wineName)).size).toBe(40);
    expectHonestMemberServed(honest);
  }, 120_000);
});
