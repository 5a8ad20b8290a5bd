import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'waitlist_signups', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class WaitlistSignup {
  // one sign-up per address: a repeat is found by e-mail and left alone
  @Prop({ required: true, unique: true }) email!: string;
  createdAt!: Date;
}
export const WaitlistSignupSchema = SchemaFactory.createForClass(WaitlistSignup);
