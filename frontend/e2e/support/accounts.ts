// The e2e tier's accounts: members registered through the real API, seeded wines, and Premium by a
// real billing event.
import { expect, type APIRequestContext } from '@playwright/test';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { newAccount } from '../pages/auth-dialogs';

// The test system's Kafka for this slot (infra/local/stack.mjs: 29092 + 100 per WINE_TEST_SLOT).
const KAFKA = `127.0.0.1:${29092 + Number(process.env.WINE_TEST_SLOT || 0) * 100}`;

export interface Member {
  userId: string;
  accessToken: string;
  email: string;
  password: string;
}

/** A signed-in adult (the refresh cookie lands in the page's cookie jar) and a token for seeding. */
export async function registerMember(request: APIRequestContext): Promise<Member> {
  const account = newAccount();
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  const { accessToken, user } = (await response.json()) as { accessToken: string; user: { id: string } };
  const setup = await request.post('/api/profile/setup', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { dateOfBirth: '1985-07-04', wineExperienceLevel: null, preferredWineTypes: null, budgetRange: null, location: null },
  });
  expect(setup.ok()).toBe(true);
  return { userId: user.id, accessToken, email: account.email, password: account.password };
}

export const SAMPLE_WINES = [
  {
    wineName: 'Henschke Keyneton Euphonium',
    wineType: 'Red Wine',
    region: 'Eden Valley',
    vintage: '2018',
    priceRange: '$60-75',
    abv: '14.5%',
    rating: '4.6/5',
  },
  {
    wineName: 'Leeuwin Estate Art Series Chardonnay',
    wineType: 'White Wine',
    region: 'Margaret River',
    vintage: '2021',
    priceRange: '$120-140',
    abv: '13.5%',
    rating: '4.8/5',
  },
  {
    wineName: 'Yarra Yering Dry Red No. 1',
    wineType: 'Red Wine',
    region: 'Yarra Valley',
    vintage: '2023',
    priceRange: '$100-120',
    abv: '13.5%',
    rating: '4.7/5',
  },
  {
    wineName: 'Turkey Flat Rosé',
    wineType: 'Rosé Wine',
    region: 'Barossa Valley',
    vintage: '2025',
    priceRange: '$20-25',
    abv: '12.5%',
    rating: '4.2/5',
  },
];

export async function saveWines(request: APIRequestContext, member: Pick<Member, 'accessToken'>, count: number): Promise<void> {
  for (const wine of SAMPLE_WINES.slice(0, count)) {
    const res = await request.post('/api/cellar/save', {
      headers: { Authorization: `Bearer ${member.accessToken}` },
      data: { ...wine, description: 'Deep, layered and long.', source: 'recommendation' },
    });
    expect(res.status()).toBe(201);
  }
}

/** Makes the user Premium the way billing does: a billing.plan.changed event on the real Kafka. */
export async function publishPlan(member: Pick<Member, 'userId'>, plan: 'free' | 'premium'): Promise<void> {
  const producer = new Kafka({ clientId: 'e2e-cellar', brokers: [KAFKA], logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  await producer.send({
    topic: 'billing.plan.changed',
    messages: [
      {
        key: member.userId,
        value: JSON.stringify({
          eventId: randomUUID(),
          topic: 'billing.plan.changed',
          occurredAt: new Date().toISOString(),
          payload: { userId: member.userId, plan, currentPeriodEnd: null },
        }),
      },
    ],
  });
  await producer.disconnect();
}

/** A member made Premium by a real plan event, returned once identity has applied it. */
export async function registerPremiumMember(request: APIRequestContext, options: { timeout?: number } = {}): Promise<Member> {
  const member = await registerMember(request);
  await publishPlan(member, 'premium');
  await expect
    .poll(async () => {
      const res = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${member.accessToken}` } });
      return ((await res.json()) as { subscriptionPlan?: string }).subscriptionPlan;
    }, options)
    .toBe('premium');
  return member;
}
