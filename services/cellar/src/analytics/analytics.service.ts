import { Injectable } from '@nestjs/common';
import type { CellarAnalytics } from '@wine/contracts';
import { TastingsRepository } from '../bottles/tastings.repository';
import { Clock } from '../common/clock';
import { melbourneMonth, melbourneYear } from '../common/melbourne-month';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { readinessOfItem } from '../drinking-plan/drinking-plan';
import { computeAnalytics } from './cellar-analytics';

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly tastings: TastingsRepository,
    private readonly clock: Clock,
  ) {}

  /** Premium only: the gateway's @RequiresPremium refuses Free members (docs/product-rules.md#premium-features). */
  async analytics(userId: string): Promise<CellarAnalytics> {
    const [saved, uploads, tastings, now] = await Promise.all([
      this.wines.listVisible(userId),
      this.uploads.allVisible(userId),
      this.tastings.openedDates(userId),
      this.clock.now(userId),
    ]);
    const opened = { dates: tastings, currentMonth: melbourneMonth(now) };
    const year = melbourneYear(now);
    // readiness from the drinking plan's own function, so the two agree bottle for bottle
    return computeAnalytics(saved, uploads, year, opened, (item, kind) => readinessOfItem(item, kind, year)?.group ?? null);
  }
}
