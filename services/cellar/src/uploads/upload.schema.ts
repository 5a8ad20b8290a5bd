import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { LabelAlternative, LabelConfidence, ValueBasis, WindowBasis } from '@wine/contracts';
import { SchemaTypes } from 'mongoose';
import { addBottleFields } from '../common/bottle-fields';

/** An analysed bottle (Uploaded wine analysis) and where its photo is. */
@Schema({ collection: 'uploads', versionKey: false })
export class UploadRecord {
  @Prop({ required: true }) userId!: string;
  // the quota reservation the analysis used: writing it twice (a retried job) returns the first record
  @Prop({ required: true, unique: true }) reservationId!: string;
  @Prop({ required: true }) photoKey!: string;
  @Prop({ required: true }) wineName!: string;
  @Prop({ default: '' }) wineType!: string;
  @Prop({ default: '' }) region!: string;
  @Prop({ default: '' }) vintage!: string;
  @Prop({ default: '' }) optimalDrinkingStart!: string;
  @Prop({ default: '' }) optimalDrinkingEnd!: string;
  @Prop({ default: '' }) peakYearsStart!: string;
  @Prop({ default: '' }) peakYearsEnd!: string;
  @Prop({ default: '' }) analysis!: string;
  @Prop({ default: '' }) estimatedValue!: string;
  @Prop({ default: '' }) abv!: string;
  @Prop({ type: String, default: null }) catalogueWineId!: string | null;
  @Prop({ type: String, default: null }) producer!: string | null;
  @Prop({ type: SchemaTypes.Mixed, default: null }) confidence!: LabelConfidence | null;
  @Prop({ type: [SchemaTypes.Mixed], default: [] }) alternatives!: LabelAlternative[];
  // the grape the label names ('' for none): the drinking plan reads it as it reads a saved wine's
  @Prop({ default: '' }) grape!: string;
  // where the window and value come from (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told); an edit clears it
  @Prop({ type: String, default: null }) windowBasis!: WindowBasis;
  @Prop({ type: String, default: null }) valueBasis!: ValueBasis;
  // kept but out of reach after a downgrade (docs/product-rules.md#retention-on-downgrade), until the user upgrades again
  @Prop({ required: true, default: false }) hidden!: boolean;
  @Prop({ required: true }) createdAt!: Date;
}
export const UploadSchema = SchemaFactory.createForClass(UploadRecord);
addBottleFields(UploadSchema);
// GET /api/uploads: a user's visible analyses, newest first
// the list of analysed bottles, paged after a (createdAt, _id) cursor
UploadSchema.index({ userId: 1, hidden: 1, createdAt: -1, _id: -1 });

/** One analysis's claim on the month's quota, from reserve to release or use. */
@Schema({ collection: 'upload_reservations', versionKey: false })
export class UploadReservation {
  @Prop({ type: String, required: true }) _id!: string; // reservationId
  @Prop({ required: true }) userId!: string;
  // Melbourne calendar month 'YYYY-MM' the analysis counts against
  @Prop({ required: true }) month!: string;
  // '0'..'2' for a Free user's analyses (the monthly limit, see common/slots.ts); 'x:<id>' otherwise
  @Prop({ required: true }) slot!: string;
  @Prop({ required: true, enum: ['reserved', 'used', 'released'] }) state!: 'reserved' | 'used' | 'released';
  @Prop({ required: true }) createdAt!: Date;
}
export const UploadReservationSchema = SchemaFactory.createForClass(UploadReservation);
// the Free plan's monthly limit: at most one analysis per slot per user and month
UploadReservationSchema.index({ userId: 1, month: 1, slot: 1 }, { unique: true });
// usage: a user's analyses this month
UploadReservationSchema.index({ userId: 1, month: 1, state: 1 });
