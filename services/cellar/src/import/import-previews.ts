import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { importPreviewKey, IMPORT_PREVIEW_TTL_SECONDS, type ImportPreview, type ImportRow } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { createStorageClient } from '@wine/nest-common/storage';
import type { Client } from 'minio';
import { Model } from 'mongoose';
import type { CellarConfig } from '../config';
import { ImportPreviewRecord } from './import-preview.schema';

const HOUR_MS = 3600 * 1000;
// a confirm that holds its preview longer than this died on the way: another may take it over
export const CONFIRM_CLAIM_MS = 60_000;

// one object per member: a new preview overwrites the last

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

  private readonly storage: Client;

  constructor(
    @InjectModel(ImportPreviewRecord.name) private readonly previews: Model<ImportPreviewRecord>,
    @Inject(APP_CONFIG) private readonly config: CellarConfig,
  ) {
    this.storage = createStorageClient(config);
  }

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
    const rows = Buffer.from(JSON.stringify({ importId: preview.importId, rows: preview.rows }));
    await this.storage.putObject(this.config.MINIO_BUCKET, importPreviewKey(userId), rows, rows.length, {
      'Content-Type': 'application/json',
    });
    const record: ImportPreviewRecord = {
      userId,
      importId: preview.importId,
      format: preview.format,
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
      const rows = await this.rowsOf(userId, importId);
      if (rows) return { claimed: true, preview: { importId, format: taken.format, rows, matched: taken.matched } };
      await this.release(userId, importId);
      return { claimed: false, record: null };
    }
    return { claimed: false, record: await this.find(userId, importId, now) };
  }

  async find(userId: string, importId: string, now = new Date()): Promise<ImportPreviewRecord | null> {
    return this.previews.findOne({ userId, importId, expiresAt: { $gt: now } }).lean<ImportPreviewRecord>();
  }

  /** The preview's rows, if the object is this import's (a newer preview replaces it). */
  private async rowsOf(userId: string, importId: string): Promise<ImportRow[] | null> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.storage.getObject(this.config.MINIO_BUCKET, importPreviewKey(userId)))
        chunks.push(chunk as Buffer);
      const kept = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { importId: string; rows: ImportRow[] };
      return kept.importId === importId ? kept.rows : null;
    } catch (err) {
      if ((err as { code?: string }).code === 'NoSuchKey') return null;
      throw err;
    }
  }

  /** After the confirm wrote: its answer stays for a confirm delivered again; the rows go. */
  async done(userId: string, importId: string, imported: number): Promise<void> {
    await this.previews.updateOne({ userId, importId }, { $set: { state: 'done', imported } });
    await this.removeRows([userId]);
  }

  private async removeRows(userIds: string[]): Promise<void> {
    if (userIds.length) await this.storage.removeObjects(this.config.MINIO_BUCKET, userIds.map(importPreviewKey));
  }

  /** A confirm that failed gives the preview back for the next try. */
  async release(userId: string, importId: string): Promise<void> {
    await this.previews.updateOne({ userId, importId, state: 'confirming' }, { $set: { state: 'pending', claimedAt: null } });
  }

  async deleteAllOf(userId: string): Promise<number> {
    await this.removeRows([userId]);
    return (await this.previews.deleteMany({ userId })).deletedCount;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    const expired = await this.previews
      .find({ expiresAt: { $lte: now } }, { userId: 1 })
      .limit(1000)
      .lean<{ userId: string }[]>();
    await this.removeRows(expired.map((p) => p.userId));
    return (await this.previews.deleteMany({ userId: { $in: expired.map((p) => p.userId) }, expiresAt: { $lte: now } }))
      .deletedCount;
  }
}
