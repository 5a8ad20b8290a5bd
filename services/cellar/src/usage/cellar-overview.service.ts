import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_PREMIUM_MESSAGE,
  type CellarAnalytics,
  type CellarExport,
  type CellarPlan,
  type CellarUsage,
  type DrinkingPlan,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { cellarCsv } from '../export/cellar-csv';
import { computeAnalytics } from '../analytics/cellar-analytics';
import { Clock } from '../common/clock';
import { melbourneDay, melbourneMonth, melbourneYear } from '../common/melbourne-month';
import { drinkingPlan } from '../drinking-plan/drinking-plan';
import { TastingsRepository } from '../bottles/tastings.repository';
import { PlansService } from '../plans/plans.service';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { UploadsService } from '../uploads/uploads.service';

/** Views over the whole cellar: usage counts, analytics and the CSV export. */
@Injectable()
export class CellarOverviewService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly uploadsService: UploadsService,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly tastings: TastingsRepository,
  ) {}

  /** Usage (docs/product-rules.md#quota): visible saved wines, analyses this Melbourne month. */
  async usage(userId: string): Promise<CellarUsage> {
    const [savedWines, uploadedWines] = await Promise.all([
      this.wines.listVisible(userId).then((wines) => wines.length),
      this.uploadsService.usedThisMonth(userId),
    ]);
    return { savedWines, uploadedWines };
  }

  /** Premium only (docs/product-rules.md#premium-features); Free gets 403 with the upgrade flag. */
  async analytics(userId: string, plan?: CellarPlan): Promise<CellarAnalytics> {
    if ((await this.plans.planOf(userId, plan)) !== 'premium') throw rpcError(403, ANALYTICS_PREMIUM_MESSAGE, { upgrade: true });
    const [saved, uploads, tastings, now] = await Promise.all([
      this.wines.listVisible(userId),
      this.uploads.listVisible(userId),
      this.tastings.journal(userId),
      this.clock.now(userId),
    ]);
    const opened = { dates: tastings.map((t) => t.date), currentMonth: melbourneMonth(now) };
    return computeAnalytics(saved, uploads, melbourneYear(now), opened);
  }

  /** Issue 22: every plan, Free or Premium; only bottles still in the cellar. */
  async drinkingPlan(userId: string): Promise<DrinkingPlan> {
    const [saved, uploads, now] = await Promise.all([
      this.wines.listVisible(userId),
      this.uploads.listVisible(userId),
      this.clock.now(userId),
    ]);
    return drinkingPlan(saved, uploads, melbourneDay(now));
  }

  async exportCsv(userId: string): Promise<CellarExport> {
    const [saved, uploads] = await Promise.all([this.wines.listVisible(userId), this.uploads.listVisible(userId)]);
    const today = (await this.clock.now(userId)).toISOString().slice(0, 10);
    return { filename: `my-cellar-${today}.csv`, csv: cellarCsv(saved, uploads) };
  }
}
