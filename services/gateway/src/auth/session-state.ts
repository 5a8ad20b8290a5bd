import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ACCESS_TOKEN } from '@wine/contracts';
import { GatewayRedis } from '../rate-limit/redis.provider';

// A deleted account's access tokens are refused until the last of them would have expired anyway.
const REVOKED_FOR_SECONDS = ACCESS_TOKEN.ttlSeconds + 60;
// A completed profile never becomes incomplete again; a day keeps the key set small.
const PROFILE_CACHED_FOR_SECONDS = 24 * 3600;

/**
 * What every gateway instance must know about a user between token refreshes, kept in the shared
 * Redis: accounts deleted since their tokens were issued, and profiles completed since.
 */
@Injectable()
export class SessionState {
  constructor(private readonly redis: GatewayRedis) {}

  async revokeUser(userId: string): Promise<void> {
    await this.run(() => this.redis.client.set(revokedKey(userId), '1', 'EX', REVOKED_FOR_SECONDS));
  }

  async isRevoked(userId: string): Promise<boolean> {
    return (await this.run(() => this.redis.client.exists(revokedKey(userId)))) === 1;
  }

  async markProfileCompleted(userId: string): Promise<void> {
    await this.run(() => this.redis.client.set(profileKey(userId), '1', 'EX', PROFILE_CACHED_FOR_SECONDS));
  }

  async isProfileCompleted(userId: string): Promise<boolean> {
    return (await this.run(() => this.redis.client.exists(profileKey(userId)))) === 1;
  }

  // fail closed: without Redis the gateway cannot tell a revoked token from a good one
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new ServiceUnavailableException('The service is temporarily unavailable. Please try again in a moment.');
    }
  }
}

const revokedKey = (userId: string) => `auth:revoked-user:${userId}`;
const profileKey = (userId: string) => `auth:profile-completed:${userId}`;
