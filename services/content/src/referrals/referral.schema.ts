import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'referrals', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Referral {
  // one referral code per user: answers "what is my code" by owner id
  @Prop({ required: true, unique: true }) userId!: string;
  // looked up when a friend signs up with a code
  @Prop({ required: true, unique: true }) code!: string;
  // the code of the friend whose link brought this user; counts that friend's referrals
  @Prop({ type: String, default: null, index: true }) referredBy!: string | null;
  createdAt!: Date;
}
export const ReferralSchema = SchemaFactory.createForClass(Referral);
