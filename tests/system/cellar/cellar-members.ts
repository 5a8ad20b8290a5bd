import type { SavedWine } from '@wine/contracts';
import { bearer, registerMember, type TestAccount } from '../../support/accounts';
import { publishPlanChanged } from '../../support/plan-events';
import { api, waitFor } from '../../support/system';

// Members and their bottles for the cellar suites: a Premium member (the plan reaches the gateway
// as billing would send it) and a wine kept with its bottles, as the cellar page does.

export const as = (me: TestAccount) => bearer(me.accessToken);

export async function premiumMember(): Promise<TestAccount> {
  const me = await registerMember();
  await publishPlanChanged(me.userId, 'premium');
  await waitFor(async () => (await api().get('/api/cellar/analytics').set(as(me))).status === 200, {
    what: 'the premium plan to reach the gateway',
  });
  return me;
}

export interface Bottle {
  catalogueWineId: string | null;
  wineName: string;
  wineType: string;
  region: string;
  vintage: string | null;
  quantity: number;
  location?: string;
  size?: number;
}

/** Saves a wine and sets its bottles. */
export async function keep(me: TestAccount, b: Bottle): Promise<SavedWine> {
  const saved = await api()
    .post('/api/cellar/save')
    .set(as(me))
    .send({
      wineName: b.wineName,
      wineType: b.wineType,
      region: b.region,
      vintage: b.vintage,
      source: 'recommendation',
      catalogueWineId: b.catalogueWineId,
    })
    .expect(201);
  const bottles = await api()
    .patch(`/api/cellar/${saved.body.id}`)
    .set(as(me))
    .send({ quantity: b.quantity, location: b.location ?? '', ...(b.size ? { size: b.size } : {}) })
    .expect(200);
  return { ...(saved.body as SavedWine), ...(bottles.body as object) } as SavedWine;
}
