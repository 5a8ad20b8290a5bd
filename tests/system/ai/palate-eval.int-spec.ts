// The palate eval's first case (tests/eval/recommendations/palate.json) through the gateway, with the
// real cellar, ai service and embeddings: a Premium user who saved and rated five cool-climate Pinot
// Noirs and thumbed down two big Barossa Shirazes asks "a red for dinner"; prints the share of
// lighter reds before (a user with no history) and after.
import fs from 'node:fs';
import path from 'node:path';
import { WINES } from '@wine/wine-knowledge';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { closePlanEvents, publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';

interface PalateCase {
  query: string;
  thumbs: { wineId: string; signal: 'up' | 'down' }[];
  cellar: { wineId: string; ratings: number[] }[];
  expect: { lighterShare?: number };
}
const EVAL = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../tests/eval/recommendations/palate.json'), 'utf8')) as {
  cases: PalateCase[];
};
const BY_ID = new Map(WINES.map((w) => [w.id, w]));
const lighterShare = (ids: string[]) =>
  ids.filter((id) => BY_ID.get(id)!.wineType === 'Red Wine' && BY_ID.get(id)!.structure.body <= 3).length / ids.length;

async function premiumMember(): Promise<TestAccount> {
  const user = await registerMember();
  await publishPlanChanged(user.userId, 'premium');
  await waitFor(
    async () => (await api().get('/api/auth/user').set(bearer(user.accessToken))).body.subscriptionPlan === 'premium',
    {
      what: 'the plan change',
    },
  );
  return user;
}

describe('palate eval through the gateway', () => {
  afterAll(() => closePlanEvents());

  it('turns "a red for dinner" towards lighter reds for the Pinot lover', async () => {
    const c = EVAL.cases.find((x) => x.expect.lighterShare !== undefined)!;
    const [fresh, lover] = await Promise.all([premiumMember(), premiumMember()]);
    const auth = bearer(lover.accessToken);
    for (const wine of c.cellar) {
      const w = BY_ID.get(wine.wineId)!;
      const saved = await api()
        .post('/api/cellar/save')
        .set(auth)
        .send({ wineName: `${w.producer} ${w.wineName}`, wineType: w.wineType, source: 'recommendation', catalogueWineId: w.id })
        .expect(201);
      for (const stars of wine.ratings)
        await api().post(`/api/cellar/${saved.body.id}/open`).set(auth).send({ date: '2026-02-01', stars }).expect(201);
    }
    for (const t of c.thumbs) await api().put('/api/recommendations/feedback').set(auth).send(t).expect(200);

    const ask = async (user: TestAccount) =>
      (await api().post('/api/recommendations').set(bearer(user.accessToken)).send({ query: c.query }).expect(200)).body
        .recommendations as { id: string; signals: string[] }[];
    const before = await ask(fresh);
    const after = await ask(lover);
    const share = { before: lighterShare(before.map((w) => w.id)), after: lighterShare(after.map((w) => w.id)) };
    console.log(
      `palate eval through the gateway "${c.query}": lighter reds ${(share.before * 100).toFixed(0)}% → ${(share.after * 100).toFixed(0)}%`,
    );
    expect(after).toHaveLength(6);
    expect(share.after).toBeGreaterThanOrEqual(c.expect.lighterShare!);
    expect(share.after).toBeGreaterThan(share.before);
    expect(after.flatMap((w) => w.signals)).toEqual(expect.arrayContaining([expect.stringMatching(/^you (rated|liked) /)]));
  });
});
