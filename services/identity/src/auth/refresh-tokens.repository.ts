import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REFRESH_COOKIE } from '@wine/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isDuplicateKey } from '@wine/nest-common';
import { Model } from 'mongoose';
import { RefreshTokenRecord } from './refresh-token.schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const LIFETIME_MS = REFRESH_COOKIE.maxAgeDays * 24 * 3600 * 1000;
// Two tabs that refresh at the same moment both present the same token; within this window the
// later one gets the same successor instead of setting off reuse detection.
export const REUSE_GRACE_MS = 20_000;
// Expired tokens are deleted by a periodic sweep, not a TTL index (FerretDB has none, docs/architecture.md#store-limits).
const SWEEP_INTERVAL_MS = 60 * 60_000;
const FIRST_SWEEP_AFTER_MS = 60_000;

export type RotationResult =
  { outcome: 'rotated'; userId: string; token: string } | { outcome: 'invalid' } | { outcome: 'reused'; userId: string };

@Injectable()
export class RefreshTokensRepository implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RefreshTokensRepository.name);
  private sweepTimers: NodeJS.Timeout[] = [];

  constructor(@InjectModel(RefreshTokenRecord.name) private readonly tokens: Model<RefreshTokenRecord>) {}

  onApplicationBootstrap(): void {
    const sweep = () =>
      void this.sweepExpired().catch((err: Error) => this.logger.warn(`refresh-token sweep skipped: ${err.message}`));
    this.sweepTimers = [setTimeout(sweep, FIRST_SWEEP_AFTER_MS), setInterval(sweep, SWEEP_INTERVAL_MS)];
    for (const timer of this.sweepTimers) timer.unref();
  }

  onApplicationShutdown(): void {
    for (const timer of this.sweepTimers) clearTimeout(timer);
  }

  /** Deletes tokens past their expiry (they can never be used again); answers how many went. */
  async sweepExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.tokens.deleteMany({ expiresAt: { $lt: now } });
    return deletedCount;
  }

  /** A new token, in a new family (a sign-in) or an existing one (a rotation). */
  async issue(userId: string, familyId: string = randomUUID(), token = randomBytes(32).toString('base64url')): Promise<string> {
    await this.tokens.create({ _id: hashOf(token), userId, familyId, expiresAt: new Date(Date.now() + LIFETIME_MS) });
    return token;
  }

  /**
   * Rotates `token` into `successor` (derived from it, so the same for every caller). Marked rotated
   * atomically, so of two racing refreshes one creates the successor; the other, within the grace
   * window, is handed the same one. Reuse after the window revokes the whole family.
   */
  async rotate(token: string, successor: string): Promise<RotationResult> {
    const now = new Date();
    const claimed = await this.tokens
      .findOneAndUpdate(
        { _id: hashOf(token), rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { rotatedAt: now } },
      )
      .lean<RefreshTokenRecord>();
    if (claimed) {
      try {
        await this.issue(claimed.userId, claimed.familyId, successor);
      } catch (err) {
        // FerretDB may let two racers both claim the token; the successor is the same, so one insert is enough
        if (!isDuplicateKey(err)) throw err;
      }
      return { outcome: 'rotated', userId: claimed.userId, token: successor };
    }

    const known = await this.tokens.findById(hashOf(token)).lean<RefreshTokenRecord>();
    const racing =
      known && !known.revokedAt && known.rotatedAt && now.getTime() - new Date(known.rotatedAt).getTime() <= REUSE_GRACE_MS;
    if (racing) {
      const next = await this.tokens.findById(hashOf(successor)).lean<RefreshTokenRecord>();
      // the winner may still be writing it; a revoked successor means the family is gone
      if (!next || !next.revokedAt) return { outcome: 'rotated', userId: known.userId, token: successor };
      return { outcome: 'invalid' };
    }
    if (known && (known.rotatedAt || known.revokedAt)) {
      // a rotated token came back: it was stolen or replayed, so the whole family goes
      await this.revokeFamily(known.familyId);
      return { outcome: 'reused', userId: known.userId };
    }
    return { outcome: 'invalid' };
  }

  async revokeFamilyOf(token: string): Promise<void> {
    const known = await this.tokens.findById(hashOf(token)).lean<RefreshTokenRecord>();
    if (known) await this.revokeFamily(known.familyId);
  }

  /** Every session of the user but the one holding `keepToken`. */
  async revokeOtherFamilies(userId: string, keepToken: string | null): Promise<void> {
    const keep = keepToken ? (await this.tokens.findById(hashOf(keepToken)).lean<RefreshTokenRecord>())?.familyId : undefined;
    await this.tokens.updateMany(
      { userId, revokedAt: null, ...(keep ? { familyId: { $ne: keep } } : {}) },
      { $set: { revokedAt: new Date() } },
    );
  }

  async deleteUser(userId: string): Promise<void> {
    await this.tokens.deleteMany({ userId });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  }
}
