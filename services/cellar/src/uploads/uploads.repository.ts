import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  FREE_MONTHLY_ANALYSES,
  type BottleFacts,
  uploadImageUrl,
  type UpdateUpload,
  type UploadAnalysis,
  type UploadCreateData,
  type UploadRecord as UploadRecordDto,
  type Page,
  type PageQuery,
} from '@wine/contracts';
import { findPage, type KeysetSort } from '@wine/nest-common/store';
import { Model, Types } from 'mongoose';
import { bottleOf } from '../common/bottle-fields';
import { ItemBottles } from '../common/item-bottles';
import { limitedSlots, unlimitedSlot } from '../common/slots';
import { UploadRecord, UploadReservation } from './upload.schema';

type StoredUpload = UploadRecord & Partial<BottleFacts> & { _id: Types.ObjectId };
export type NewUpload = Omit<UploadCreateData, 'userId' | 'reservationId' | 'photoKey'>;

export function toUploadAnalysis(u: StoredUpload): UploadAnalysis {
  const id = String(u._id);
  return {
    id,
    wineName: u.wineName,
    wineType: u.wineType ?? '',
    region: u.region ?? '',
    vintage: u.vintage ?? '',
    optimalDrinkingStart: u.optimalDrinkingStart ?? '',
    optimalDrinkingEnd: u.optimalDrinkingEnd ?? '',
    peakYearsStart: u.peakYearsStart ?? '',
    peakYearsEnd: u.peakYearsEnd ?? '',
    analysis: u.analysis ?? '',
    estimatedValue: u.estimatedValue ?? '',
    abv: u.abv ?? '',
    imageUrl: uploadImageUrl(id),
    createdAt: u.createdAt.toISOString(),
    catalogueWineId: u.catalogueWineId ?? null,
    producer: u.producer ?? null,
    confidence: u.confidence ?? null,
    alternatives: u.alternatives ?? [],
    grape: u.grape ?? '',
    windowBasis: u.windowBasis ?? null,
    valueBasis: u.valueBasis ?? null,
    ...bottleOf(u),
  };
}

const WINDOW_FIELDS = ['optimalDrinkingStart', 'optimalDrinkingEnd', 'peakYearsStart', 'peakYearsEnd'] as const;

const toRecord = (u: StoredUpload): UploadRecordDto => ({ ...toUploadAnalysis(u), photoKey: u.photoKey });
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const NEWEST_PAGE: KeysetSort = [
  ['createdAt', -1],
  ['_id', -1],
];

/** Analysed bottles; every query takes the owner's id. */
@Injectable()
export class UploadsRepository {
  /** The analysed bottles' bottles (opening one, editing its facts). */
  readonly bottles: ItemBottles;

  constructor(@InjectModel(UploadRecord.name) private readonly uploads: Model<UploadRecord>) {
    this.bottles = new ItemBottles(uploads as never);
  }

  /** Every analysed bottle of the user, for what reads the whole cellar (analytics, the plan, the export). */
  async allVisible(userId: string): Promise<UploadAnalysis[]> {
    const rows = await this.uploads.find({ userId, hidden: false }).sort(NEWEST_FIRST).lean<StoredUpload[]>();
    return rows.map(toUploadAnalysis);
  }

  listVisible(userId: string, page: PageQuery): Promise<Page<UploadAnalysis>> {
    return findPage(this.uploads, { userId, hidden: false }, NEWEST_PAGE, page, (row) => toUploadAnalysis(row as StoredUpload));
  }

  async findVisible(userId: string, id: Types.ObjectId): Promise<UploadRecordDto | null> {
    const row = await this.uploads.findOne({ _id: id, userId, hidden: false }).lean<StoredUpload>();
    return row ? toRecord(row) : null;
  }

  async findByReservation(userId: string, reservationId: string): Promise<UploadRecordDto | null> {
    const row = await this.uploads.findOne({ reservationId, userId }).lean<StoredUpload>();
    return row ? toRecord(row) : null;
  }

  /** Throws E11000 when the reservation already has its record. */
  async insert(userId: string, reservationId: string, photoKey: string, fields: NewUpload, createdAt: Date) {
    const created = await this.uploads.create({ userId, reservationId, photoKey, ...fields, hidden: false, createdAt });
    return toRecord(created.toObject() as StoredUpload);
  }

