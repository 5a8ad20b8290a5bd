// Real accounts for integration tests, created through the gateway like a user would.
import { randomUUID } from 'node:crypto';
import { api } from './system';

export interface TestAccount {
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
  userId: string;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const rand = (n: number) => Math.floor(Math.random() * n);
/**
 * Each caller its own client IP, so per-IP limits of one test never spill into another: drawn from
 * 198.18.0.0/15 (benchmarking addresses, 130,000 of them; a /24 gave 250, and collided).
 */
export const uniqueIp = () => `198.${18 + rand(2)}.${rand(256)}.${1 + rand(254)}`;

/** The refresh cookie's `name=value` from a response, for sending back. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => c.startsWith('refresh_token='));
  if (!cookie) throw new Error('no refresh_token cookie in the response');
  return cookie.split(';')[0];
}

export async function registerAccount(
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string; referralCode?: string } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? `pw-${randomUUID()}`;
  const res = await api()
    .post('/api/auth/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ ...overrides, email, password })
    .expect(201);
  return { email, password, accessToken: res.body.accessToken, refreshCookie: refreshCookieOf(res), userId: res.body.user.id };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A signed-in adult with a completed profile: what every product route expects of a user. */
export async function registerMember(
  overrides: Parameters<typeof registerAccount>[0] = {},
  profile: Record<string, unknown> = {},
): Promise<TestAccount> {
  const account = await registerAccount(overrides);
  await api()
    .post('/api/profile/setup')
    .set(bearer(account.accessToken))
    .send({
      dateOfBirth: '1990-05-17',
      wineExperienceLevel: null,
      preferredWineTypes: null,
      budgetRange: null,
      location: null,
      ...profile,
    })
    .expect((res) => {
      if (res.status >= 300) throw new Error(`profile setup failed: ${res.status} ${JSON.stringify(res.body)}`);
    });
  return account;
}
