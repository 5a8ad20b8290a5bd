import { Injectable } from '@nestjs/common';
import type { FeedbackSignal, PalateProfile, PalateReset, RecommendationFeedback, Page, PageQuery } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { CATALOGUE } from '../engine/catalogue';
import { CellarSignalsClient } from './cellar-signals.client';
import { FeedbackRepository } from './feedback.repository';
import { PalateCache, type Thumbs } from './palate-cache';
import { buildPalate, describePalate, type Palate } from '../engine/palate-profile';

const CATALOGUE_IDS = new Set(CATALOGUE.map((e) => e.wine.id));

/**
 * A user's palate, built on each search from the thumbs (this service's) and the cellar's saves,
 * bottles and ratings. Both are first looked for in one Redis read (PalateCache); a half not kept
 * at its current version is read side by side: the thumbs from the store (then kept), the signals
 * with one call to the cellar. Every write bumps its half's version, so a new signal counts on the
 * very next search (docs/architecture.md, Data ownership: the palate).
 */
@Injectable()
export class PalateService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly cellar: CellarSignalsClient,
    private readonly kept: PalateCache,
  ) {}

  async of(userId: string): Promise<Palate> {
    const found = await this.kept.read(userId);
    const [thumbs, cellar] = await Promise.all([
      found.thumbs ?? this.thumbsFromStore(userId, found.thumbsVersion),
      found.cellar ?? this.cellar.of(userId),
    ]);
    return buildPalate(thumbs, cellar);
  }

  private async thumbsFromStore(userId: string, version: number | null): Promise<Thumbs> {
    const thumbs = await this.feedback.of(userId);
    if (version !== null) await this.kept.keepThumbs(userId, version, thumbs);
    return thumbs;
  }

  async profile(userId: string): Promise<PalateProfile> {
    return describePalate(await this.of(userId));
  }

  async setFeedback(userId: string, wineId: string, signal: FeedbackSignal | null): Promise<RecommendationFeedback> {
    // only a wine we could have recommended: 400 naming the field, not a stored typo
    if (!CATALOGUE_IDS.has(wineId)) throw rpcError(400, 'wineId is not a wine we recommend');
    await this.feedback.set(userId, wineId, signal);
    return { wineId, signal };
  }

  feedbackOf(userId: string, page: PageQuery): Promise<Page<RecommendationFeedback>> {
    return this.feedback.page(userId, page);
  }

  /** Clears the thumbs; what is in the cellar keeps counting (it is the cellar's to change). */
  async reset(userId: string): Promise<PalateReset> {
    return { cleared: await this.feedback.purgeUser(userId) };
  }

  purgeUser(userId: string): Promise<number> {
    return this.feedback.purgeUser(userId);
  }
}
