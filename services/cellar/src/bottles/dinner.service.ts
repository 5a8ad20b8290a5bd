import { Injectable } from '@nestjs/common';
import { DINNER_OCCASION, DINNER_OPENING_MESSAGE, type OpenDinner, type OpenedDinner, type Tasting } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { BottlesService } from './bottles.service';
import { DinnerOpenings } from './dinner-openings';

/**
 * "Open these bottles" (docs/product-rules.md#a-dinner-party): every planned bottle of a dinner is
 * opened in one call, one tasting a bottle with the occasion filled in, once per plan. Each bottle
 * is checked first (the member's own, enough left), so a plan that cannot be opened opens nothing.
 */
@Injectable()
export class DinnerService {
  constructor(
    private readonly bottles: BottlesService,
    private readonly openings: DinnerOpenings,
  ) {}

  async open(userId: string, planId: string, dinner: OpenDinner): Promise<OpenedDinner> {
    const claim = await this.openings.claim(userId, planId);
    if (!claim.claimed) {
      if (!claim.answer) throw rpcError(409, DINNER_OPENING_MESSAGE);
      return { ...claim.answer, alreadyOpened: true };
    }
    const tastings: Tasting[] = [];
    try {
      const wanted = new Map<string, number>();
      for (const b of dinner.bottles) wanted.set(b.cellarItemId, (wanted.get(b.cellarItemId) ?? 0) + b.count);
      // another member's item, a removed one or a bad id is a 404; too few bottles left a 409
      for (const [id, count] of wanted) {
        const item = await this.bottles.bottlesLeft(userId, id);
        if (item.quantity < count)
          throw rpcError(409, `Only ${item.quantity} of ${item.wineName} left: this dinner opens ${count}. Plan it again.`);
      }
      // one call a course: a dinner of twenty bottles is a handful of writes, not a hundred
      for (const b of dinner.bottles) {
        const opened = await this.bottles.openBottles(userId, b.cellarItemId, b.count, {
          date: dinner.date,
          stars: null,
          points: null,
          note: '',
          occasion: `${DINNER_OCCASION}: ${b.course}`,
          withWhom: '',
        });
        tastings.push(...opened.tastings);
      }
    } catch (err) {
      // nothing opened: the plan may be tried again; some opened: what was opened is the answer
      if (!tastings.length) {
        await this.openings.release(userId, planId);
        throw err;
      }
    }
    const answer: OpenedDinner = { tastings, alreadyOpened: false };
    await this.openings.done(userId, planId, answer);
    return answer;
  }
}
