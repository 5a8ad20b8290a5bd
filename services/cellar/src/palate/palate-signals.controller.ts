import { Controller, Injectable } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CellarPalateSignals, palateMessageSchema, PATTERNS, pointsToStars } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { TastingsRepository } from '../bottles/tastings.repository';
import type { CatalogueBottles } from '../common/item-bottles';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { PalateSignalsCache } from './palate-signals.cache';

/**
 * What the ai service's palate needs of a user's cellar: each catalogue wine saved or
 * analysed, its bottles and its tasting ratings. Three reads by userId, run side by side, and kept
 * until the user's next change (PalateSignalsCache); hidden items (after a downgrade) and the
 * user's own wines (no catalogue id) say nothing.
 */
@Injectable()
export class PalateSignalsReader {
  constructor(
    private readonly saved: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly tastings: TastingsRepository,
    private readonly cache: PalateSignalsCache,
  ) {}

  of(userId: string): Promise<CellarPalateSignals> {
    return this.cache.of(userId, () => this.read(userId));
  }

  private async read(userId: string): Promise<CellarPalateSignals> {
    const [saved, uploads, tastings] = await Promise.all([
      this.saved.bottles.withCatalogueWine(userId),
      this.uploads.bottles.withCatalogueWine(userId),
      this.tastings.ratingsOf(userId),
    ]);
    const wines = new Map<string, CellarPalateSignals['wines'][number]>();
    const byItem = new Map<string, CellarPalateSignals['wines'][number]>();
    const add = (item: CatalogueBottles, isSaved: boolean) => {
      const wineId = item.catalogueWineId!;
      let wine = wines.get(wineId);
      if (!wine) wines.set(wineId, (wine = { wineId, saved: false, bottles: 0, ratings: [] }));
      wine.saved ||= isSaved;
      wine.bottles += item.quantity ?? 0;
      byItem.set(String(item._id), wine);
    };
    for (const item of saved) add(item, true);
    for (const item of uploads) add(item, false);
    for (const t of tastings) {
      const stars = t.stars ?? (t.points !== null && t.points !== undefined ? pointsToStars(t.points) : null);
      if (stars !== null) byItem.get(t.itemId)?.ratings.push(stars);
    }
    return { wines: [...wines.values()] };
  }
}

@Controller()
export class PalateSignalsController {
  constructor(private readonly reader: PalateSignalsReader) {}

  @MessagePattern(PATTERNS.cellar.palateSignals)
  signals(@Payload() data: unknown) {
    return this.reader.of(parseMessage(palateMessageSchema, data).userId);
  }
}
