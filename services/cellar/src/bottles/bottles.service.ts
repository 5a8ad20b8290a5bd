import { Injectable } from '@nestjs/common';
import {
  CELLAR_ITEM_NOT_FOUND,
  NO_BOTTLES_LEFT_MESSAGE,
  TASTING_JOURNAL_FULL_MESSAGE,
  type Page,
  type PageQuery,
  type CellarBottle,
  type CellarItemKind,
  type OpenBottle,
  type OpenedBottle,
  type Tasting,
  type UpdateBottle,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { objectIdOf } from '../common/ids';
import type { ItemBottles, StoredItem } from '../common/item-bottles';
import { SavedWineListView } from '../saved-wines/saved-wine-list.view';
import type { SavedWineRecord } from '../saved-wines/saved-wine.schema';
import { SavedWinesRepository, toSavedWine } from '../saved-wines/saved-wines.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { bottleOf } from '../common/bottle-fields';
import { TastingsRepository } from './tastings.repository';

type StoredSaved = SavedWineRecord & StoredItem;

interface FoundItem {
  kind: CellarItemKind;
  row: StoredItem;
}

/**
 * The bottles of a cellar item, saved or analysed (one id space: both are ObjectIds),
 * and opening one. Only the owner's visible items are reachable; anything else is 404.
 */
@Injectable()
export class BottlesService {
  constructor(
    private readonly saved: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly tastings: TastingsRepository,
    private readonly savedList: SavedWineListView,
  ) {}

  async update(userId: string, id: string, changes: UpdateBottle): Promise<CellarBottle> {
    const item = await this.find(userId, id);
    const set: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    // an analysis keeps its vintage as text ('' when none was read)
    if (item.kind === 'upload' && 'vintage' in set && set.vintage === null) set.vintage = '';
    await this.bottlesOf(item.kind).set(userId, item.row._id, set);
    return this.reread(userId, item);
  }

  /** Takes one bottle out (at 0 the item is drunk: kept, shown in the Drunk tab) and logs the tasting. */
  async open(userId: string, id: string, tasting: OpenBottle): Promise<OpenedBottle> {
    const { bottle, tastings } = await this.openBottles(userId, id, 1, tasting);
    return { bottle, tasting: tastings[0] };
  }

  /**
   * Takes `count` bottles of one item out at once, one tasting each (a dinner's course): a few
   * writes whatever the count, and all or nothing: too few bottles or journal places take none.
   */
  async openBottles(
    userId: string,
    id: string,
    count: number,
    tasting: OpenBottle,
  ): Promise<{ bottle: CellarBottle; tastings: Tasting[] }> {
    const item = await this.find(userId, id);
    const bottles = this.bottlesOf(item.kind);
    if (item.row.quantity === undefined) await bottles.holdOneIfUncounted(userId, item.row._id);
    // the journal's places first: a full journal takes no bottle
    if (!(await this.tastings.reservePlaces(userId, count))) throw rpcError(409, TASTING_JOURNAL_FULL_MESSAGE);
    if (!(await bottles.take(userId, item.row._id, count))) {
      await this.tastings.releasePlaces(userId, count);
      throw rpcError(409, NO_BOTTLES_LEFT_MESSAGE);
    }
    let entries: Tasting[];
    try {
      const opened = {
        id: String(item.row._id),
        kind: item.kind,
        wineName: item.row.wineName,
        vintage: item.row.vintage || null,
      };
      entries = await this.tastings.insert(userId, opened, tasting, count, new Date());
    } catch (err) {
      // no tasting, no bottle taken, no place used
      await bottles.putBack(userId, item.row._id, count);
      await this.tastings.releasePlaces(userId, count);
      throw err;
    }
    return { bottle: await this.reread(userId, item), tastings: entries };
  }

  /** How many bottles of one of the member's items are left (404 for anything not theirs). */
  async bottlesLeft(userId: string, id: string): Promise<{ wineName: string; quantity: number }> {
    const item = await this.find(userId, id);
    return { wineName: item.row.wineName, quantity: item.row.quantity ?? 1 };
  }

  async tastingsOf(userId: string, id: string, page: PageQuery): Promise<Page<Tasting>> {
    const item = await this.find(userId, id);
    return this.tastings.ofItem(userId, String(item.row._id), page);
  }

  journal(userId: string, page: PageQuery): Promise<Page<Tasting>> {
    return this.tastings.journal(userId, page);
  }

  private bottlesOf(kind: CellarItemKind): ItemBottles {
    return kind === 'saved' ? this.saved.bottles : this.uploads.bottles;
  }

  private async find(userId: string, id: string): Promise<FoundItem> {
    const _id = objectIdOf(id);
    if (_id) {
      const wine = await this.saved.bottles.findVisible(userId, _id);
      if (wine) return { kind: 'saved', row: wine };
      const upload = await this.uploads.bottles.findVisible(userId, _id);
      if (upload) return { kind: 'upload', row: upload };
    }
    throw rpcError(404, CELLAR_ITEM_NOT_FOUND);
  }

  /** The item after a change; a saved wine's change also reaches GET /api/cellar's list. */
  private async reread(userId: string, item: FoundItem): Promise<CellarBottle> {
    const row = await this.bottlesOf(item.kind).reread(userId, item.row._id);
    if (!row) throw rpcError(404, CELLAR_ITEM_NOT_FOUND);
    if (item.kind === 'saved') await this.savedList.saved(userId, toSavedWine(row as StoredSaved));
    return { id: String(row._id), kind: item.kind, wineName: row.wineName, ...bottleOf(row) };
  }
}
