import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { RecommendedWine } from '@wine/contracts';

// One search a user made and what they were shown (docs/product-rules.md#account-deletion-and-data-retention: kept 2 years).
@Schema({ collection: 'recommendation_searches', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class RecommendationSearchRecord {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) query!: string;
  // the cards as JSON text since issue 38 (the local store writes a text field at ~2/3 of the CPU of
  // the same cards as nested documents); records written before hold the array itself
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) recommendations!: string | RecommendedWine[];
  @Prop({ required: true }) engine!: string;
  // expiry is a field plus a query condition and a sweep: FerretDB has no TTL indexes (docs/architecture.md#store-limits)
  @Prop({ required: true }) expiresAt!: Date;
  createdAt!: Date;
}
export const RecommendationSearchSchema = SchemaFactory.createForClass(RecommendationSearchRecord);
// history: "this user's latest searches"
RecommendationSearchSchema.index({ userId: 1, createdAt: -1 });
// the paged history, after a (createdAt, _id) cursor
RecommendationSearchSchema.index({ userId: 1, createdAt: -1, _id: -1 });
// the retention sweep: "searches past their expiry"
RecommendationSearchSchema.index({ expiresAt: 1 });
