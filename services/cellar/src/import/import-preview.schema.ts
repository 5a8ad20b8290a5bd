import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMPORT_FORMATS, type ImportFormat } from '@wine/contracts';

export const IMPORT_PREVIEW_STATES = ['pending', 'confirming', 'done'] as const;
export type ImportPreviewState = (typeof IMPORT_PREVIEW_STATES)[number];

/**
 * A member's one pending import preview: its state here, in the store, and its rows in MinIO
 * (import-previews/<userId>.json): not in Redis, which also holds sessions, limits and the
 * transport, and not as a document of a few MB that the local store writes slowly. A new preview
 * replaces the member's last one. Expiry is a field, a query condition and an hourly sweep: FerretDB
 * has no TTL indexes (docs/architecture.md#store-limits).
 */
@Schema({ collection: 'import_previews', versionKey: false })
export class ImportPreviewRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) importId!: string;
  @Prop({ type: String, required: true, enum: IMPORT_FORMATS }) format!: ImportFormat;
  @Prop({ required: true }) matched!: number;
  // pending → confirming (one confirm holds it) → done (a confirm delivered again answers `imported`)
  @Prop({ type: String, required: true, enum: IMPORT_PREVIEW_STATES }) state!: ImportPreviewState;
  @Prop({ type: Date, default: null }) claimedAt!: Date | null;
  @Prop({ type: Number, default: null }) imported!: number | null;
  @Prop({ required: true }) expiresAt!: Date;
}
export const ImportPreviewSchema = SchemaFactory.createForClass(ImportPreviewRecord);
// at most one preview per member: a new one replaces it
ImportPreviewSchema.index({ userId: 1 }, { unique: true });
// the hourly sweep: "previews past their expiry"
ImportPreviewSchema.index({ expiresAt: 1 });
