import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CELLAR_ITEM_KINDS, type CellarItemKind } from '@wine/contracts';

/** One opened bottle (issue 22). Kept when the item is drunk or removed: it is the user's journal. */
@Schema({ collection: 'tastings', versionKey: false })
export class TastingRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) itemId!: string;
  @Prop({ required: true, enum: CELLAR_ITEM_KINDS }) itemKind!: CellarItemKind;
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
TastingSchema.index({ userId: 1, itemId: 1 });
