import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'referrals', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Referral {
  // one referral code per user: answers "what is my code" by owner id
  @Prop({ required: true, unique: true }) userId!: string;
  // looked up when a friend signs up with a code
  @Prop({ required: true, unique: true }) code!: string;
  createdAt!: Date;
}
export const ReferralSchema = SchemaFactory.createForClass(Referral);
