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
   * Whether a token of this user may no longer be used: one round trip. `issuedAtMs` is the token's
   * millisecond stamp, or its whole-second `iat` times 1000 for a token without one (so such a
   * token issued in the second of a change counts as before it).
   */
  async isRevoked(userId: string, issuedAtMs: number | undefined): Promise<boolean> {
    const [deleted, validFrom] = await this.redis.failClosed((redis) => redis.mget(revokedKey(userId), validFromKey(userId)));
    if (deleted) return true;
    return validFrom !== null && (issuedAtMs ?? 0) < Number(validFrom);
  }

  async markProfileCompleted(userId: string): Promise<void> {
    await this.redis.failClosed((redis) => redis.set(profileKey(userId), '1', 'EX', PROFILE_CACHED_FOR_SECONDS));
  }

  async isProfileCompleted(userId: string): Promise<boolean> {
    return (await this.redis.failClosed((redis) => redis.exists(profileKey(userId)))) === 1;
  }
}

const revokedKey = (userId: string) => `auth:revoked-user:${userId}`;
const validFromKey = (userId: string) => `auth:tokens-valid-from:${userId}`;
const profileKey = (userId: string) => `auth:profile-completed:${userId}`;
