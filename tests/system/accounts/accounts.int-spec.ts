import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import mongoose from 'mongoose';
import { melbourneToday } from '@wine/contracts';
import { bearer, refreshCookieOf, registerAccount, uniqueEmail, uniqueIp } from '../../support/accounts';
import { api, TEST_STACK } from '../../support/system';

const secretsSeen: string[] = [];
const remember = <T extends { password: string; accessToken: string; refreshCookie: string }>(account: T): T => {
  secretsSeen.push(account.password, account.accessToken, account.refreshCookie.split('=')[1]);
  return account;
};

/** A date of birth `years` before today in Melbourne, where ages are counted, shifted by days. */
function yearsAgo(years: number, dayShift = 0): string {
  const [y, m, d] = melbourneToday().split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + dayShift));
  return date.toISOString().slice(0, 10);
}

describe('sign up', () => {
  it('creates a free account with an incomplete profile, a short-lived access token and a refresh cookie', async () => {
    const email = uniqueEmail('signup');
    const res = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: `  ${email.toUpperCase()} `, password: 'secret1', firstName: ' Mary Jane ', lastName: 'Smith' })
      .expect(201);
    secretsSeen.push('secret1', res.body.accessToken);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Mary',
      lastName: 'Jane Smith',
      profileImageUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      subscriptionPlan: 'free',
      profileCompleted: false,
      usage: { savedWines: 0, uploadedWines: 0 },
    });
    const claims = JSON.parse(Buffer.from(res.body.accessToken.split('.')[1], 'base64url').toString());
    expect(JSON.parse(Buffer.from(res.body.accessToken.split('.')[0], 'base64url').toString()).alg).toBe('ES256');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|refresh/i);
  });

  it('stores null names when none are given', async () => {
    const account = remember(await registerAccount());
    const res = await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
    expect(res.body).toMatchObject({ firstName: null, lastName: null });
  });

  it('answers an e-mail that already has an account, in any letter case, as a new one (201), with no session and no word of it', async () => {
    const account = remember(await registerAccount());
    const res = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email.toUpperCase(), password: 'another1' })
      .expect(201);
    expect(res.body).toEqual({ message: 'Please check your e-mail to continue.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // the owner's password still works, the other one does not
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: 'another1' })
      .expect(401);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'email must be a valid e-mail address'],
    [{ password: 'secret1' }, 'email is required'],
    [{ email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
    [{ email: 'a@example.com' }, 'password is required'],
    [{ email: 'a@example.com', password: 'secret1', firstName: 'x'.repeat(51) }, 'firstName must be at most 50 characters'],
  ])('rejects %j with a 400 naming the problem', async (body, message) => {
    const res = await api().post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send(body).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('sign in', () => {
  it('signs in with the right password, e-mail in any case', async () => {
    const account = remember(await registerAccount());
    const res = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email.toUpperCase(), password: account.password })
      .expect(200);
    expect(res.body.user.email).toBe(account.email);
    secretsSeen.push(res.body.accessToken);
    expect(refreshCookieOf(res)).toMatch(/^refresh_token=/);
  });

  it('rewrites a password hash made with other argon2 settings at the next sign-in', async () => {
    const account = remember(await registerAccount());
    const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
    try {
      const users = db.collection('users');
      const stored = async () => (await users.findOne<{ passwordHash: string }>({ email: account.email }))!.passwordHash;
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // an account from before the settings changed (the library's defaults)
      const older = await argon2.hash(account.password, { type: argon2.argon2id });
      await users.updateOne({ email: account.email }, { $set: { passwordHash: older } });
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
      const signIn = () =>
        api()
          .post('/api/auth/login')
          .set('X-Forwarded-For', uniqueIp())
          .send({ email: account.email, password: account.password });
      secretsSeen.push((await signIn().expect(200)).body.accessToken);
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      secretsSeen.push((await signIn().expect(200)).body.accessToken);
    } finally {
      await db.close();
    }
  });

  // that both take the same time (an argon2 check each) is measured by bench/login-timing.bench.mjs
  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const account = remember(await registerAccount());
    const ip = uniqueIp();
    const attempt = async (email: string) =>
      (await api().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password: 'wrong-password' }).expect(401))
        .body;
    const wrong = await attempt(account.email);
    const unknown = await attempt(uniqueEmail('nobody'));
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ statusCode: 401, message: 'Invalid email or password.' });
  });

  it('after 5 failed attempts on an account, slows the address that failed with a 429 saying when to retry', async () => {
    const account = remember(await registerAccount());
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      await api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: account.email, password: 'wrong-password' })
        .expect(401);
    }
    const res = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: account.email, password: account.password })
      .expect(429);
    expect(res.body).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/),
    });
  });

  it('limits failed attempts per IP across accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      await api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('guess'), password: 'wrong-password' })
        .expect(401);
    }
    const account = remember(await registerAccount());
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: account.email, password: account.password })
      .expect(429);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(200);
  });
});

