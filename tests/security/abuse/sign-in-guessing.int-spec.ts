// @runs-alone: it measures the honest member's latency, which another suite running beside it would load
// Abuse: guessing one account's password from thousands of addresses, and spreading guesses over the
// addresses of one IPv6 /64, while an honest member uses the product (docs/product-rules.md#rate-limits).
import { randomUUID } from 'node:crypto';
import { registerAccount, uniqueEmail } from '../../support/accounts';
import { mailTo } from '../../support/mailbox';
import { api } from '../../support/system';
import { expectHonestMemberServed, whileHonestMemberCalls } from './honest-member';

const ACCOUNT_FAILURES_PER_HOUR = 50;
const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43})/;

const signIn = (ip: string, email: string, password: string) =>
  api().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

// Addresses no other suite draws (uniqueIp uses 198.18.0.0/15): one /16 of this run, one address each.
function addressBook(): () => string {
  const base = `100.${64 + Math.floor(Math.random() * 64)}`;
  let next = Math.floor(Math.random() * 200) * 256;
  return () => {
    next++;
    return `${base}.${Math.floor(next / 256) % 256}.${next % 256}`;
  };
}

// A /64 of the documentation prefix (2001:db8::/32) this run alone uses.
const random16 = () => Math.floor(Math.random() * 0xffff).toString(16);
const slash64 = () => `2001:db8:${random16()}:${random16()}`;

describe('abuse: guessing passwords', () => {
  it('an account has a ceiling: past 50 failures an hour every address waits, longer each time; a password reset lets the owner in', async () => {
    const owner = await registerAccount();
    const address = addressBook();
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      // a guesser with an address per guess: no address ever fails twice
      for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i++) await signIn(address(), owner.email, `guess-${i}`).expect(401);
      const first = await signIn(address(), owner.email, 'one-more');
      // the right password waits too: from the outside a guess and the owner look alike
      const owners = await signIn(address(), owner.email, owner.password);
      await new Promise((r) => setTimeout(r, ((first.body.retryAfterSeconds as number) ?? 1) * 1000 + 100));
      const afterWait = await signIn(address(), owner.email, 'after-the-wait');
      const second = await signIn(address(), owner.email, 'and-another');
      return { first, owners, afterWait, second };
    });
    expect(attack.first.status).toBe(429);
    expect(attack.first.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(attack.first.body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(attack.owners.status).toBe(429);
    // one more guess once the wait is over, then a longer wait
    expect(attack.afterWait.status).toBe(401);
    expect(attack.second.status).toBe(429);
    expect(attack.second.body.retryAfterSeconds).toBeGreaterThan(attack.first.body.retryAfterSeconds as number);
    expectHonestMemberServed(honest);

    // the owner is not locked out: a password reset is open to them, and lifts the wait
    await api()
      .post('/api/auth/password-reset/request')
      .set('X-Forwarded-For', address())
      .send({ email: owner.email })
      .expect(200);
    const mail = await mailTo(owner.email, /Reset your/);
    const token = RESET_LINK.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const newPassword = `pw-${randomUUID()}`;
    await api().post('/api/auth/password-reset').set('X-Forwarded-For', address()).send({ token, newPassword }).expect(200);
    const back = await signIn(address(), owner.email, newPassword).expect(200);
    expect(back.body.user.email).toBe(owner.email);
  }, 120_000);

  it('counts the addresses of one IPv6 /64 as one source: 20 failed sign-ins in 15 minutes, then 429', async () => {
    const prefix = slash64();
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      const statuses: number[] = [];
      // a different address of the /64 and a different account for every guess
      for (let i = 1; i <= 21; i++)
        statuses.push((await signIn(`${prefix}::${i.toString(16)}`, uniqueEmail('v6'), 'guess')).status);
      // its neighbour /64 is another subscriber, not slowed
      const neighbour = await signIn(`${slash64()}::1`, uniqueEmail('v6'), 'guess');
      return { statuses, neighbour: neighbour.status };
    });
    expect(attack.statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(attack.statuses[20]).toBe(429);
    expect(attack.neighbour).toBe(401);
    expectHonestMemberServed(honest);
  }, 120_000);
});
