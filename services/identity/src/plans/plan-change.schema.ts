import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The latest billing.plan.changed applied to a user, so a late older event cannot undo it. */
@Schema({ collection: 'plan_changes', versionKey: false })
export class PlanChangeRecord {
  @Prop({ type: String, required: true }) _id!: string; // userId
  @Prop({ required: true }) occurredAt!: Date;
  @Prop({ required: true }) eventId!: string;
}
export const PlanChangeSchema = SchemaFactory.createForClass(PlanChangeRecord);
