// Issue item: a stranger cannot lock an account out by failing to sign in to it on purpose, and
// sign-up does not tell who has an account. Past a few failures on an account, only the addresses
// that failed wait, longer after each failure; the owner on another address signs in at once.
import { randomUUID } from 'node:crypto';
import { registerAccount, uniqueEmail, uniqueIp } from '../support/accounts';
import { api } from '../support/system';

const signIn = (ip: string, email: string, password: string) =>
  api().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('sign-in lock-out', () => {
  it('lets the owner in from another address while a stranger fails from many', async () => {
    const owner = await registerAccount();
    // a stranger spreads guesses over many addresses, far past the account's free failures
    for (let i = 0; i < 10; i++) await signIn(uniqueIp(), owner.email, `spread-${i}`).expect(401);
    // then keeps guessing from one: it waits 1 s, 2 s, 4 s… after its failures (a guess itself takes
    // part of the first second, so the first refusal comes by the third try at the latest)
    const stranger = uniqueIp();
    const tries: { status: number; body: { message?: string; retryAfterSeconds?: number } }[] = [];
    while (tries.length < 4 && tries.at(-1)?.status !== 429) tries.push(await signIn(stranger, owner.email, 'guess'));
    expect(tries[0].status).toBe(401);
    const slowed = tries.at(-1)!;
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(slowed.body.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    const res = await signIn(uniqueIp(), owner.email, owner.password).expect(200);
    expect(res.body.user.email).toBe(owner.email);
  });

  it('makes an address that keeps failing wait longer after each failure', async () => {
    const owner = await registerAccount();
    const ip = uniqueIp();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) await signIn(ip, owner.email, `guess-${i}`).expect(401);
    for (let round = 0; round < 2; round++) {
      const refused = await signIn(ip, owner.email, 'guess').expect(429);
      waits.push(refused.body.retryAfterSeconds as number);
    }
    // the wait is counted from the last failure: asking again does not start it afresh
    expect(waits[1]).toBeLessThanOrEqual(waits[0]);
    expect(waits[0]).toBeGreaterThanOrEqual(8);
    // the right password from that address waits too: a guess is not told apart from the owner
    await signIn(ip, owner.email, owner.password).expect(429);
    await signIn(uniqueIp(), owner.email, owner.password).expect(200);
  });
});

describe('sign-up of an e-mail that has an account', () => {
  it('answers as a new address would (201), without a session and without saying the account exists', async () => {
    const owner = await registerAccount();
    const fresh = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: uniqueEmail('fresh'), password: `pw-${randomUUID()}` });
    const again = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: owner.email, password: `pw-${randomUUID()}` });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual({ message: 'Please check your e-mail to continue.' });
    expect(JSON.stringify(again.body)).not.toMatch(/exist|already|taken|registered/i);
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
