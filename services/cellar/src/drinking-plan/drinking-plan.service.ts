import { Injectable } from '@nestjs/common';
import type { CellarPairingItems, DrinkingPlan } from '@wine/contracts';
import { Clock } from '../common/clock';
import { melbourneDay } from '../common/melbourne-month';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { drinkingPlan } from './drinking-plan';
import { pairingItems } from './pairing-items';

@Injectable()
export class DrinkingPlanService {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly clock: Clock,
  ) {}

  /** Every plan, Free or Premium; only bottles still in the cellar. */
  async drinkingPlan(userId: string): Promise<DrinkingPlan> {
    const [saved, uploads, now] = await Promise.all([
      this.wines.listVisible(userId),
      this.uploads.allVisible(userId),
      this.clock.now(userId),
    ]);
    return drinkingPlan(saved, uploads, melbourneDay(now));
  }

  /** The bottles "From my cellar" ranks: the member's own only, with bottles left. */
  async pairingItems(userId: string): Promise<CellarPairingItems> {
    const [saved, uploads, now] = await Promise.all([
      this.wines.listVisible(userId),
      this.uploads.allVisible(userId),
      this.clock.now(userId),
    ]);
    return { items: pairingItems(saved, uploads, Number(melbourneDay(now).slice(0, 4))) };
  }
}
