import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REFRESH_COOKIE } from '@wine/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Model } from 'mongoose';
import { RefreshTokenRecord } from './refresh-token.schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const LIFETIME_MS = REFRESH_COOKIE.maxAgeDays * 24 * 3600 * 1000;

export type RotationResult =
  { outcome: 'rotated'; userId: string; token: string } | { outcome: 'invalid' } | { outcome: 'reused'; userId: string };

@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectModel(RefreshTokenRecord.name) private readonly tokens: Model<RefreshTokenRecord>) {}

  /** A new token, in a new family (a sign-in) or an existing one (a rotation). */
  async issue(userId: string, familyId: string = randomUUID()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.create({ _id: hashOf(token), userId, familyId, expiresAt: new Date(Date.now() + LIFETIME_MS) });
    return token;
  }

  /** Single use: the token is marked rotated atomically, so two racing refreshes cannot both win. */
  async rotate(token: string): Promise<RotationResult> {
    const now = new Date();
    const claimed = await this.tokens
      .findOneAndUpdate(
        { _id: hashOf(token), rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { rotatedAt: now } },
      )
      .lean<RefreshTokenRecord>();
    if (claimed) return { outcome: 'rotated', userId: claimed.userId, token: await this.issue(claimed.userId, claimed.familyId) };

    const known = await this.tokens.findById(hashOf(token)).lean<RefreshTokenRecord>();
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
