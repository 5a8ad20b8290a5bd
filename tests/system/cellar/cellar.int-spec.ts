import { DEFAULT_BOTTLE, PATTERNS, type SavedWine, type UploadAnalysis } from '@wine/contracts';
import { replyCacheKey } from '@wine/nest-common';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, TEST_STACK, waitFor } from '../../support/system';
import { CellarClient, PNG } from './cellar-client';

const wine = (n: number, extra: Record<string, unknown> = {}) => ({
  wineName: `Test Shiraz ${n}`,
  wineType: 'Red Wine',
  region: 'Barossa Valley',
  vintage: '2019',
  description: 'Dark fruit and spice.',
  priceRange: '$25-35',
  abv: '14.5%',
  rating: '4.5/5',
  source: 'recommendation',
  ...extra,
});

const save = (account: TestAccount, body: object) => api().post('/api/cellar/save').set(bearer(account.accessToken)).send(body);
const list = async (account: TestAccount): Promise<SavedWine[]> =>
  (await api().get('/api/cellar').set(bearer(account.accessToken)).expect(200)).body;
const uploads = async (account: TestAccount): Promise<UploadAnalysis[]> =>
  (await api().get('/api/uploads').set(bearer(account.accessToken)).expect(200)).body;
const usage = async (account: TestAccount) =>
  (await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200)).body.usage;

async function makePremium(account: TestAccount) {
  await publishPlanChanged(account.userId, 'premium');
  await waitFor(
    async () => (await api().get('/api/auth/user').set(bearer(account.accessToken))).body.subscriptionPlan === 'premium',
    { what: 'identity to say premium' },
  );
  // the cellar's own copy follows the same event
  await waitFor(async () => (await api().get('/api/cellar/analytics').set(bearer(account.accessToken))).status === 200, {
    what: 'the cellar to know the plan',
  });
}

