import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { IMPORT_PREVIEW_TTL_SECONDS, type ImportPreview } from '@wine/contracts';
import { Model } from 'mongoose';
import { ImportPreviewRecord } from './import-preview.schema';

const HOUR_MS = 3600 * 1000;
// a confirm that holds its preview longer than this died on the way: another may take it over
export const CONFIRM_CLAIM_MS = 60_000;

export type ConfirmClaim = { claimed: true; preview: ImportPreview } | { claimed: false; record: ImportPreviewRecord | null };

/**
 * An import's preview between the preview and its confirm (nothing is stored in the cellar before),
 * one per member, in the store with an expiry (docs/product-rules.md#cellar-import). Every query
 * takes the owner's id: another member's confirm finds nothing.
 */
@Injectable()
export class ImportPreviews implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ImportPreviews.name);
  private sweep: NodeJS.Timeout | null = null;

  constructor(@InjectModel(ImportPreviewRecord.name) private readonly previews: Model<ImportPreviewRecord>) {}

  onModuleInit(): void {
    this.sweep = setInterval(() => {
      this.purgeExpired().catch((err: unknown) => this.logger.warn(`import preview sweep failed: ${String(err)}`));
    }, HOUR_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweep) clearInterval(this.sweep);
  }

  /** Keeps the member's preview, replacing the one before (pending, confirmed or expired). */
  async keep(userId: string, preview: ImportPreview, now = new Date()): Promise<void> {
    const record: ImportPreviewRecord = {
      userId,
      importId: preview.importId,
      format: preview.format,
      rows: preview.rows,
      matched: preview.matched,
      state: 'pending',
      claimedAt: null,
      imported: null,
      expiresAt: new Date(now.getTime() + IMPORT_PREVIEW_TTL_SECONDS * 1000),
    };
    await this.previews.replaceOne({ userId }, record, { upsert: true });
  }

  /**
   * Takes the preview for one confirm: of confirms sent at once, one takes it and the others find it
   * taken (then wait for its answer). A confirm that died holding it is taken over after a minute.
   */
  async claim(userId: string, importId: string, now = new Date()): Promise<ConfirmClaim> {
    const taken = await this.previews
      .findOneAndUpdate(
        {
          userId,
          importId,
          expiresAt: { $gt: now },
          $or: [{ state: 'pending' }, { state: 'confirming', claimedAt: { $lt: new Date(now.getTime() - CONFIRM_CLAIM_MS) } }],
        },
        { $set: { state: 'confirming', claimedAt: now } },
        { new: true },
      )
      .lean<ImportPreviewRecord>();
    if (taken) {
      return { claimed: true, preview: { importId, format: taken.format, rows: taken.rows, matched: taken.matched } };
    }
    return { claimed: false, record: await this.find(userId, importId, now) };
  }

  async find(userId: string, importId: string, now = new Date()): Promise<ImportPreviewRecord | null> {
    return this.previews.findOne({ userId, importId, expiresAt: { $gt: now } }).lean<ImportPreviewRecord>();
  }

  /** After the confirm wrote: its answer stays for a confirm delivered again; the rows go. */
  async done(userId: string, importId: string, imported: number): Promise<void> {
    await this.previews.updateOne({ userId, importId }, { $set: { state: 'done', imported, rows: [] } });
  }

  /** A confirm that failed gives the preview back for the next try. */
  async release(userId: string, importId: string): Promise<void> {
    await this.previews.updateOne({ userId, importId, state: 'confirming' }, { $set: { state: 'pending', claimedAt: null } });
  }

  async deleteAllOf(userId: string): Promise<number> {
    return (await this.previews.deleteMany({ userId })).deletedCount;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.previews.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
