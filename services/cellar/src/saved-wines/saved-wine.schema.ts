import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { WINE_SOURCES, type WineSource } from '@wine/contracts';
import { addBottleFields } from '../common/bottle-fields';

@Schema({ collection: 'saved_wines', versionKey: false })
export class SavedWineRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) wineName!: string;
  @Prop({ required: true }) wineType!: string;
  @Prop({ default: '' }) region!: string;
  @Prop({ type: String, default: null }) vintage!: string | null;
  @Prop({ default: '' }) description!: string;
  @Prop({ default: '' }) priceRange!: string;
  @Prop({ default: '' }) abv!: string;
  @Prop({ default: '' }) rating!: string;
  @Prop({ type: String, required: true, enum: WINE_SOURCES }) source!: WineSource;
  @Prop({ type: String, default: null }) catalogueWineId!: string | null;
  // 'wine:<catalogue id>' while visible, so one catalogue wine is saved once; 'request:<transport request id>'
  // for the user's own wine, so one save request writes once; 'own:<id>' when hidden (unique per record)
  @Prop({ required: true }) dedupeKey!: string;
  // '0'..'2' for a Free user's wines (the limit, see common/slots.ts); 'x:<id>' otherwise
  @Prop({ required: true }) slot!: string;
  // kept but out of reach after a downgrade (docs/product-rules.md#retention-on-downgrade), until the user upgrades again
  @Prop({ required: true, default: false }) hidden!: boolean;
  @Prop({ required: true }) createdAt!: Date;
  // the import that wrote it (import/): a failed import removes its own wines, a repeated confirm finds them
  @Prop({ type: String, default: null }) importId!: string | null;
  // what an import names besides the spec's fields (docs/product-rules.md#cellar-import)
  @Prop({ default: '' }) producer!: string;
  @Prop({ default: '' }) grape!: string;
  // the member's own drinking window, years (CellarTracker's BeginConsume/EndConsume)
  @Prop({ type: Number, default: null }) drinkFrom!: number | null;
  @Prop({ type: Number, default: null }) drinkTo!: number | null;
}
export const SavedWineSchema = SchemaFactory.createForClass(SavedWineRecord);
addBottleFields(SavedWineSchema);
// the Free plan's 3-wine limit: at most one wine per slot per user
SavedWineSchema.index({ userId: 1, slot: 1 }, { unique: true });
// saving the same catalogue wine twice returns the first save
SavedWineSchema.index({ userId: 1, dedupeKey: 1 }, { unique: true });
// GET /api/cellar: a user's visible wines, newest first
SavedWineSchema.index({ userId: 1, hidden: 1, createdAt: -1 });
