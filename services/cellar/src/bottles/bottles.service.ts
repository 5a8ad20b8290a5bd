import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CELLAR_ITEM_NOT_FOUND,
  NO_BOTTLES_LEFT_MESSAGE,
  TASTING_JOURNAL_FULL_MESSAGE,
  type Page,
  type PageQuery,
  type BottleFacts,
  type CellarBottle,
  type CellarItemKind,
  type OpenBottle,
  type OpenedBottle,
  type Tasting,
  type UpdateBottle,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { Model, Types } from 'mongoose';
import { objectIdOf } from '../common/ids';
import { SavedWineListView } from '../saved-wines/saved-wine-list.view';
import { SavedWineRecord } from '../saved-wines/saved-wine.schema';
import { toSavedWine } from '../saved-wines/saved-wines.repository';
import { UploadRecord } from '../uploads/upload.schema';
import { bottleOf } from '../common/bottle-fields';
import { TastingsRepository } from './tastings.repository';

type ItemModel = Model<{ userId: string; hidden: boolean }>;
type StoredItem = Partial<BottleFacts> & { _id: Types.ObjectId; wineName: string; vintage?: string | null };
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
    @InjectModel(SavedWineRecord.name) private readonly saved: Model<SavedWineRecord>,
    @InjectModel(UploadRecord.name) private readonly uploads: Model<UploadRecord>,
    private readonly tastings: TastingsRepository,
    private readonly savedList: SavedWineListView,
  ) {}

  async update(userId: string, id: string, changes: UpdateBottle): Promise<CellarBottle> {
    const item = await this.find(userId, id);
    const set: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    // an analysis keeps its vintage as text ('' when none was read)
    if (item.kind === 'upload' && 'vintage' in set && set.vintage === null) set.vintage = '';
    await this.model(item.kind).updateOne({ _id: item.row._id, userId, hidden: false }, { $set: set });
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
    const model = this.model(item.kind);
    const mine = { _id: item.row._id, userId, hidden: false };
    // items written before bottles existed hold one
    if (item.row.quantity === undefined)
      await model.updateOne({ ...mine, quantity: { $exists: false } }, { $set: { quantity: 1 } });
    // the journal's places first: a full journal takes no bottle
    if (!(await this.tastings.reservePlaces(userId, count))) throw rpcError(409, TASTING_JOURNAL_FULL_MESSAGE);
    const taken = await model.updateOne({ ...mine, quantity: { $gte: count } }, { $inc: { quantity: -count } });
    if (taken.modifiedCount === 0) {
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
      await model.updateOne(mine, { $inc: { quantity: count } });
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

  private model(kind: CellarItemKind): ItemModel {
    return (kind === 'saved' ? this.saved : this.uploads) as unknown as ItemModel;
  }

  private async find(userId: string, id: string): Promise<FoundItem> {
    const _id = objectIdOf(id);
    if (_id) {
      const wine = await this.saved.findOne({ _id, userId, hidden: false }).lean<StoredItem>();
      if (wine) return { kind: 'saved', row: wine };
      const upload = await this.uploads.findOne({ _id, userId, hidden: false }).lean<StoredItem>();
      if (upload) return { kind: 'upload', row: upload };
    }
    throw rpcError(404, CELLAR_ITEM_NOT_FOUND);
  }

  /** The item after a change; a saved wine's change also reaches GET /api/cellar's list. */
  private async reread(userId: string, item: FoundItem): Promise<CellarBottle> {
    const row = await this.model(item.kind).findOne({ _id: item.row._id, userId }).lean<StoredItem>();
    if (!row) throw rpcError(404, CELLAR_ITEM_NOT_FOUND);
    if (item.kind === 'saved') await this.savedList.saved(userId, toSavedWine(row as StoredSaved));
    return { id: String(row._id), kind: item.kind, wineName: row.wineName, ...bottleOf(row) };
  }
}
