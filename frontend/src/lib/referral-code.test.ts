import { afterEach, describe, expect, it } from 'vitest';
import { forgetReferralCode, pendingReferralCode, referralLinkFor, rememberReferralCode } from './referral-code';

describe('referral code from a friend’s link', () => {
  afterEach(() => forgetReferralCode());

  it('keeps a well-formed code, upper-cased, until the account is created', async () => {
    await rememberReferralCode('?signup=1&ref=abcd2345');
    expect(await pendingReferralCode()).toBe('ABCD2345');
    forgetReferralCode();
    expect(await pendingReferralCode()).toBeUndefined();
  });

  it('ignores a malformed code and keeps the one already stored', async () => {
    await rememberReferralCode('?ref=ABCD2345');
    await rememberReferralCode('?ref=not-a-code');
    await rememberReferralCode('?ref=O0O0O0O0');
    expect(await pendingReferralCode()).toBe('ABCD2345');
  });

  it('builds the link that opens sign-up with the code', () => {
    expect(referralLinkFor('ABCD2345', 'https://cellardoor.example')).toBe('https://cellardoor.example/?signup=1&ref=ABCD2345');
  });
});
