import type { AccessTokenClaims } from '@wine/contracts';

/**
 * Access tokens whose signature this gateway instance has checked, with their claims. Checking an
 * ES256 signature was half the gateway's CPU on a signed-in request, and the app sends the same
 * token with every call until it is refreshed. Keyed by the whole token text, so a token found here
 * is byte for byte one that passed the check; its expiry is checked again on every use.
 */
export class VerifiedTokens {
  // Map keeps insertion order: the first key is the oldest, dropped when full
  private readonly claims = new Map<string, AccessTokenClaims & { exp: number }>();

  constructor(
    private readonly capacity = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  remember(token: string, claims: AccessTokenClaims & { exp?: number }): void {
    // a token without an expiry never reaches here (tokens are signed with one); not kept if it did
    if (typeof claims.exp !== 'number') return;
    this.claims.delete(token);
    this.claims.set(token, { ...claims, exp: claims.exp });
    if (this.claims.size > this.capacity) this.claims.delete(this.claims.keys().next().value!);
  }

  /** The claims of a checked token that has not expired; undefined otherwise (check it in full). */
  claimsOf(token: string): AccessTokenClaims | undefined {
    const claims = this.claims.get(token);
    if (!claims) return undefined;
    // expired at exp, as jsonwebtoken counts it
    if (Math.floor(this.now() / 1000) >= claims.exp) {
      this.claims.delete(token);
      return undefined;
    }
    return claims;
  }
}
