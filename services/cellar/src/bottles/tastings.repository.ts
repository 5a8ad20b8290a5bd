import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CellarItemKind, OpenBottle, Tasting } from '@wine/contracts';
import { Model, Types } from 'mongoose';
import { TastingRecord } from './tasting.schema';

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
const NEWEST_FIRST = { date: -1, createdAt: -1, _id: -1 } as const;

export interface OpenedItem {
  id: string;
  kind: CellarItemKind;
  wineName: string;
  vintage: string | null;
}

/** Tasting entries; every query takes the owner's id. */
@Injectable()
export class TastingsRepository {
  constructor(@InjectModel(TastingRecord.name) private readonly tastings: Model<TastingRecord>) {}

  async insert(userId: string, item: OpenedItem, tasting: OpenBottle, createdAt: Date): Promise<Tasting> {
    const created = await this.tastings.create({
      userId,
      itemId: item.id,
      itemKind: item.kind,
      wineName: item.wineName,
      vintage: item.vintage,
      ...tasting,
      createdAt,
    });
    return toTasting(created.toObject() as StoredTasting);
  }

  async ofItem(userId: string, itemId: string): Promise<Tasting[]> {
    const rows = await this.tastings.find({ userId, itemId }).sort(NEWEST_FIRST).lean<StoredTasting[]>();
    return rows.map(toTasting);
  }

  async journal(userId: string): Promise<Tasting[]> {
    const rows = await this.tastings.find({ userId }).sort(NEWEST_FIRST).lean<StoredTasting[]>();
    return rows.map(toTasting);
  }

  async deleteAllOf(userId: string): Promise<number> {
    return (await this.tastings.deleteMany({ userId })).deletedCount;
  }
}
