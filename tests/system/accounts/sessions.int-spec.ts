// Security hardening of sign-in, sessions and account deletion, against the real system.
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { createHash } from 'node:crypto';
import { bearer, refreshCookieOf, registerAccount, registerMember, uniqueEmail, uniqueIp } from '../../support/accounts';
import { api, TEST_STACK } from '../../support/system';

const dataDir = () => process.env.WINE_TEST_DATA_DIR!;
const tokenOf = (cookie: string) => cookie.split('=')[1];
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Sends `count` requests at once and tallies their status codes. */
async function statuses(count: number, send: (i: number) => Promise<{ status: number }>): Promise<Record<number, number>> {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const { status } of results) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

async function withIdentityDb<T>(work: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

describe('the JWT key pair on disk', () => {
  it('keeps the private key readable by its owner only, outside the directory the gateway reads', () => {
    const privateKey = path.join(dataDir(), 'identity/jwt-private.pem');
    expect(fs.statSync(privateKey).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(privateKey)).mode & 0o077).toBe(0);
    // the gateway's key directory holds the public half only
    expect(fs.readdirSync(path.join(dataDir(), 'keys'))).toEqual(['jwt-public.pem']);
  });
});

describe('rate limits are atomic', () => {
  // past an account's 5 free failures only the failing address waits (another address still signs
  // in: tests/security/sign-in-lockout.int-spec.ts), so the parallel guesses come from one address
  it('lets exactly 5 of 50 parallel wrong passwords for one account from one address through to the password check', async () => {
    const account = await registerAccount();
    const ip = uniqueIp();
    const tally = await statuses(50, () =>
      api().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: account.email, password: 'wrong-password' }),
    );
    expect(tally).toEqual({ 401: 5, 429: 45 });
  });

  it('limits password changes per user', async () => {
    const account = await registerAccount();
    const tally = await statuses(8, () =>
      api()
        .post('/api/auth/password')
        .set(bearer(account.accessToken))
        .send({ currentPassword: 'wrong-password', newPassword: 'new-secret-1' }),
    );
    expect(tally).toEqual({ 400: 5, 429: 3 });
  });

  it('limits account deletion attempts per user', async () => {
    const account = await registerAccount();
    const tally = await statuses(8, () =>
      api().delete('/api/auth/user').set(bearer(account.accessToken)).send({ password: 'wrong-password' }),
    );
    expect(tally).toEqual({ 400: 5, 429: 3 });
    await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
  });

  it('limits refreshes per refresh token, whatever IP they come from', async () => {
    const cookie = `refresh_token=made-up-${uniqueEmail('token')}`;
    const tally = await statuses(40, () =>
      api().post('/api/auth/refresh').set('X-Forwarded-For', uniqueIp()).set('Cookie', cookie),
    );
    expect(tally).toEqual({ 401: 10, 429: 30 });
  });
});

describe('account deletion', () => {
  it('needs the current password: missing is 400, wrong is 400, and the account stays', async () => {
    const account = await registerAccount();
    const missing = await api().delete('/api/auth/user').set(bearer(account.accessToken)).expect(400);
    expect(missing.body.message).toBe('password is required');
    const wrong = await api()
      .delete('/api/auth/user')
      .set(bearer(account.accessToken))
      .send({ password: 'not-my-password' })
      .expect(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: 'Your password is incorrect.' });
    await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
    await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(200);
  });

  it('signs out every open tab at once: the deleted user’s access tokens stop working before they expire', async () => {
    const account = await registerMember();
    const otherTab = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(200);
    await api()
      .delete('/api/auth/user')
      .set(bearer(account.accessToken))
      .set('Cookie', account.refreshCookie)
      .send({ password: account.password })
      .expect(204);
    for (const token of [account.accessToken, otherTab.body.accessToken as string]) {
      const res = await api().get('/api/auth/user').set(bearer(token)).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
      await api().post('/api/profile/setup').set(bearer(token)).send({ dateOfBirth: '1990-01-01' }).expect(401);
    }
    await api().post('/api/auth/refresh').set('Cookie', refreshCookieOf(otherTab)).expect(401);
  });
});

describe('refresh-token rotation with a grace window', () => {
  it('gives two tabs refreshing at the same time the same successor, and both stay signed in', async () => {
    const account = await registerAccount();
    const [a, b] = await Promise.all([
      api().post('/api/auth/refresh').set('Cookie', account.refreshCookie),
      api().post('/api/auth/refresh').set('Cookie', account.refreshCookie),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect(refreshCookieOf(a)).not.toBe(account.refreshCookie);
    await api().post('/api/auth/refresh').set('Cookie', refreshCookieOf(a)).expect(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const account = await registerAccount();
    const first = await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(200);
    const successor = refreshCookieOf(first);
    // the rotation happened a minute ago, as if the old token had been stolen and replayed later
    await withIdentityDb((db) =>
      db
        .collection<{ _id: string; rotatedAt: Date }>('refresh_tokens')
        .updateOne({ _id: hashOf(tokenOf(account.refreshCookie)) }, { $set: { rotatedAt: new Date(Date.now() - 60_000) } }),
    );
    const reuse = await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    expect(reuse.body.message).toBe('Your session has expired. Please sign in again.');
    await api().post('/api/auth/refresh').set('Cookie', successor).expect(401);
  });
});

describe('sign-in errors', () => {
  it('gives the same 401 body for an unknown e-mail and a wrong password', async () => {
    const account = await registerAccount();
    const ip = uniqueIp();
    const wrong = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: account.email, password: 'nope-nope' });
    const unknown = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: uniqueEmail('nobody'), password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});
