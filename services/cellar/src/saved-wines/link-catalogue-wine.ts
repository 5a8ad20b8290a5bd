import { Injectable } from '@nestjs/common';
import {
  type BottleFacts,
  CATALOGUE_WINE_NOT_FOUND,
  LINK_ONLY_KEPT_AS_WRITTEN,
  SAVED_WINE_NOT_FOUND,
  type SavedWine,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { findRegion, findWine } from '@wine/wine-knowledge';
import type { Types } from 'mongoose';
import { objectIdOf } from '../common/ids';
import { SavedWineListView } from './saved-wine-list.view';
import type { SavedWineRecord } from './saved-wine.schema';
import { SavedWinesRepository, toSavedWine } from './saved-wines.repository';

type StoredWine = SavedWineRecord & Partial<BottleFacts> & { _id: Types.ObjectId };

/**
 * "Find this wine" (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): an imported row the
 * matcher could not place, linked to the catalogue wine the member picked. It then reads as that wine
 * (name, type, region, grape), so the plan, analytics and pairing use the catalogue's knowledge; its
 * bottles, vintage, place and notes stay the member's.
 */
@Injectable()
export class LinkCatalogueWine {
  constructor(
    private readonly wines: SavedWinesRepository,
    private readonly view: SavedWineListView,
  ) {}

  async link(userId: string, id: string, catalogueWineId: string): Promise<SavedWine> {
    const _id = objectIdOf(id);
    const row = _id ? ((await this.wines.bottles.findVisible(userId, _id)) as StoredWine | null) : null;
    if (!row) throw rpcError(404, SAVED_WINE_NOT_FOUND);
    const wine = findWine(catalogueWineId);
    if (!wine) throw rpcError(400, CATALOGUE_WINE_NOT_FOUND);
    if (row.source !== 'imported' || row.catalogueWineId) throw rpcError(409, LINK_ONLY_KEPT_AS_WRITTEN);
    const set = {
      catalogueWineId: wine.id,
      wineName: `${wine.producer} ${wine.wineName}`,
      wineType: wine.wineType,
      region: wine.labelRegion ?? findRegion(wine.regionId)?.name ?? row.region,
      producer: wine.producer,
      grape: wine.variety,
    };
    // still kept as written when the write lands: two links at once, the first wins
    if (!(await this.wines.linkCatalogue(userId, row._id, set))) throw rpcError(409, LINK_ONLY_KEPT_AS_WRITTEN);
    const linked = toSavedWine({ ...row, ...set });
    await this.view.saved(userId, linked);
    return linked;
  }
}
