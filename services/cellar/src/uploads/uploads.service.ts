import { Injectable } from '@nestjs/common';
import {
  FREE_MONTHLY_ANALYSES,
  UPLOAD_LIMIT_MESSAGE,
  UPLOAD_NOT_FOUND,
  type CellarPlan,
  type UpdateUpload,
  type UploadAnalysis,
  type Page,
  type PageQuery,
  type UploadCreateData,
  type UploadRecord,
  type UploadRelease,
  type UploadReservation,
} from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { objectIdOf } from '../common/ids';
import { melbourneMonth } from '../common/melbourne-month';
import { isDuplicateKey } from '@wine/nest-common';
import { claimSlot } from '../common/slots';
import { PlansService } from '../plans/plans.service';
import { PhotoStore } from './photo-store';
import { UploadReservationsRepository, UploadsRepository } from './uploads.repository';

@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly reservations: UploadReservationsRepository,
    private readonly photos: PhotoStore,
    private readonly plans: PlansService,
    private readonly clock: Clock,
  ) {}

  list(userId: string, page: PageQuery): Promise<Page<UploadAnalysis>> {
    return this.uploads.listVisible(userId, page);
  }

  /** The record with its photo key, for the gateway's owner-checked image route. */
  async get(userId: string, id: string): Promise<UploadRecord> {
    const objectId = objectIdOf(id);
    const record = objectId ? await this.uploads.findVisible(userId, objectId) : null;
    if (!record) throw rpcError(404, UPLOAD_NOT_FOUND);
    return record;
  }

  async update(userId: string, id: string, changes: UpdateUpload): Promise<UploadAnalysis> {
    const objectId = objectIdOf(id);
    const record = objectId ? await this.uploads.updateVisible(userId, objectId, changes) : null;
    if (!record) throw rpcError(404, UPLOAD_NOT_FOUND);
    const { photoKey: _photoKey, ...analysis } = record;
    return analysis;
  }

  /** The photo goes first: if storage is down the user can retry, and nothing is orphaned. */
  async delete(userId: string, id: string): Promise<void> {
    const record = await this.get(userId, id);
    await this.photos.remove([record.photoKey]);
    await this.uploads.deleteOne(userId, objectIdOf(id)!);
  }

  /**
   * Claims one analysis of this Melbourne month before a job is queued. Free: at most 3, held by
   * a unique (user, month, slot) index so parallel requests cannot over-spend. Premium: unlimited.
   */
  async reserve(userId: string, plan?: CellarPlan): Promise<UploadReservation> {
    const now = await this.clock.now(userId);
    const month = melbourneMonth(now);
    const reservationId = randomUUID();
    if ((await this.plans.planOf(userId, plan)) === 'premium') {
      await this.reservations.insert(reservationId, userId, month, null, now);
      return { reservationId };
    }
    if ((await this.reservations.countActive(userId, month)) >= FREE_MONTHLY_ANALYSES) throw rpcError(403, UPLOAD_LIMIT_MESSAGE);
    const claim = await claimSlot(
      FREE_MONTHLY_ANALYSES,
      () => this.reservations.limitedSlotsInUse(userId, month),
      (slot) => this.reservations.insert(reservationId, userId, month, slot, now),
    );
    if (!claim.claimed) throw rpcError(403, UPLOAD_LIMIT_MESSAGE);
    return { reservationId };
  }

  /** An analysis that finally failed gives its quota back (once; repeats are harmless). */
  async release(userId: string, reservationId: string): Promise<UploadRelease> {
    const reservation = await this.reservations.find(userId, reservationId);
    if (!reservation) throw rpcError(404, 'Reservation not found');
    await this.reservations.release(userId, reservationId);
    return { released: true };
  }

  /** The ai-worker's finished analysis; a retried job gets the record it already wrote. */
  async create(message: UploadCreateData): Promise<UploadAnalysis> {
    const { userId, reservationId, photoKey, ...fields } = message;
    const written = await this.uploads.findByReservation(userId, reservationId);
    if (written) return withoutKey(written);
    const reservation = await this.reservations.find(userId, reservationId);
    if (!reservation) throw rpcError(404, 'Reservation not found');
    if (reservation.state === 'released') throw rpcError(409, 'This analysis was cancelled and its quota released');
    try {
      const record = await this.uploads.insert(userId, reservationId, photoKey, fields, new Date());
      await this.reservations.markUsed(userId, reservationId);
      return withoutKey(record);
    } catch (err) {
      const raced = isDuplicateKey(err) ? await this.uploads.findByReservation(userId, reservationId) : null;
      if (raced) return withoutKey(raced);
      throw err;
    }
  }

  /** Usage (docs/product-rules.md#quota): analyses this Melbourne month (in progress or done). */
  async usedThisMonth(userId: string): Promise<number> {
    return this.reservations.countActive(userId, melbourneMonth(await this.clock.now(userId)));
  }
}

function withoutKey(record: UploadRecord): UploadAnalysis {
  const { photoKey: _photoKey, ...analysis } = record;
  return analysis;
}
