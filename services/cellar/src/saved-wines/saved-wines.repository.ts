import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FREE_SAVED_WINE_LIMIT, type BottleFacts, type SaveWine, type SavedWine } from '@wine/contracts';
import { bottleOf } from '../common/bottle-fields';
import { ItemBottles } from '../common/item-bottles';
import { Model, Types } from 'mongoose';
import { isLimitedSlot, limitedSlots, unlimitedSlot } from '../common/slots';
import { SavedWineListView } from './saved-wine-list.view';
import { SavedWineRecord } from './saved-wine.schema';

type StoredWine = SavedWineRecord & Partial<BottleFacts> & { _id: Types.ObjectId };

export function toSavedWine(w: StoredWine): SavedWine {
  return {
    id: String(w._id),
    wineName: w.wineName,
    wineType: w.wineType,
    region: w.region ?? '',
    vintage: w.vintage ?? null,
    description: w.description ?? '',
    priceRange: w.priceRange ?? '',
    abv: w.abv ?? '',
    rating: w.rating ?? '',
    source: w.source,
    catalogueWineId: w.catalogueWineId ?? null,
    createdAt: w.createdAt.toISOString(),
    ...bottleOf(w),
    producer: w.producer ?? '',
    grape: w.grape ?? '',
    yourWindow: typeof w.drinkFrom === 'number' && typeof w.drinkTo === 'number' ? { start: w.drinkFrom, end: w.drinkTo } : null,
  };
}

const catalogueKey = (catalogueWineId: string) => `wine:${catalogueWineId}`;
const ownKey = (id: Types.ObjectId) => `own:${String(id)}`;
// a wine of the user's own (no catalogue id) is unique per save request, so a redelivered save writes nothing
const requestKey = (requestId: string) => `request:${requestId}`;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Saved wines; every query takes the owner's id. */
@Injectable()
export class SavedWinesRepository {
  /** The saved wines' bottles (opening one, editing its facts). */
  readonly bottles: ItemBottles;

  constructor(
    @InjectModel(SavedWineRecord.name) private readonly wines: Model<SavedWineRecord>,
    private readonly view: SavedWineListView,
  ) {
    this.bottles = new ItemBottles(wines as never);
  }

  listVisible(userId: string): Promise<SavedWine[]> {
    return this.view.read(userId, async () => {
      const rows = await this.wines.find({ userId, hidden: false }).sort(NEWEST_FIRST).lean<StoredWine[]>();
      return rows.map(toSavedWine);
    });
  }

  countVisible(userId: string): Promise<number> {
    return this.wines.countDocuments({ userId, hidden: false });
  }

  /** Slots held by the user's wines that count against the Free limit. */
  async limitedSlotsInUse(userId: string): Promise<string[]> {
    const rows = await this.wines
      .find({ userId, slot: { $in: limitedSlots(FREE_SAVED_WINE_LIMIT) } }, { slot: 1 })
      .lean<{ slot: string }[]>();
    return rows.map((r) => r.slot);
  }

  async findVisibleByCatalogueId(userId: string, catalogueWineId: string): Promise<SavedWine | null> {
    const row = await this.wines.findOne({ userId, dedupeKey: catalogueKey(catalogueWineId), hidden: false }).lean<StoredWine>();
    return row ? toSavedWine(row) : null;
  }

  /** The wine this save request wrote, put in the list again: its first delivery may have died before that. */
  async findVisibleByRequest(userId: string, requestId: string): Promise<SavedWine | null> {
    const row = await this.wines.findOne({ userId, dedupeKey: requestKey(requestId), hidden: false }).lean<StoredWine>();
    if (!row) return null;
    const wine = toSavedWine(row);
    await this.view.saved(userId, wine);
    return wine;
  }

