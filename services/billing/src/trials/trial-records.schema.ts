import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A trial given: one per e-mail address (`email:<sha-256 of the address>`) and one per card
 * (`card:<card fingerprint>`), whichever account asks. Kept after an account is deleted (it holds
 * no address in clear), so deleting and signing up again does not give a second trial.
 */
@Schema({ collection: 'trial_grants', versionKey: false })
export class TrialGrant {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) userId!: string;
  @Prop({ required: true }) at!: Date;
}
export const TrialGrantSchema = SchemaFactory.createForClass(TrialGrant);

/** Which accounts a card was confirmed on (`<fingerprint>:<userId>`): a referral paid with another member's card earns nothing. */
@Schema({ collection: 'card_owners', versionKey: false })
export class CardOwner {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true, index: true }) fingerprint!: string;
  // the cards a member gave (TrialRules.trialDays)
  @Prop({ required: true, index: true }) userId!: string;
}
export const CardOwnerSchema = SchemaFactory.createForClass(CardOwner);

/** A subscription's confirmed card already checked against the trial rules (`<subscription>:<payment method>`). */
@Schema({ collection: 'card_checks', versionKey: false })
export class CardCheck {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) at!: Date;
}
export const CardCheckSchema = SchemaFactory.createForClass(CardCheck);
