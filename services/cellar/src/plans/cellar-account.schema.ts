import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** What the cellar knows of a user's plan, from billing.plan.changed (no record: Free). */
@Schema({ collection: 'cellar_accounts', versionKey: false })
export class CellarAccount {
  @Prop({ type: String, required: true }) _id!: string; // userId
  @Prop({ required: true, enum: ['free', 'premium'] }) plan!: 'free' | 'premium';
  // when the applied change happened: an older event arriving late is not applied over it
  @Prop({ required: true }) planChangedAt!: Date;
}
export const CellarAccountSchema = SchemaFactory.createForClass(CellarAccount);