describe('cellar', () => {
  const cellar = new CellarClient();

  afterAll(async () => {
    await cellar.close();
    await closePlanEvents();
  });

  describe('saved wines', () => {
    it('saves, lists newest first, deduplicates a catalogue wine and deletes', async () => {
      const me = await registerMember();
      const first = await save(me, wine(1, { catalogueWineId: 'penfolds-grange', unknownField: 'dropped' })).expect(201);
      // what was sent, without the unknown field, plus the record's own fields
      expect(first.body).toEqual({
        ...wine(1, { catalogueWineId: 'penfolds-grange' }),
        id: expect.any(String),
        createdAt: expect.any(String),
        ...DEFAULT_BOTTLE,
        // what the member may add later (docs/product-rules.md#finding-wines-in-the-cellar)
        grape: '',
        producer: '',
        yourWindow: null,
      });
      const again = await save(me, wine(1, { catalogueWineId: 'penfolds-grange' })).expect(200);
      expect(again.body.id).toBe(first.body.id);
      const second = await save(me, wine(2, { vintage: undefined })).expect(201);
      expect(second.body.vintage).toBeNull();

      expect((await list(me)).map((w) => w.id)).toEqual([second.body.id, first.body.id]);
      expect(await usage(me)).toEqual({ savedWines: 2, uploadedWines: 0 });

      await api().delete(`/api/cellar/${first.body.id}`).set(bearer(me.accessToken)).expect(204);
      await api().delete(`/api/cellar/${first.body.id}`).set(bearer(me.accessToken)).expect(404);
      expect((await list(me)).map((w) => w.id)).toEqual([second.body.id]);
    });

    it.each(['free', 'premium'])(
      'writes a %s save once when its request is delivered again after the reply was lost',
      async (plan) => {
        // what happens when an instance dies between writing and replying: another takes the same request
        const me = await registerMember();
        const redis = new Redis(TEST_STACK.redisUrl);
        const sub = new Redis(TEST_STACK.redisUrl);
        const replyTo = `rpc:reply:test:${randomUUID()}`;
        const replies: { id: string; response?: { wine: SavedWine; created: boolean } }[] = [];
        await sub.subscribe(replyTo);
        sub.on('message', (_c: string, m: string) => replies.push(JSON.parse(m) as (typeof replies)[number]));
        try {
          const request = {
            id: randomUUID(),
            pattern: PATTERNS.cellar.savedSave,
            data: { userId: me.userId, plan, wine: wine(7, { wineName: `Own blend ${randomUUID()}` }) },
            deadline: Date.now() + 20_000,
            replyTo,
          };
          const deliver = () => redis.xadd('rpc:cellar', '*', 'm', JSON.stringify(request));
          await deliver();
          await waitFor(async () => replies.length === 1, { what: 'the first reply' });
          // the reply never reached the cache (the instance died first): only the store remembers
          await redis.del(replyCacheKey('cellar', request.id));
          await deliver();
          await waitFor(async () => replies.length === 2, { what: 'the second reply' });
          expect(replies[1].response).toEqual(replies[0].response);
          expect(replies[0].response?.created).toBe(true);
          expect((await list(me)).filter((w) => w.wineName === request.data.wine.wineName)).toHaveLength(1);
          // a new request for the same wine of the user's own is a new save
          await save(me, request.data.wine).expect(201);
          expect((await list(me)).filter((w) => w.wineName === request.data.wine.wineName)).toHaveLength(2);
        } finally {
          sub.disconnect();
          redis.disconnect();
        }
      },
    );

    it('answers 400 naming the field for bad bodies, 404 for malformed ids', async () => {
      const me = await registerMember();
      const cases: [object, RegExp][] = [
        [{ ...wine(1), wineName: '' }, /wineName/],
        [{ ...wine(1), wineName: 'x'.repeat(201) }, /wineName must be at most 200/],
        [{ ...wine(1), description: 'x'.repeat(5001) }, /description must be at most 5000/],
        [{ ...wine(1), source: 'shop' }, /source/],
        [{ ...wine(1), abv: 14 }, /abv/],
        [{ ...wine(1), wineType: undefined }, /wineType is required/],
      ];
      for (const [body, message] of cases) {
        const res = await save(me, body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
      }
      for (const id of ['nonsense', '123', 'ffffffffffffffffffffffff', '%E2%82%AC']) {
        await api().delete(`/api/cellar/${id}`).set(bearer(me.accessToken)).expect(404);
        await api().put(`/api/uploads/${id}`).set(bearer(me.accessToken)).send({ wineName: 'x' }).expect(404);
        await api().delete(`/api/uploads/${id}`).set(bearer(me.accessToken)).expect(404);
        await api().get(`/api/uploads/${id}/image`).set(bearer(me.accessToken)).expect(404);
      }
      expect(await list(me)).toEqual([]);
    });

    it('needs a signed-in user on every route', async () => {
      for (const [method, path] of [
        ['get', '/api/cellar'],
        ['post', '/api/cellar/save'],
        ['delete', '/api/cellar/ffffffffffffffffffffffff'],
        ['get', '/api/cellar/analytics'],
        ['get', '/api/cellar/export'],
        ['get', '/api/uploads'],
        ['put', '/api/uploads/ffffffffffffffffffffffff'],
        ['delete', '/api/uploads/ffffffffffffffffffffffff'],
        ['get', '/api/uploads/ffffffffffffffffffffffff/image'],
      ] as const) {
        await api()[method](path).expect(401);
      }
    });

    it('holds the Free limit of 3 under 10 parallel saves', async () => {
      const me = await registerMember();
      await save(me, wine(1)).expect(201);
      await save(me, wine(2)).expect(201);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => save(me, wine(10 + i))));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      const refused = results.filter((r) => r.status === 403);
      expect(refused).toHaveLength(9);
      for (const r of refused) expect(r.body).toEqual({ statusCode: 403, message: 'Plan limit reached', currentCount: 3 });
      expect(await list(me)).toHaveLength(3);
      // removing one makes room for exactly one more
      await api()
        .delete(`/api/cellar/${(await list(me))[0].id}`)
        .set(bearer(me.accessToken))
        .expect(204);
      await save(me, wine(30)).expect(201);
      await save(me, wine(31)).expect(403);
    });

    it('lists every wine of parallel saves and deletes at once, with reads racing them', async () => {
      const me = await registerMember();
      await makePremium(me);
      const early = await Promise.all([1, 2, 3, 4].map((n) => save(me, wine(n)).expect(201)));
      const racing = await Promise.all([
        ...Array.from({ length: 16 }, (_, i) => save(me, wine(100 + i))),
        ...early.slice(0, 2).map((r) => api().delete(`/api/cellar/${r.body.id}`).set(bearer(me.accessToken))),
        ...Array.from({ length: 6 }, () => api().get('/api/cellar').set(bearer(me.accessToken))),
      ]);
      expect(racing.map((r) => r.status).sort()).toEqual([...Array(16).fill(201), ...Array(6).fill(200), 204, 204].sort());
      const saved = racing.slice(0, 16).map((r) => r.body.id as string);
      const expected = [...saved, early[2].body.id, early[3].body.id];
      // the very next read, no waiting: a list that lost a change would show it here
      const now = await list(me);
      expect(new Set(now.map((w) => w.id))).toEqual(new Set(expected));
      expect(now).toHaveLength(18);
      const times = now.map((w) => w.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });
  });

  describe('IDOR: a user reaches only their own records', () => {
    it('refuses another user on every route with 404 and shows them nothing', async () => {
      const owner = await registerMember();
      const other = await registerMember();
      const saved = (await save(owner, wine(1)).expect(201)).body as SavedWine;
      const upload = await cellar.seedUpload(owner.userId);

      expect(await list(other)).toEqual([]);
      expect(await uploads(other)).toEqual([]);
      await api().delete(`/api/cellar/${saved.id}`).set(bearer(other.accessToken)).expect(404);
      await api().put(`/api/uploads/${upload.id}`).set(bearer(other.accessToken)).send({ wineName: 'Mine now' }).expect(404);
      await api().delete(`/api/uploads/${upload.id}`).set(bearer(other.accessToken)).expect(404);
      await api().get(`/api/uploads/${upload.id}/image`).set(bearer(other.accessToken)).expect(404);
      const csv = await api().get('/api/cellar/export').set(bearer(other.accessToken)).expect(200);
      expect(csv.text).not.toContain('Test Shiraz');
      expect(await cellar.refusal(PATTERNS.cellar.uploadsGet, { userId: other.userId, id: upload.id })).toMatchObject({
        statusCode: 404,
      });

      // the owner still has everything
      expect((await list(owner)).map((w) => w.id)).toEqual([saved.id]);
      expect((await uploads(owner)).map((u) => u.id)).toEqual([upload.id]);
      expect(await cellar.photoExists(upload.photoKey)).toBe(true);
    });
  });

  describe('analysed bottles', () => {
    it('lists, streams the photo, edits and deletes with the photo', async () => {
      const me = await registerMember();
      const upload = await cellar.seedUpload(me.userId);
      const [listed] = await uploads(me);
      expect(listed).toMatchObject({
        id: upload.id,
        wineName: 'Penfolds Bin 389',
        vintage: '2019',
        optimalDrinkingStart: '2024',
        estimatedValue: '$90-110',
        imageUrl: `/api/uploads/${upload.id}/image`,
      });
      expect(listed).not.toHaveProperty('photoKey');

      const image = await api().get(listed.imageUrl).set(bearer(me.accessToken)).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

      const blank = await api().put(`/api/uploads/${upload.id}`).set(bearer(me.accessToken)).send({ wineName: '  ' }).expect(400);
      expect(blank.body.message).toMatch(/wineName/);
      await api().put(`/api/uploads/${upload.id}`).set(bearer(me.accessToken)).send({}).expect(400);
      const edited = await api()
        .put(`/api/uploads/${upload.id}`)
        .set(bearer(me.accessToken))
        .send({ wineName: 'Bin 389 Cabernet Shiraz', vintage: '', analysis: 'Edited notes', photoKey: 'uploads/x' })
        .expect(200);
      expect(edited.body).toMatchObject({
        wineName: 'Bin 389 Cabernet Shiraz',
        vintage: '',
        analysis: 'Edited notes',
        region: 'South Australia',
      });

      await api().delete(`/api/uploads/${upload.id}`).set(bearer(me.accessToken)).expect(204);
      expect(await uploads(me)).toEqual([]);
      expect(await cellar.photoExists(upload.photoKey)).toBe(false);
      await api().get(`/api/uploads/${upload.id}/image`).set(bearer(me.accessToken)).expect(404);
    });

    it('writes an analysis once per reservation', async () => {
      const me = await registerMember();
      const { reservationId } = await cellar.reserve(me.userId);
      const message = { userId: me.userId, reservationId, photoKey: `uploads/${me.userId}/p`, wineName: 'Grange' };
      const [a, b] = await Promise.all([
        cellar.send<UploadAnalysis>(PATTERNS.cellar.uploadCreate, message),
        cellar.send<UploadAnalysis>(PATTERNS.cellar.uploadCreate, message),
      ]);
      expect(b.id).toBe(a.id);
      expect(await uploads(me)).toHaveLength(1);
      expect(await usage(me)).toEqual({ savedWines: 0, uploadedWines: 1 });
      // another user's reservation id cannot be used
      const other = await registerMember();
      expect(await cellar.refusal(PATTERNS.cellar.uploadCreate, { ...message, userId: other.userId })).toMatchObject({
        statusCode: 404,
      });
    });
  });

  describe('monthly analysis quota (Australia/Melbourne)', () => {
    it('reserves at most 3 under parallel calls, and a release gives one back', async () => {
      const me = await registerMember();
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => cellar.reserve(me.userId)));
      const granted = results.filter((r) => r.status === 'fulfilled');
      expect(granted).toHaveLength(3);
      for (const r of results.filter((x) => x.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          statusCode: 403,
          message: 'Upload limit reached for this month. Upgrade to Premium for unlimited analyses.',
        });
      }
      expect((await usage(me)).uploadedWines).toBe(3);

      const { reservationId } = (granted[0] as PromiseFulfilledResult<{ reservationId: string }>).value;
      // released twice in parallel: one slot back, not two
      await Promise.all([
        cellar.send(PATTERNS.cellar.uploadRelease, { userId: me.userId, reservationId }),
        cellar.send(PATTERNS.cellar.uploadRelease, { userId: me.userId, reservationId }),
      ]);
      expect((await usage(me)).uploadedWines).toBe(2);
      const again = await Promise.allSettled([cellar.reserve(me.userId), cellar.reserve(me.userId)]);
      expect(again.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      // a released reservation cannot be written afterwards
      expect(
        await cellar.refusal(PATTERNS.cellar.uploadCreate, { userId: me.userId, reservationId, photoKey: 'k', wineName: 'x' }),
      ).toMatchObject({ statusCode: 409 });
      // another user cannot release it
      const other = await registerMember();
      expect(await cellar.refusal(PATTERNS.cellar.uploadRelease, { userId: other.userId, reservationId })).toMatchObject({
        statusCode: 404,
      });
    });

    it('starts a new month at midnight on the 1st in Melbourne', async () => {
      const me = await registerMember();
      // 31 Oct 2026 23:59:59 AEDT
      await cellar.setClock(me.userId, '2026-10-31T12:59:59.000Z');
      for (let i = 0; i < 3; i++) await cellar.reserve(me.userId);
      expect(await cellar.refusal(PATTERNS.cellar.uploadReserve, { userId: me.userId })).toMatchObject({ statusCode: 403 });
      expect((await usage(me)).uploadedWines).toBe(3);

      // 1 Nov 2026 00:00 AEDT: 13:00 UTC on 31 October
      await cellar.setClock(me.userId, '2026-10-31T13:00:00.000Z');
      expect((await usage(me)).uploadedWines).toBe(0);
      const { reservationId } = await cellar.reserve(me.userId);
      expect((await usage(me)).uploadedWines).toBe(1);
      // back in October the month is still full
      await cellar.setClock(me.userId, '2026-10-15T00:00:00.000Z');
      expect(await cellar.refusal(PATTERNS.cellar.uploadReserve, { userId: me.userId })).toMatchObject({ statusCode: 403 });
      await cellar.setClock(me.userId, null);
      expect(reservationId).toEqual(expect.any(String));
    });

    it('is unlimited for Premium', async () => {
      const me = await registerMember();
      await makePremium(me);
      const results = await Promise.all(Array.from({ length: 5 }, () => cellar.reserve(me.userId)));
      expect(new Set(results.map((r) => r.reservationId)).size).toBe(5);
    });
  });

  describe('plans', () => {
    it('lets Premium save without limit and see analytics; Free gets 403 with the upgrade flag', async () => {
      const me = await registerMember();
      const free = await api().get('/api/cellar/analytics').set(bearer(me.accessToken)).expect(403);
      expect(free.body).toEqual({ statusCode: 403, message: expect.any(String), upgrade: true });
      await makePremium(me);
      for (let i = 0; i < 5; i++)
        await save(me, wine(i, { wineType: i % 2 ? 'White Wine' : 'Red Wine', vintage: `${2015 + i}` })).expect(201);
      await cellar.seedUpload(me.userId, { estimatedValue: '', region: '' });
      const analytics = (await api().get('/api/cellar/analytics').set(bearer(me.accessToken)).expect(200)).body;
      expect(analytics.totals).toMatchObject({ bottles: 6, savedWines: 5, uploadedWines: 1, estimatedValue: 5 * 30 + 35 });
      expect(analytics.regions).toEqual([
        { region: 'Barossa Valley', count: 5, percentage: 83 },
        { region: 'Unknown Region', count: 1, percentage: 17 },
      ]);
    });

    it('keeps only the newest 3 saved wines and 2 uploads on downgrade, and restores all on upgrade', async () => {
      const me = await registerMember();
      await makePremium(me);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await save(me, wine(i, { catalogueWineId: `wine-${i}` })).expect(201)).body.id);
      const uploadIds: string[] = [];
      for (let i = 0; i < 4; i++) uploadIds.push((await cellar.seedUpload(me.userId, { wineName: `Upload ${i}` })).id);

      await publishPlanChanged(me.userId, 'free');
      await waitFor(async () => (await list(me)).length === 3, { what: 'the downgrade to hide saved wines' });
      expect((await list(me)).map((w) => w.id)).toEqual([ids[4], ids[3], ids[2]]);
      await waitFor(async () => (await uploads(me)).length === 2, { what: 'the downgrade to hide uploads' });
      expect((await uploads(me)).map((u) => u.id)).toEqual([uploadIds[3], uploadIds[2]]);
      expect((await usage(me)).savedWines).toBe(3);

      // hidden ones are out of reach; visible ones stay usable; the limit counts the visible ones
      await api().delete(`/api/cellar/${ids[0]}`).set(bearer(me.accessToken)).expect(404);
      await api().put(`/api/uploads/${uploadIds[0]}`).set(bearer(me.accessToken)).send({ wineName: 'x' }).expect(404);
      await api().get(`/api/uploads/${uploadIds[0]}/image`).set(bearer(me.accessToken)).expect(404);
      await api().put(`/api/uploads/${uploadIds[3]}`).set(bearer(me.accessToken)).send({ wineName: 'Still mine' }).expect(200);
      await save(me, wine(9)).expect(403);
      await api().delete(`/api/cellar/${ids[4]}`).set(bearer(me.accessToken)).expect(204);
      // a hidden catalogue wine may be saved again into the free slot
      const resaved = (await save(me, wine(0, { catalogueWineId: 'wine-0' })).expect(201)).body.id;
      await save(me, wine(10)).expect(403);

      await publishPlanChanged(me.userId, 'premium');
      await waitFor(async () => (await list(me)).length === 5, { what: 'the upgrade to restore saved wines' });
      expect((await list(me)).map((w) => w.id).sort()).toEqual([ids[0], ids[1], ids[2], ids[3], resaved].sort());
      await waitFor(async () => (await uploads(me)).length === 4, { what: 'the upgrade to restore uploads' });
    });

    it('applies a repeated plan event once and ignores an older one delivered late', async () => {
      const me = await registerMember();
      await makePremium(me);
      for (let i = 0; i < 4; i++) await save(me, wine(i)).expect(201);
      const { resendEvent } = await import('../../support/plan-events');
      const stale = await publishPlanChanged(me.userId, 'free');
      await waitFor(async () => (await list(me)).length === 3, { what: 'the downgrade' });
      await publishPlanChanged(me.userId, 'premium');
      await waitFor(async () => (await list(me)).length === 4, { what: 'the upgrade' });
      await resendEvent({ ...stale, eventId: `${stale.eventId}-late` });
      await resendEvent(stale);
      // a later event proves the stale ones were handled first (one partition per user)
      await publishPlanChanged(me.userId, 'premium');
      await new Promise((r) => setTimeout(r, 1500));
      expect(await list(me)).toHaveLength(4);
    });
  });

  describe('export', () => {
    it('downloads the visible cellar as CSV', async () => {
      const me = await registerMember();
      await save(me, wine(1, { wineName: 'Hill of Grace, "Old Vines"' })).expect(201);
      await cellar.seedUpload(me.userId);
      const res = await api().get('/api/cellar/export').set(bearer(me.accessToken)).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-cellar-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.text.replace('\uFEFF', '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Source,Wine Name,Wine Type,Region,Vintage,Price (AUD),ABV,Rating,Drink From,Drink Until,Notes,Added,Quantity,Purchase Price (AUD),Purchase Date,Location,Size (ml),Bottle Notes',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('"Hill of Grace, ""Old Vines"""');
      expect(lines[2]).toMatch(/^Analysed,Penfolds Bin 389,/);
      // the bottle columns: one 750 ml bottle, nothing else entered
      expect(lines[1]).toMatch(/,1,,,,750,$/);
    });
  });

  describe('account deletion', () => {
    it('purges saved wines, uploads, quota and photos, and a repeat is harmless', async () => {
      const me = await registerMember();
      await save(me, wine(1)).expect(201);
      const upload = await cellar.seedUpload(me.userId);
      // a photo whose analysis never finished
      const stray = `uploads/${me.userId}/unfinished`;
      await cellar.storage.putObject(TEST_STACK.bucket, stray, PNG, PNG.length);
      await cellar.reserve(me.userId);

      await api().delete('/api/auth/user').set(bearer(me.accessToken)).send({ password: me.password }).expect(204);

      const db = await mongoose.createConnection(TEST_STACK.mongoUrl('cellar')).asPromise();
      try {
        const left = async () => {
          let n = 0;
          for (const c of ['saved_wines', 'uploads', 'upload_reservations'])
            n += await db.collection(c).countDocuments({ userId: me.userId });
          return n;
        };
        await waitFor(async () => (await left()) === 0, { what: 'the cellar to purge the user', timeoutMs: 20_000 });
        expect(await cellar.photoExists(upload.photoKey)).toBe(false);
        expect(await cellar.photoExists(stray)).toBe(false);
        const objects: string[] = [];
        for await (const o of cellar.storage.listObjectsV2(TEST_STACK.bucket, `uploads/${me.userId}/`, true))
          objects.push(o.name);
        expect(objects).toEqual([]);
        // a repeated deletion event finds nothing to do and breaks nothing
        const { Kafka } = await import('kafkajs');
        const producer = new Kafka({ clientId: 'purge-repeat', brokers: TEST_STACK.kafkaBrokers }).producer();
        await producer.connect();
        await producer.send({
          topic: 'identity.user.deleted',
          messages: [
            {
              key: me.userId,
              value: JSON.stringify({
                eventId: `repeat-${me.userId}`,
                topic: 'identity.user.deleted',
                occurredAt: new Date().toISOString(),
                payload: { userId: me.userId },
              }),
            },
          ],
        });
        await producer.disconnect();
        const survivor = await registerMember();
        await save(survivor, wine(1)).expect(201);
        expect(await list(survivor)).toHaveLength(1);
      } finally {
        await db.close();
      }
    });
  });
});
