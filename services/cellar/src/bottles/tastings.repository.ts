import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  TASTINGS_PER_MEMBER_MAX,
  type CellarItemKind,
  type OpenBottle,
  type Page,
  type PageQuery,
  type Tasting,
} from '@wine/contracts';
import { isDuplicateKey } from '@wine/nest-common';
import { findPage, type KeysetSort } from '@wine/nest-common/store';
import { Model, Types } from 'mongoose';
import { TastingCount, TastingRecord } from './tasting.schema';

type StoredTasting = TastingRecord & { _id: Types.ObjectId };

const toTasting = (t: StoredTasting): Tasting => ({
  id: String(t._id),
  itemId: t.itemId,
  itemKind: t.itemKind,
  wineName: t.wineName,
  vintage: t.vintage ?? null,
  date: t.date,
  stars: t.stars ?? null,
  points: t.points ?? null,
  note: t.note ?? '',
  occasion: t.occasion ?? '',
  withWhom: t.withWhom ?? '',
  createdAt: t.createdAt.toISOString(),
});

// newest opening first; two on the same day in the order they were logged
const NEWEST_FIRST: KeysetSort = [
  ['date', -1],
  ['createdAt', -1],
  ['_id', -1],
];

type TastingRating = Pick<TastingRecord, 'itemId' | 'stars' | 'points'>;

export interface OpenedItem {
  id: string;
  kind: CellarItemKind;
  wineName: string;
  vintage: string | null;
}

/** Tasting entries; every query takes the owner's id. */
@Injectable()
export class TastingsRepository {
  constructor(
    @InjectModel(TastingRecord.name) private readonly tastings: Model<TastingRecord>,
    @InjectModel(TastingCount.name) private readonly counts: Model<TastingCount>,
  ) {}

  /**
   * Takes `n` of the member's journal places; false when fewer than `n` of TASTINGS_PER_MEMBER_MAX
   * are free. A journal without room does not match the filter, so the upsert tries to insert a
   * second document for the member and the unique index refuses it; the plain increment then
   * finds no room.
   */
  async reservePlaces(userId: string, n: number): Promise<boolean> {
    const room = { userId, count: { $lte: TASTINGS_PER_MEMBER_MAX - n } };
    try {
      await this.counts.updateOne(room, { $inc: { count: n } }, { upsert: true });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    // the member's document exists (full, or two first opens raced to create it): increment only
    return (await this.counts.updateOne(room, { $inc: { count: n } })).modifiedCount === 1;
  }

  /** Gives places back when the tastings they were taken for were not written. */
  async releasePlaces(userId: string, n: number): Promise<void> {
    await this.counts.updateOne({ userId, count: { $gte: n } }, { $inc: { count: -n } });
  }

  /** `count` tastings of one opening (one a bottle), written in one call. */
  async insert(userId: string, item: OpenedItem, tasting: OpenBottle, count: number, createdAt: Date): Promise<Tasting[]> {
    const entry = {
      userId,
      itemId: item.id,
      itemKind: item.kind,
      wineName: item.wineName,
      vintage: item.vintage,
      ...tasting,
      createdAt,
    };
    const created = await this.tastings.insertMany(Array.from({ length: count }, () => ({ ...entry })));
    return created.map((c) => toTasting(c.toObject() as StoredTasting));
  }

  ofItem(userId: string, itemId: string, page: PageQuery): Promise<Page<Tasting>> {
    return findPage(this.tastings, { userId, itemId }, NEWEST_FIRST, page, toTasting);
  }

  journal(userId: string, page: PageQuery): Promise<Page<Tasting>> {
    return findPage(this.tastings, { userId }, NEWEST_FIRST, page, toTasting);
  }

  /** Every tasting's item and rating, without the notes (the palate reads them). */
  ratingsOf(userId: string): Promise<TastingRating[]> {
    return this.tastings.find({ userId }, { itemId: 1, stars: 1, points: 1 }).lean<TastingRating[]>().exec();
  }

  /** The day of every tasting (analytics counts bottles opened), without the notes. */
  async openedDates(userId: string): Promise<string[]> {
    const rows = await this.tastings.find({ userId }, { _id: 0, date: 1 }).lean<{ date: string }[]>();
    return rows.map((r) => r.date);
  }

  async deleteAllOf(userId: string): Promise<number> {
    await this.counts.deleteOne({ userId });
    return (await this.tastings.deleteMany({ userId })).deletedCount;
  }
}