describe('tokens', () => {
  // reuse after the 20 s grace window revokes the family: tests/system/accounts/sessions.int-spec.ts
  it('rotates the refresh token on every use; within the grace window the old one gets the same successor', async () => {
    const account = remember(await registerAccount());
    const first = await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(200);
    expect(first.body).toEqual({ accessToken: expect.any(String) });
    const rotated = refreshCookieOf(first);
    expect(rotated).not.toBe(account.refreshCookie);
    await api().get('/api/auth/user').set(bearer(first.body.accessToken)).expect(200);

    // a second tab that still holds the old cookie is not signed out
    const again = await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(200);
    expect(refreshCookieOf(again)).toBe(rotated);
    const next = await api().post('/api/auth/refresh').set('Cookie', rotated).expect(200);
    expect(refreshCookieOf(next)).not.toBe(rotated);
  });

  it('refuses a refresh without a cookie', async () => {
    await api().post('/api/auth/refresh').expect(401);
    await api().post('/api/auth/refresh').set('Cookie', 'refresh_token=made-up').expect(401);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const account = remember(await registerAccount());
    const res = await api().post('/api/auth/logout').set('Cookie', account.refreshCookie).expect(204);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^refresh_token=;.*Expires=Thu, 01 Jan 1970/);
    await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    await api().post('/api/auth/logout').expect(204);
  });

  it('rejects tampered, alg:none, HMAC-with-the-public-key and expired tokens', async () => {
    const account = remember(await registerAccount());
    const [head, body, sig] = account.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const tampered = `${head}.${b64({ ...claims, sub: 'someone-else' })}.${sig}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
    const publicKey = fs.readFileSync(path.join(process.env.WINE_TEST_DATA_DIR!, 'keys/jwt-public.pem'));
    const hsHead = b64({ alg: 'HS256', typ: 'JWT' });
    const hs256 = `${hsHead}.${body}.${createHmac('sha256', publicKey).update(`${hsHead}.${body}`).digest('base64url')}`;
    for (const token of [tampered, none, hs256, 'garbage', `${head}.${b64({ ...claims, exp: 1 })}.${sig}`]) {
      const res = await api().get('/api/auth/user').set(bearer(token)).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    await api().get('/api/auth/user').expect(401);
  });
});

describe('profile setup', () => {
  it.each([
    [yearsAgo(18, 1), 'You must be 18 or older to use this product.'],
    [yearsAgo(10), 'You must be 18 or older to use this product.'],
    [yearsAgo(-1), 'dateOfBirth cannot be in the future'],
    ['2001-02-30', 'dateOfBirth must be a real date'],
    ['30/01/2001', 'dateOfBirth must be a date (YYYY-MM-DD)'],
    [undefined, 'dateOfBirth is required'],
  ])('refuses date of birth %s', async (dateOfBirth, message) => {
    const account = remember(await registerAccount());
    const res = await api().post('/api/profile/setup').set(bearer(account.accessToken)).send({ dateOfBirth }).expect(400);
    expect(res.body.message).toContain(message);
    const user = await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(200);
    expect(user.body.profileCompleted).toBe(false);
  });

  it.each([
    [{ wineExperienceLevel: 'expert' }, 'wineExperienceLevel must be novice, enthusiast or connoisseur'],
    [{ preferredWineTypes: ['Orange Wine'] }, 'preferredWineTypes must be among'],
    [{ budgetRange: 'cheap' }, 'budgetRange must be budget, mid-range, premium or luxury'],
    [{ location: 'x'.repeat(101) }, 'location must be at most 100 characters'],
  ])('refuses a bad preference %j', async (preference, message) => {
    const account = remember(await registerAccount());
    const res = await api()
      .post('/api/profile/setup')
      .set(bearer(account.accessToken))
      .send({ dateOfBirth: yearsAgo(30), ...preference })
      .expect(400);
    expect(res.body.message).toContain(message);
  });

  it('completes the profile of an adult (18 today), storing empty preferences as null and the verification time', async () => {
    const account = remember(await registerAccount());
    const res = await api()
      .post('/api/profile/setup')
      .set(bearer(account.accessToken))
      .send({ dateOfBirth: yearsAgo(18), wineExperienceLevel: '', preferredWineTypes: [], budgetRange: null, location: '  ' })
      .expect(200);
    expect(res.body).toMatchObject({ id: account.userId, profileCompleted: true });
    const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
    try {
      const user = await db
        .collection<{ _id: string; profile: Record<string, unknown> }>('users')
        .findOne({ _id: account.userId });
      expect(user?.profile).toEqual({
        dateOfBirth: yearsAgo(18),
        wineExperienceLevel: null,
        preferredWineTypes: null,
        budgetRange: null,
        location: null,
        ageVerifiedAt: expect.any(Date),
      });
    } finally {
      await db.close();
    }
  });

  it('stores chosen preferences', async () => {
    const account = remember(await registerAccount());
    await api()
      .post('/api/profile/setup')
      .set(bearer(account.accessToken))
      .send({
        dateOfBirth: '1985-06-15',
        wineExperienceLevel: 'enthusiast',
        preferredWineTypes: ['Red Wine', 'Rosé Wine'],
        budgetRange: 'mid-range',
        location: 'Geelong, VIC',
      })
      .expect(200);
  });
});

describe('account settings', () => {
  it('changes first and last name', async () => {
    const account = remember(await registerAccount({ firstName: 'Old' }));
    const res = await api()
      .patch('/api/auth/user')
      .set(bearer(account.accessToken))
      .send({ firstName: 'Ada', lastName: 'Lovelace' })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    await api().patch('/api/auth/user').set(bearer(account.accessToken)).send({ firstName: 7 }).expect(400);
  });

  it('changes the password with the current one, signing out other devices but not this one', async () => {
    const account = remember(await registerAccount());
    const other = await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(200);
    const wrong = await api()
      .post('/api/auth/password')
      .set(bearer(account.accessToken))
      .set('Cookie', account.refreshCookie)
      .send({ currentPassword: 'nope-nope', newPassword: 'new-secret-1' })
      .expect(400);
    expect(wrong.body.message).toBe('Your current password is incorrect.');
    await api()
      .post('/api/auth/password')
      .set(bearer(account.accessToken))
      .set('Cookie', account.refreshCookie)
      .send({ currentPassword: account.password, newPassword: '123' })
      .expect(400);

    await api()
      .post('/api/auth/password')
      .set(bearer(account.accessToken))
      .set('Cookie', account.refreshCookie)
      .send({ currentPassword: account.password, newPassword: 'new-secret-1' })
      .expect(204);
    secretsSeen.push('new-secret-1');
    await api().post('/api/auth/refresh').set('Cookie', refreshCookieOf(other)).expect(401);
    await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(200);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(401);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: 'new-secret-1' })
      .expect(200);
  });

  it('deletes the account and its tokens; the e-mail can then sign up again as a new account', async () => {
    const account = remember(await registerAccount());
    const res = await api()
      .delete('/api/auth/user')
      .set(bearer(account.accessToken))
      .set('Cookie', account.refreshCookie)
      .send({ password: account.password })
      .expect(204);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^refresh_token=;/);
    await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(401);
    // the access token is revoked at once, not in 15 minutes
    await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(401);
    const again = await registerAccount({ email: account.email });
    expect(again.userId).not.toBe(account.userId);
  });
});

describe('logs', () => {
  it('never contain a password, password hash or token', () => {
    const logDir = path.join(process.env.WINE_TEST_DATA_DIR!, 'logs');
    const logs = ['gateway', 'identity'].map((s) => fs.readFileSync(path.join(logDir, `${s}.log`), 'utf8')).join('\n');
    expect(secretsSeen.length).toBeGreaterThan(20);
    for (const secret of secretsSeen) expect(logs.includes(secret)).toBe(false);
    expect(logs).not.toMatch(/\$argon2id\$/);
    expect(logs).not.toMatch(/eyJhbGciOiJFUzI1NiI/);
  });
});
