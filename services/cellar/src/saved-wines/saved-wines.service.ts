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
import { isDuplicateKey } from '@wine/nest-common';
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

  /**
   * `requestId` is the transport's id of this save: a request taken over from an instance that died
   * after writing and before replying finds the wine it wrote and answers as the first delivery would.
   */
  async save(userId: string, wine: SaveWine, plan?: CellarPlan, requestId?: string): Promise<SaveWineResult> {
    const existing = wine.catalogueWineId ? await this.earlier(userId, wine) : null;
    if (existing) return existing;
    const createdAt = new Date();
    try {
      if ((await this.plans.planOf(userId, plan)) === 'premium') {
        // a request saved before meets its key in the unique index (below): no look-up on every save
        return { wine: await this.wines.insert(userId, wine, null, createdAt, requestId), created: true };
      }
      // before the limit: the request that took the last Free slot answers what it answered then
      const again = wine.catalogueWineId ? null : await this.earlier(userId, wine, requestId);
      if (again) return again;
      // fast refusal; the slot index below is what holds under parallel saves
      const visible = await this.wines.countVisible(userId);
      if (visible >= FREE_SAVED_WINE_LIMIT) throw this.limitReached(visible);
      const claim = await claimSlot(
        FREE_SAVED_WINE_LIMIT,
        () => this.wines.limitedSlotsInUse(userId),
        (slot) => this.wines.insert(userId, wine, slot, createdAt, requestId),
        // a duplicate of the wine itself is answered below, not retried in another slot
        async () => !(await this.earlier(userId, wine, requestId)),
      );
      if (!claim.claimed) throw this.limitReached(await this.wines.countVisible(userId));
      return { wine: claim.value, created: true };
    } catch (err) {
      // the same catalogue wine saved twice at once (both callers get the one record), or this request twice
      const same = isDuplicateKey(err) ? await this.earlier(userId, wine, requestId) : null;
      if (same) return same;
      throw err;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    const objectId = objectIdOf(id);
    if (!objectId || !(await this.wines.deleteVisible(userId, objectId))) throw rpcError(404, SAVED_WINE_NOT_FOUND);
  }

  /** What an earlier save already wrote: this catalogue wine (not created now), or this very request's wine. */
  private async earlier(userId: string, wine: SaveWine, requestId?: string): Promise<SaveWineResult | null> {
    if (wine.catalogueWineId) {
      const existing = await this.wines.findVisibleByCatalogueId(userId, wine.catalogueWineId);
      return existing ? { wine: existing, created: false } : null;
    }
    const mine = requestId ? await this.wines.findVisibleByRequest(userId, requestId) : null;
    return mine ? { wine: mine, created: true } : null;
  }

  private limitReached(currentCount: number) {
    return rpcError(403, PLAN_LIMIT_MESSAGE, { currentCount: Math.max(currentCount, FREE_SAVED_WINE_LIMIT) });
  }
}