  async updateVisible(userId: string, id: Types.ObjectId, changes: UpdateUpload): Promise<UploadRecordDto | null> {
    const set: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const before = await this.uploads.findOne({ _id: id, userId, hidden: false }).lean<StoredUpload>();
    if (!before) return null;
    // a window or value the member typed is theirs: no longer "typical for Fiano" or "comparable wines"
    const changed = (fields: readonly (keyof UpdateUpload)[]) =>
      fields.some((f) => changes[f] !== undefined && changes[f] !== (before[f as keyof StoredUpload] ?? ''));
    if (changed(WINDOW_FIELDS)) set.windowBasis = null;
    if (changed(['estimatedValue'])) set.valueBasis = null;
    const result = await this.uploads.updateOne({ _id: id, userId, hidden: false }, { $set: set });
    return result.matchedCount > 0 ? this.findVisible(userId, id) : null;
  }

  async deleteOne(userId: string, id: Types.ObjectId): Promise<void> {
    await this.uploads.deleteOne({ _id: id, userId });
  }

  /** Downgrade (docs/product-rules.md#retention-on-downgrade): only the newest `keep` analyses stay visible. Idempotent. */
  async retainNewest(userId: string, keep: number): Promise<void> {
    const newest = await this.uploads.find({ userId }, { _id: 1 }).sort(NEWEST_FIRST).limit(keep).lean<StoredUpload[]>();
    const kept = newest.map((u) => u._id);
    await this.uploads.updateMany({ userId, _id: { $nin: kept } }, { $set: { hidden: true } });
    await this.uploads.updateMany({ userId, _id: { $in: kept } }, { $set: { hidden: false } });
  }

  async restoreAll(userId: string): Promise<void> {
    await this.uploads.updateMany({ userId, hidden: true }, { $set: { hidden: false } });
  }

  async photoKeysOf(userId: string): Promise<string[]> {
    const rows = await this.uploads.find({ userId }, { photoKey: 1 }).lean<{ photoKey: string }[]>();
    return rows.map((r) => r.photoKey);
  }

  async deleteAllOf(userId: string): Promise<number> {
    return (await this.uploads.deleteMany({ userId })).deletedCount;
  }

  countAllOf(userId: string): Promise<number> {
    return this.uploads.countDocuments({ userId });
  }
}

/** Quota reservations; every query takes the owner's id. */
@Injectable()
export class UploadReservationsRepository {
  constructor(@InjectModel(UploadReservation.name) private readonly reservations: Model<UploadReservation>) {}

  /** Analyses that count this month: reserved (in progress) or used (done); released ones do not. */
  countActive(userId: string, month: string): Promise<number> {
    return this.reservations.countDocuments({ userId, month, state: { $in: ['reserved', 'used'] } });
  }

  async limitedSlotsInUse(userId: string, month: string): Promise<string[]> {
    const rows = await this.reservations
      .find({ userId, month, slot: { $in: limitedSlots(FREE_MONTHLY_ANALYSES) } }, { slot: 1 })
      .lean<{ slot: string }[]>();
    return rows.map((r) => r.slot);
  }

  /** Throws E11000 when another reservation holds the slot. */
  async insert(reservationId: string, userId: string, month: string, slot: string | null, createdAt: Date): Promise<void> {
    await this.reservations.create({
      _id: reservationId,
      userId,
      month,
      slot: slot ?? unlimitedSlot(reservationId),
      state: 'reserved',
      createdAt,
    });
  }

  find(userId: string, reservationId: string): Promise<UploadReservation | null> {
    return this.reservations.findOne({ _id: reservationId, userId }).lean<UploadReservation>();
  }

  /** A reserved analysis that failed gives its slot back; one already used or released is left as is. */
  async release(userId: string, reservationId: string): Promise<boolean> {
    const result = await this.reservations.updateOne(
      { _id: reservationId, userId, state: 'reserved' },
      { $set: { state: 'released', slot: `released:${reservationId}` } },
    );
    return result.modifiedCount > 0;
  }

  async markUsed(userId: string, reservationId: string): Promise<void> {
    await this.reservations.updateOne({ _id: reservationId, userId, state: 'reserved' }, { $set: { state: 'used' } });
  }

  async deleteAllOf(userId: string): Promise<number> {
    return (await this.reservations.deleteMany({ userId })).deletedCount;
  }
}
