import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMPORT_FORMATS, type ImportFormat, type ImportRow } from '@wine/contracts';
import { Schema as MongooseSchema } from 'mongoose';

export const IMPORT_PREVIEW_STATES = ['pending', 'confirming', 'done'] as const;
export type ImportPreviewState = (typeof IMPORT_PREVIEW_STATES)[number];

/**
 * A member's one pending import preview, in the store (not Redis: a preview of a 2 MB file is a
 * few MB, and Redis also holds sessions, limits and the transport). A new preview replaces the
 * member's last one. Expiry is a field, a query condition and an hourly sweep: FerretDB has no TTL
 * indexes (docs/architecture.md#store-limits).
 */
@Schema({ collection: 'import_previews', versionKey: false })
export class ImportPreviewRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) importId!: string;
  @Prop({ type: String, required: true, enum: IMPORT_FORMATS }) format!: ImportFormat;
  // the rows as read and matched; emptied once confirmed
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] }) rows!: ImportRow[];
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
