import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PASSWORD_RESET_MINUTES } from '@wine/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { Model } from 'mongoose';
import { PasswordResetRecord } from './password-reset.schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const LIFETIME_MS = PASSWORD_RESET_MINUTES * 60_000;
// Spent and expired links are deleted by a sweep, not a TTL index (docs/architecture.md#store-limits).
const SWEEP_INTERVAL_MS = 60 * 60_000;
const FIRST_SWEEP_AFTER_MS = 60_000;

@Injectable()
export class PasswordResetsRepository implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetsRepository.name);
  private sweepTimers: NodeJS.Timeout[] = [];

  constructor(@InjectModel(PasswordResetRecord.name) private readonly resets: Model<PasswordResetRecord>) {}

  onApplicationBootstrap(): void {
    const sweep = () =>
      void this.sweepExpired().catch((err: Error) => this.logger.warn(`password-reset sweep skipped: ${err.message}`));
    this.sweepTimers = [setTimeout(sweep, FIRST_SWEEP_AFTER_MS), setInterval(sweep, SWEEP_INTERVAL_MS)];
    for (const timer of this.sweepTimers) timer.unref();
  }

  onApplicationShutdown(): void {
    for (const timer of this.sweepTimers) clearTimeout(timer);
  }

  async sweepExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.resets.deleteMany({ expiresAt: { $lt: now } });
    return deletedCount;
  }

  /** A new link's token; the user's earlier links stop working (only the newest e-mail counts). */
  async issue(userId: string, now = new Date()): Promise<string> {
    await this.resets.deleteMany({ userId });
    const token = randomBytes(32).toString('base64url');
    await this.resets.create({ _id: hashOf(token), userId, expiresAt: new Date(now.getTime() + LIFETIME_MS) });
    return token;
  }

  /** Spends a live token, atomically: of two racing resets one wins. Answers whose it was. */
  async spend(token: string, now = new Date()): Promise<string | null> {
    const claimed = await this.resets
      .findOneAndUpdate({ _id: hashOf(token), usedAt: null, expiresAt: { $gt: now } }, { $set: { usedAt: now } })
      .lean<PasswordResetRecord>();
    return claimed?.userId ?? null;
  }

  async deleteUser(userId: string): Promise<void> {
    await this.resets.deleteMany({ userId });
  }
}
