import type { BottleFacts } from '@wine/contracts';
import type { Model, Types } from 'mongoose';

/** What the bottle side of the cellar reads of an item, saved or analysed. */
export type StoredItem = Partial<BottleFacts> & {
  _id: Types.ObjectId;
  wineName: string;
  vintage?: string | null;
  catalogueWineId?: string | null;
};

/** An item matched to a catalogue wine, with its bottles: what the palate reads. */
export type CatalogueBottles = Pick<StoredItem, '_id' | 'catalogueWineId' | 'quantity'>;

type ItemCollection = Model<{ userId: string; hidden: boolean }>;

/**
 * The bottles of one collection's items (saved wines, analysed bottles): each of those two
 * repositories owns one, so the bottles are changed through the collection's own repository and
 * in one way for both. Every query takes the owner's id and reaches only visible items.
 */
export class ItemBottles {
  constructor(private readonly items: ItemCollection) {}

  findVisible(userId: string, _id: Types.ObjectId): Promise<StoredItem | null> {
    return this.items.findOne({ _id, userId, hidden: false }).lean<StoredItem>().exec();
  }

  /** The item as it is now (hidden or not), after a change. */
  reread(userId: string, _id: Types.ObjectId): Promise<StoredItem | null> {
    return this.items.findOne({ _id, userId }).lean<StoredItem>().exec();
  }

  /** Items written before bottles existed hold one. */
  async holdOneIfUncounted(userId: string, _id: Types.ObjectId): Promise<void> {
    await this.items.updateOne({ _id, userId, hidden: false, quantity: { $exists: false } }, { $set: { quantity: 1 } });
  }

  /** Takes `n` bottles out; false (nothing taken) when fewer than `n` are left. */
  async take(userId: string, _id: Types.ObjectId, n: number): Promise<boolean> {
    const taken = await this.items.updateOne({ _id, userId, hidden: false, quantity: { $gte: n } }, { $inc: { quantity: -n } });
    return taken.modifiedCount === 1;
  }

  async putBack(userId: string, _id: Types.ObjectId, n: number): Promise<void> {
    await this.items.updateOne({ _id, userId, hidden: false }, { $inc: { quantity: n } });
  }

  async set(userId: string, _id: Types.ObjectId, changes: Record<string, unknown>): Promise<void> {
    await this.items.updateOne({ _id, userId, hidden: false }, { $set: changes });
  }

  /** The visible items matched to a catalogue wine, with their bottles (the palate reads them). */
  withCatalogueWine(userId: string): Promise<CatalogueBottles[]> {
    return this.items
      .find({ userId, hidden: false, catalogueWineId: { $ne: null } }, { catalogueWineId: 1, quantity: 1 })
      .lean<CatalogueBottles[]>()
      .exec();
  }
}