  /**
   * Inserts into the given slot (null: an unlimited one); throws E11000 when the slot or the wine is
   * taken, or when this request already saved it.
   */
  async insert(userId: string, wine: SaveWine, slot: string | null, createdAt: Date, requestId?: string): Promise<SavedWine> {
    const _id = new Types.ObjectId();
    const created = await this.wines.create({
      _id,
      userId,
      ...wine,
      dedupeKey: wine.catalogueWineId ? catalogueKey(wine.catalogueWineId) : requestId ? requestKey(requestId) : ownKey(_id),
      slot: slot ?? unlimitedSlot(String(_id)),
      hidden: false,
      createdAt,
    });
    const saved = toSavedWine(created.toObject() as StoredWine);
    await this.view.saved(userId, saved);
    return saved;
  }

  async deleteVisible(userId: string, id: Types.ObjectId): Promise<boolean> {
    const deleted = (await this.wines.deleteOne({ _id: id, userId, hidden: false })).deletedCount > 0;
    // also when already gone: a redelivered delete whose first delivery died before the list update
    await this.view.deleted(userId, String(id));
    return deleted;
  }

  /**
   * Downgrade (docs/product-rules.md#retention-on-downgrade): the newest `keep` stay visible and take the Free slots; the others are hidden,
   * leave their slots and their catalogue key (so the wine can be saved again meanwhile). Idempotent.
   */
  async retainNewest(userId: string, keep: number): Promise<void> {
    const all = await this.wines.find({ userId }, { _id: 1, slot: 1, hidden: 1 }).sort(NEWEST_FIRST).lean<StoredWine[]>();
    const kept = all.slice(0, keep);
    const hide = all.slice(keep);
    for (const w of hide) {
      await this.wines.updateOne(
        { _id: w._id, userId },
        { $set: { hidden: true, slot: unlimitedSlot(String(w._id)), dedupeKey: ownKey(w._id) } },
      );
    }
    // only kept wines can hold a Free slot now; give one to each that has none
    const held = new Set(kept.filter((w) => isLimitedSlot(w.slot)).map((w) => w.slot));
    const free = limitedSlots(keep).filter((s) => !held.has(s));
    for (const w of kept.filter((k) => !isLimitedSlot(k.slot))) {
      await this.wines.updateOne({ _id: w._id, userId }, { $set: { slot: free.shift()! } });
    }
    await this.view.changed(userId);
  }

  /** Upgrade: everything kept comes back; a wine saved again while hidden stays a separate record. */
  async restoreAll(userId: string): Promise<void> {
    const hidden = await this.wines.find({ userId, hidden: true }).lean<StoredWine[]>();
    for (const w of hidden) {
      const key = w.catalogueWineId ? catalogueKey(w.catalogueWineId) : ownKey(w._id);
      const taken = w.catalogueWineId ? await this.wines.exists({ userId, dedupeKey: key }) : null;
      await this.wines.updateOne({ _id: w._id, userId }, { $set: { hidden: false, dedupeKey: taken ? ownKey(w._id) : key } });
    }
    await this.view.changed(userId);
  }

  async deleteAllOf(userId: string): Promise<number> {
    const deleted = (await this.wines.deleteMany({ userId })).deletedCount;
    await this.view.changed(userId);
    return deleted;
  }

  countAllOf(userId: string): Promise<number> {
    return this.wines.countDocuments({ userId });
  }

  /** "Find this wine": a wine kept as written takes the catalogue wine's facts; false when it was linked meanwhile. */
  async linkCatalogue(userId: string, id: Types.ObjectId, set: Partial<SavedWineRecord>): Promise<boolean> {
    const done = await this.wines.updateOne({ _id: id, userId, hidden: false, catalogueWineId: null }, { $set: set });
    return done.modifiedCount === 1;
  }

  /** One batch of an import's wines, written as they are (checked when the file was read). */
  async insertImported(docs: object[]): Promise<void> {
    await this.wines.insertMany(docs, { ordered: true, lean: true });
  }

  countImported(userId: string, importId: string): Promise<number> {
    return this.wines.countDocuments({ userId, importId });
  }

  async deleteImported(userId: string, importId: string): Promise<void> {
    await this.wines.deleteMany({ userId, importId });
  }
}
