import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { FEEDBACK_SIGNALS, type FeedbackSignal } from '@wine/contracts';

/** A user's thumb on one recommended wine; taking it back deletes the record. */
@Schema({ collection: 'recommendation_feedback', versionKey: false })
export class RecommendationFeedbackRecord {
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) wineId!: string;
  @Prop({ type: String, required: true, enum: FEEDBACK_SIGNALS }) signal!: FeedbackSignal;
  @Prop({ required: true }) updatedAt!: Date;
}
export const RecommendationFeedbackSchema = SchemaFactory.createForClass(RecommendationFeedbackRecord);
// one thumb per user and wine; also the palate's one read per search: "this user's thumbs"
RecommendationFeedbackSchema.index({ userId: 1, wineId: 1 }, { unique: true });
// the paged list of thumbs, after an (updatedAt, wineId) cursor
RecommendationFeedbackSchema.index({ userId: 1, updatedAt: -1, wineId: 1 });
