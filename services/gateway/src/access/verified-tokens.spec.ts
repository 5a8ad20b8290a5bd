import { VerifiedTokens } from './verified-tokens';

const claims = (sub: string, exp: number) => ({ sub, email: `${sub}@example.com`, profileCompleted: true, exp });

describe('VerifiedTokens', () => {
  let nowMs = 1_000_000_000;
  const tokens = () => new VerifiedTokens(3, () => nowMs);

  it('answers the claims of a checked token until the second it expires', () => {
    const cache = tokens();
    cache.remember('t1', claims('ann', nowMs / 1000 + 60));
    expect(cache.claimsOf('t1')).toMatchObject({ sub: 'ann' });
    nowMs += 59_999;
    expect(cache.claimsOf('t1')).toMatchObject({ sub: 'ann' });
    nowMs += 1;
    expect(cache.claimsOf('t1')).toBeUndefined();
    nowMs -= 60_000;
    // forgotten once seen expired, not revived by a clock step back
    expect(cache.claimsOf('t1')).toBeUndefined();
  });

  it('knows only the exact token text it checked', () => {
    const cache = tokens();
    cache.remember('header.payload.signature', claims('ann', nowMs / 1000 + 60));
    expect(cache.claimsOf('header.payload.signaturX')).toBeUndefined();
    expect(cache.claimsOf('header.payload.signature ')).toBeUndefined();
  });

  it('keeps no token without an expiry', () => {
    const cache = tokens();
    cache.remember('t1', { sub: 'ann', email: 'ann@example.com' });
    expect(cache.claimsOf('t1')).toBeUndefined();
  });

  it('drops the token checked longest ago once full', () => {
    const cache = tokens();
    const exp = nowMs / 1000 + 60;
    for (const t of ['a', 'b', 'c']) cache.remember(t, claims(t, exp));
    cache.remember('a', claims('a', exp)); // checked again: now the newest
    cache.remember('d', claims('d', exp));
    expect(['a', 'b', 'c', 'd'].map((t) => cache.claimsOf(t)?.sub)).toEqual(['a', undefined, 'c', 'd']);
  });
});
