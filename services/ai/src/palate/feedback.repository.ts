import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FeedbackSignal, Page, PageQuery, RecommendationFeedback } from '@wine/contracts';
import { findPage, type KeysetSort } from '@wine/nest-common/store';
import { Model } from 'mongoose';
import { RecommendationFeedbackRecord } from './feedback.schema';
import { PalateCache, type Thumbs } from './palate-cache';

// the list of thumbs: newest first, then by wine (one thumb per user and wine)
const NEWEST_FIRST: KeysetSort = [
  ['updatedAt', -1],
  ['wineId', 1],
];

/**
 * Thumbs on recommended wines; every query takes the owner's id. Every write tells the palate's
 * cache once it has landed, so the next search reads the store again.
 */
@Injectable()
export class FeedbackRepository {
  constructor(
    @InjectModel(RecommendationFeedbackRecord.name) private readonly feedback: Model<RecommendationFeedbackRecord>,
    private readonly kept: PalateCache,
  ) {}

  /** Sets (or with null, takes back) the user's thumb on a wine; pressing the same thumb twice writes once. */
  async set(userId: string, wineId: string, signal: FeedbackSignal | null, now = new Date()): Promise<void> {
    if (signal === null) await this.feedback.deleteOne({ userId, wineId });
    else await this.feedback.updateOne({ userId, wineId }, { $set: { signal, updatedAt: now } }, { upsert: true });
    await this.kept.thumbsChanged(userId);
  }

  /** One page of the user's thumbs, newest first (GET /api/recommendations/feedback). */
  page(userId: string, page: PageQuery): Promise<Page<RecommendationFeedback>> {
    return findPage(this.feedback, { userId }, NEWEST_FIRST, page, (r) => ({ wineId: r.wineId, signal: r.signal }));
  }

  /** The user's thumbs, newest first. */
  async of(userId: string): Promise<Thumbs> {
    const rows = await this.feedback
      .find({ userId }, { _id: 0, wineId: 1, signal: 1, updatedAt: 1 })
      .lean<RecommendationFeedbackRecord[]>();
    return rows
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.wineId.localeCompare(b.wineId))
      .map((r) => ({ wineId: r.wineId, signal: r.signal }));
  }

  async purgeUser(userId: string): Promise<number> {
    const { deletedCount } = await this.feedback.deleteMany({ userId });
    await this.kept.forget(userId);
    return deletedCount;
  }
}
