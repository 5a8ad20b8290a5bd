import { Injectable } from '@nestjs/common';
import { ANALYTICS_PREMIUM_MESSAGE, type CellarAnalytics, type CellarPlan } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { TastingsRepository } from '../bottles/tastings.repository';
import { Clock } from '../common/clock';
import { melbourneMonth, melbourneYear } from '../common/melbourne-month';
import { PlansService } from '../plans/plans.service';
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
    private readonly plans: PlansService,
    private readonly clock: Clock,
  ) {}

  /** Premium only (docs/product-rules.md#premium-features); Free gets 403 with the upgrade flag. */
  async analytics(userId: string, plan?: CellarPlan): Promise<CellarAnalytics> {
    if ((await this.plans.planOf(userId, plan)) !== 'premium') throw rpcError(403, ANALYTICS_PREMIUM_MESSAGE, { upgrade: true });
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
