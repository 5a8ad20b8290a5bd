import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { RETAINED_AFTER_DOWNGRADE, TOPICS, type CellarPlan } from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import { PlansService } from '../plans/plans.service';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';

/**
 * docs/product-rules.md#retention-on-downgrade: on a downgrade nothing is deleted, but only the newest 3 saved wines and
 * 2 uploads stay visible and usable; an upgrade brings everything back.
 */
@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly events: EventBus,
    private readonly plans: PlansService,
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on(TOPICS.planChanged, 'retention', async ({ userId, plan }, envelope) => {
      const recorded = await this.plans.record(userId, plan, new Date(envelope.occurredAt));
      // an older change delivered late must not undo a newer one
      if (recorded === 'stale') return;
      // only a downgrade hides wines, and a downgrade is recorded: a first upgrade has nothing to
      // bring back (and skips reading every wine of a user with a big cellar)
      if (recorded === 'first' && plan === 'premium') return;
      await this.apply(userId, plan);
    });
  }

  async apply(userId: string, plan: CellarPlan): Promise<void> {
    if (plan === 'premium') {
      await this.wines.restoreAll(userId);
      await this.uploads.restoreAll(userId);
    } else {
      await this.wines.retainNewest(userId, RETAINED_AFTER_DOWNGRADE.savedWines);
      await this.uploads.retainNewest(userId, RETAINED_AFTER_DOWNGRADE.uploads);
    }
    this.logger.log(`cellar of ${userId} now follows the ${plan} plan`);
  }
}
