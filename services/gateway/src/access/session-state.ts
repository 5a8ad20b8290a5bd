import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN } from '@wine/contracts';
import { GatewayRedis } from '../infra/gateway-redis';

// A deleted account's access tokens are refused until the last of them would have expired anyway.
const REVOKED_FOR_SECONDS = ACCESS_TOKEN.ttlSeconds + 60;
// A completed profile never becomes incomplete again; a day keeps the key set small.
const PROFILE_CACHED_FOR_SECONDS = 24 * 3600;

/**
 * What every gateway instance must know about a user between token refreshes, kept in the shared
 * Redis: accounts deleted since their tokens were issued, passwords changed since (tokens issued
 * before are refused), and profiles completed since.
 */
@Injectable()
export class SessionState {
  constructor(private readonly redis: GatewayRedis) {}

  /** A deleted account: its tokens are refused (the marker expires with them) and nothing else of it stays. */
  async revokeUser(userId: string): Promise<void> {
    await this.redis.failClosed((redis) =>
      redis.multi().set(revokedKey(userId), '1', 'EX', REVOKED_FOR_SECONDS).del(profileKey(userId), validFromKey(userId)).exec(),
    );
  }

  /** Ends every access token of the user issued before `ms` (epoch milliseconds: a password change). */
  async revokeTokensIssuedBefore(userId: string, ms: number): Promise<void> {
    await this.redis.failClosed((redis) => redis.set(validFromKey(userId), String(ms), 'EX', REVOKED_FOR_SECONDS));
  }

  /**
   * What a request's token needs of the shared state, in one round trip: whether it may no longer
   * be used, and, for a token issued before its profile was complete (`askProfile`), whether the
   * profile has been completed since. `issuedAtMs` is the token's millisecond stamp, or its
   * whole-second `iat` times 1000 for a token without one (so such a token issued in the second of
   * a change counts as before it).
   */
  async tokenState(
    userId: string,
    issuedAtMs: number | undefined,
    askProfile: boolean,
  ): Promise<{ revoked: boolean; profileCompleted: boolean }> {
    const keys = [revokedKey(userId), validFromKey(userId)];
    if (askProfile) keys.push(profileKey(userId));
    const [deleted, validFrom, profile] = await this.redis.failClosed((redis) => redis.mget(...keys));
    const revoked = Boolean(deleted) || (validFrom !== null && (issuedAtMs ?? 0) < Number(validFrom));
    return { revoked, profileCompleted: askProfile && profile !== null && profile !== undefined };
  }

  async markProfileCompleted(userId: string): Promise<void> {
    await this.redis.failClosed((redis) => redis.set(profileKey(userId), '1', 'EX', PROFILE_CACHED_FOR_SECONDS));
  }
}

const revokedKey = (userId: string) => `auth:revoked-user:${userId}`;
const validFromKey = (userId: string) => `auth:tokens-valid-from:${userId}`;
const profileKey = (userId: string) => `auth:profile-completed:${userId}`;
