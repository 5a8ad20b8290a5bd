// @runs-alone: it measures the honest member's latency, which another suite running beside it would load
// Abuse: one member grows the tasting journal without bound (a burst of opens, a journal of
// thousands, notes of control characters) while an honest member uses the product
// (docs/product-rules.md#tasting-journal, #rate-limits; docs/architecture.md#paging).
import {
  PAGE_LIMIT_MESSAGE,
  TASTING_JOURNAL_FULL_MESSAGE,
  TASTING_NOTE_MAX,
  TASTINGS_PER_MEMBER_MAX,
  type SavedWine,
  type Tasting,
} from '@wine/contracts';
import mongoose from 'mongoose';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { api, TEST_STACK } from '../../support/system';
import { expectHonestMemberServed, whileHonestMemberCalls } from './honest-member';

const as = (me: TestAccount) => bearer(me.accessToken);
const DAY = '2026-03-01';

async function wineWithBottles(me: TestAccount, quantity: number): Promise<SavedWine> {
  const wine = (
    await api()
      .post('/api/cellar/save')
      .set(as(me))
      .send({
        wineName: 'Abuse Shiraz',
        wineType: 'Red Wine',
        region: 'Barossa Valley',
        vintage: '2018',
        source: 'recommendation',
      })
      .expect(201)
  ).body as SavedWine;
  await api().patch(`/api/cellar/${wine.id}`).set(as(me)).send({ quantity }).expect(200);
  return wine;
}

const open = (me: TestAccount, id: string, body: Record<string, unknown> = { date: DAY }) =>
  api().post(`/api/cellar/${id}/open`).set(as(me)).send(body);

describe('abuse: the tasting journal', () => {
  let store: mongoose.Connection;

  beforeAll(async () => {
    store = await mongoose.createConnection(TEST_STACK.mongoUrl('cellar')).asPromise();
  });

  afterAll(async () => {
    await store?.close();
  });

  // Seen in the full run: the burst's writes held the shared store for seconds and the honest
  // member's reads timed out (503); a member's writes now reach the services a few at a time.
  it('a burst of 200 opens: the write budget answers 429 past 30 at once (60 a minute); the honest member is served', async () => {
    const attacker = await registerMember();
    const wine = await wineWithBottles(attacker, 999);
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      const answers = await Promise.all(Array.from({ length: 200 }, () => open(attacker, wine.id)));
      return answers.map((r) => r.status);
    });
    const opened = attack.filter((s) => s === 201).length;
    // the save and the edit were writes too
    expect(opened).toBeLessThanOrEqual(28);
    // some opens went through (a failure prints every status the burst got)
    const statuses = attack.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
    expect({ someOpened: opened > 0, statuses }).toEqual({ someOpened: true, statuses: expect.any(Object) });
    expect(attack.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    const journal = await api().get('/api/cellar/tastings').set(as(attacker)).expect(200);
    expect(Number(journal.headers['x-total-count'])).toBe(opened);
    expectHonestMemberServed(honest);
  });

  it('a journal of thousands answers one page at a time, by cursor, each page small', async () => {
    const attacker = await registerMember();
    const wine = await wineWithBottles(attacker, 5);
    const note = 'x'.repeat(500);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await store.collection('tastings').insertMany(
      Array.from({ length: 1000 }, (_, i) => ({
        userId: attacker.userId,
        itemId: wine.id,
        itemKind: 'saved',
        wineName: 'Abuse Shiraz',
        vintage: '2018',
        date: new Date(base + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
        stars: null,
        points: null,
        note,
        occasion: '',
        withWhom: '',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      const seen = new Set<string>();
      let url: string | null = '/api/cellar/tastings?limit=100';
      const sizes: number[] = [];
      for (let page = 0; url && page < 5; page++) {
        const res: { text: string; body: Tasting[]; headers: Record<string, string> } = await api()
          .get(url)
          .set(as(attacker))
          .expect(200);
        sizes.push(res.text.length);
        for (const t of res.body) seen.add(t.id);
        url = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
        expect(res.headers['x-total-count']).toBe('1000');
      }
      const first = await api().get('/api/cellar/tastings').set(as(attacker)).expect(200);
      const ofItem = await api().get(`/api/cellar/${wine.id}/tastings`).set(as(attacker)).expect(200);
      return {
        seen: seen.size,
        sizes,
        first: first.body.length,
        ofItem: ofItem.body.length,
        ofItemTotal: ofItem.headers['x-total-count'],
      };
    });
    // five pages of 100, none twice; the default page is 50; no page near the transport's bound
    expect(attack.seen).toBe(500);
    expect(attack.first).toBe(50);
    expect(attack.ofItem).toBe(50);
    expect(attack.ofItemTotal).toBe('1000');
    expect(Math.max(...attack.sizes)).toBeLessThan(100_000);
    expectHonestMemberServed(honest);
  });

  it('refuses a page size over 100 and a forged cursor, naming the parameter', async () => {
    const me = await registerMember();
    const tooMany = await api().get('/api/cellar/tastings?limit=500').set(as(me)).expect(400);
    expect(tooMany.body.message).toBe(PAGE_LIMIT_MESSAGE);
    const forged = Buffer.from(JSON.stringify([{ $gt: '' }, 'x', 'y'])).toString('base64url');
    const bad = await api().get(`/api/cellar/tastings?cursor=${forged}`).set(as(me)).expect(400);
    expect(bad.body.message).toMatch(/^cursor /);
  });

  it('drops control characters from notes, refuses a note over the limit, and stops a full journal', async () => {
    const attacker = await registerMember();
    const wine = await wineWithBottles(attacker, 3);
    const control = await open(attacker, wine.id, { date: DAY, note: `Plum${'\u0001'.repeat(1000)} and spice` }).expect(201);
    expect(control.body.tasting.note).toBe('Plum and spice');
    const long = await open(attacker, wine.id, { date: DAY, note: 'x'.repeat(TASTING_NOTE_MAX + 1) }).expect(400);
    expect(long.body.message).toMatch(/note must be at most 2000 characters/);
    // the member's journal is full: the next open is refused and takes no bottle
    await store
      .collection('tasting_counts')
      .updateOne({ userId: attacker.userId }, { $set: { count: TASTINGS_PER_MEMBER_MAX } }, { upsert: true });
    const full = await open(attacker, wine.id).expect(409);
    expect(full.body.message).toBe(TASTING_JOURNAL_FULL_MESSAGE);
    const list = (await api().get('/api/cellar').set(as(attacker)).expect(200)).body as SavedWine[];
    expect(list.find((w) => w.id === wine.id)?.quantity).toBe(2);
  });
});
