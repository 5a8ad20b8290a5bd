import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CELLAR_ITEM_KINDS, type CellarItemKind } from '@wine/contracts';

/** One opened bottle. Kept when the item is drunk or removed: it is the user's journal. */
@Schema({ collection: 'tastings', versionKey: false })
export class TastingRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) itemId!: string;
  @Prop({ type: String, required: true, enum: CELLAR_ITEM_KINDS }) itemKind!: CellarItemKind;
  // the wine as it was named when opened, so the journal reads the same after edits or removal
  @Prop({ required: true }) wineName!: string;
  @Prop({ type: String, default: null }) vintage!: string | null;
  // YYYY-MM-DD, the day the bottle was opened
  @Prop({ required: true }) date!: string;
  @Prop({ type: Number, default: null }) stars!: number | null;
  @Prop({ type: Number, default: null }) points!: number | null;
  @Prop({ default: '' }) note!: string;
  @Prop({ default: '' }) occasion!: string;
  @Prop({ default: '' }) withWhom!: string;
  @Prop({ required: true }) createdAt!: Date;
}
export const TastingSchema = SchemaFactory.createForClass(TastingRecord);
// the journal and an item's tastings: newest first
TastingSchema.index({ userId: 1, date: -1, createdAt: -1 });
// the journal's paging reads after a (date, createdAt, _id) cursor; an item's tastings the same within the item
TastingSchema.index({ userId: 1, itemId: 1, date: -1, createdAt: -1 });

/**
 * How many tastings a member has stored: the journal's cap (TASTINGS_PER_MEMBER_MAX) holds by a
 * conditional increment on this one document per member, not by counting then inserting, so a
 * burst of parallel opens cannot pass it (docs/architecture.md#store-limits).
 */
@Schema({ collection: 'tasting_counts', versionKey: false })
export class TastingCount {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true, default: 0 }) count!: number;
}
export const TastingCountSchema = SchemaFactory.createForClass(TastingCount);
TastingCountSchema.index({ userId: 1 }, { unique: true });
