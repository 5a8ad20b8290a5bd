import { Injectable } from '@nestjs/common';
import type { CellarQuery, Page, SavedWine } from '@wine/contracts';
import { Clock } from '../common/clock';
import { melbourneYear } from '../common/melbourne-month';
import { indexWine, queryCellar, type IndexedWine } from './cellar-query';
import { SavedWineListView } from './saved-wine-list.view';
import { SavedWinesRepository } from './saved-wines.repository';

// members whose indexed cellar this instance keeps (a 5,000-wine cellar is a few MB)
const KEPT_CELLARS = 16;

/**
 * GET /api/cellar: a member's saved wines found, sorted and filtered, a page at a time
 * (docs/decisions/0011-cellar-queries-over-the-list-view.md). The store cannot serve these queries
 * locally (FerretDB pushes down only _id filters), so they run over the member's list view, indexed
 * once per version of it: a page costs one small Redis read while the list is unchanged.
 */
@Injectable()
export class CellarListService {
  private readonly kept = new Map<string, { version: number; year: number; wines: IndexedWine[] }>();

  constructor(
    private readonly repository: SavedWinesRepository,
    private readonly view: SavedWineListView,
    private readonly clock: Clock,
  ) {}

  async query(userId: string, query: CellarQuery): Promise<Page<SavedWine>> {
    return queryCellar(await this.indexed(userId), query);
  }

  private async indexed(userId: string): Promise<IndexedWine[]> {
    const [version, now] = await Promise.all([this.view.builtVersion(userId), this.clock.now(userId)]);
    const year = melbourneYear(now);
    const kept = this.kept.get(userId);
    if (kept && version !== null && kept.version === version && kept.year === year) {
      // most recently used last, so the oldest is the one let go
      this.kept.delete(userId);
      this.kept.set(userId, kept);
      return kept.wines;
    }
    // read after the version: the list is at least that new; a newer one is simply read again next time
    const wines = (await this.repository.listVisible(userId)).map((w) => indexWine(w, year));
    if (version !== null) {
      this.kept.delete(userId);
      this.kept.set(userId, { version, year, wines });
      if (this.kept.size > KEPT_CELLARS) this.kept.delete(this.kept.keys().next().value!);
    }
    return wines;
  }
}
