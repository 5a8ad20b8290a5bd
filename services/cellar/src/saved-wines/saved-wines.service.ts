import { Injectable } from '@nestjs/common';
import {
  FREE_SAVED_WINE_LIMIT,
  PLAN_LIMIT_MESSAGE,
  SAVED_WINE_NOT_FOUND,
  type CellarPlan,
  type SaveWine,
  type SavedWine,
  type SaveWineResult,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { objectIdOf } from '../common/ids';
import { isDuplicateKey } from '../common/mongo-errors';
import { claimSlot } from '../common/slots';
import { PlansService } from '../plans/plans.service';
import { SavedWinesRepository } from './saved-wines.repository';

@Injectable()
export class SavedWinesService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly plans: PlansService,
  ) {}

  list(userId: string): Promise<SavedWine[]> {
    return this.wines.listVisible(userId);
  }

  async save(userId: string, wine: SaveWine, plan?: CellarPlan): Promise<SaveWineResult> {
    const existing = await this.existing(userId, wine);
    if (existing) return { wine: existing, created: false };
    const createdAt = new Date();
    try {
      if ((await this.plans.planOf(userId, plan)) === 'premium') {
        return { wine: await this.wines.insert(userId, wine, null, createdAt), created: true };
      }
      // fast refusal; the slot index below is what holds under parallel saves
      const visible = await this.wines.countVisible(userId);
      if (visible >= FREE_SAVED_WINE_LIMIT) throw this.limitReached(visible);
      const claim = await claimSlot(
        FREE_SAVED_WINE_LIMIT,
        () => this.wines.limitedSlotsInUse(userId),
        (slot) => this.wines.insert(userId, wine, slot, createdAt),
        // a duplicate of the wine itself is answered below, not retried in another slot
        async () => !(await this.existing(userId, wine)),
      );
      if (!claim.claimed) throw this.limitReached(await this.wines.countVisible(userId));
      return { wine: claim.value, created: true };
    } catch (err) {
      // the same catalogue wine saved twice at once: both callers get the one record
      const same = isDuplicateKey(err) ? await this.existing(userId, wine) : null;
      if (same) return { wine: same, created: false };
      throw err;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    const objectId = objectIdOf(id);
    if (!objectId || !(await this.wines.deleteVisible(userId, objectId))) throw rpcError(404, SAVED_WINE_NOT_FOUND);
  }

  private existing(userId: string, wine: SaveWine): Promise<SavedWine | null> {
    return wine.catalogueWineId ? this.wines.findVisibleByCatalogueId(userId, wine.catalogueWineId) : Promise.resolve(null);
  }

  private limitReached(currentCount: number) {
    return rpcError(403, PLAN_LIMIT_MESSAGE, { currentCount: Math.max(currentCount, FREE_SAVED_WINE_LIMIT) });
  }
}
