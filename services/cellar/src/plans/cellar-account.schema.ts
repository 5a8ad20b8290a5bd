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

/**
 * A deleted account, by a hash of its id only (no personal data): a plan change that billing sends
 * as the account goes, and that arrives after the purge, must not make its record again.
 */
@Schema({ collection: 'deleted_cellar_accounts', versionKey: false })
export class DeletedCellarAccount {
  @Prop({ type: String, required: true }) _id!: string; // deletedAccountKey(userId)
  @Prop({ required: true }) deletedAt!: Date;
}
export const DeletedCellarAccountSchema = SchemaFactory.createForClass(DeletedCellarAccount);
