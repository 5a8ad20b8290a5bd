// "Forgot password?" end to end against the real system and its SMTP server
// (docs/product-rules.md#password-reset).
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { PASSWORD_RESET_MESSAGES } from '@wine/contracts';
import { bearer, registerAccount, uniqueEmail, uniqueIp } from '../../support/accounts';
import { mailsTo, mailTo } from '../../support/mailbox';
import { api, TEST_STACK } from '../../support/system';

const LINK = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43})/;

describe('password reset', () => {
  const requestReset = (email: string, ip = uniqueIp()) =>
    api().post('/api/auth/password-reset/request').set('X-Forwarded-For', ip).send({ email });
  const tokenIn = (body: string) => {
    const match = LINK.exec(body);
    if (!match) throw new Error(`no reset link in: ${body}`);
    return match[1];
  };

  it('e-mails a link that sets a new password, ends every session and is followed by a confirmation', async () => {
    const account = await registerAccount();
    const res = await requestReset(account.email).expect(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });

    const mail = await mailTo(account.email, /Reset your/);
    expect(mail.body).toContain('30 minutes');
    const token = tokenIn(mail.body);

    await api()
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token, newPassword: 'brand-new-pw' })
      .expect(200, {
        message: PASSWORD_RESET_MESSAGES.done,
      });

    // the old session is over: its access token and its refresh cookie
    await api().get('/api/auth/user').set(bearer(account.accessToken)).expect(401);
    await api().post('/api/auth/refresh').set('Cookie', account.refreshCookie).expect(401);
    // the old password no longer works, the new one does
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: account.password })
      .expect(401);
    await api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: account.email, password: 'brand-new-pw' })
      .expect(200);

    const confirmation = await mailTo(account.email, /password was changed/);
    expect(confirmation.body).toContain('signed out');
  });

  it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
    const known = await registerAccount();
    const unknown = uniqueEmail('nobody');
    const a = await requestReset(known.email).expect(200);
    const b = await requestReset(unknown).expect(200);
    expect(b.body).toEqual(a.body);
    await mailTo(known.email, /Reset your/);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('spends a link once', async () => {
    const account = await registerAccount();
    await requestReset(account.email).expect(200);
    const token = tokenIn((await mailTo(account.email, /Reset your/)).body);
    const reset = (newPassword: string) =>
      api().post('/api/auth/password-reset').set('X-Forwarded-For', uniqueIp()).send({ token, newPassword });
    await reset('first-new-pw').expect(200);
    const again = await reset('second-new-pw').expect(400);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('stores only a hash of the token, and refuses it after 30 minutes', async () => {
    const account = await registerAccount();
    await requestReset(account.email).expect(200);
    const token = tokenIn((await mailTo(account.email, /Reset your/)).body);
    const db = await mongoose.createConnection(TEST_STACK.mongoUrl('identity')).asPromise();
    try {
      const resets = db.collection<{ _id: string; expiresAt: Date }>('password_resets');
      expect(await resets.countDocuments({ _id: token })).toBe(0);
      const record = await resets.findOne({ _id: createHash('sha256').update(token).digest('base64url') });
      expect(record).not.toBeNull();
      const minutes = (record!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(28);
      expect(minutes).toBeLessThanOrEqual(30);
      // as if the half hour had passed
      await resets.updateOne({ _id: record!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    } finally {
      await db.close();
    }
    const res = await api()
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token, newPassword: 'too-late-pw' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });

  it('limits requests per address and per IP', async () => {
    const email = uniqueEmail('limited');
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push((await requestReset(email)).status);
    expect(perEmail).toEqual([200, 200, 200, 429]);

    const ip = uniqueIp();
    const perIp = [];
    for (let i = 0; i < 11; i++) perIp.push((await requestReset(uniqueEmail('walk'), ip)).status);
    expect(perIp).toEqual([...Array(10).fill(200), 429]);
  });

  it('names what is wrong with bad input, never a 500', async () => {
    const bad = await requestReset('not-an-address').expect(400);
    expect(bad.body.message).toMatch(/email/);
    const short = await api()
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token: 'x'.repeat(43), newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 6 characters/);
    const forged = await api()
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token: 'abc', newPassword: 'long-enough' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });
});
