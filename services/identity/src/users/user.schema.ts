import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false, versionKey: false })
export class Profile {
  @Prop({ required: true }) dateOfBirth!: string; // YYYY-MM-DD
  @Prop({ type: String, default: null }) wineExperienceLevel!: string | null;
  @Prop({ type: [String], default: null }) preferredWineTypes!: string[] | null;
  @Prop({ type: String, default: null }) budgetRange!: string | null;
  @Prop({ type: String, default: null }) location!: string | null;
  // kept 3 years (docs/product-rules.md#account-deletion-and-data-retention) as the record that the user certified they are 18+
  @Prop({ required: true }) ageVerifiedAt!: Date;
}
const ProfileSchema = SchemaFactory.createForClass(Profile);

@Schema({ collection: 'users', versionKey: false, timestamps: true })
export class UserRecord {
  @Prop({ type: String, required: true }) _id!: string;
  // sign-in looks users up by e-mail; unique so one address is one account
  @Prop({ required: true, unique: true }) email!: string;
  @Prop({ required: true }) passwordHash!: string;
  @Prop({ type: String, default: null }) firstName!: string | null;
  @Prop({ type: String, default: null }) lastName!: string | null;
  @Prop({ type: String, default: null }) profileImageUrl!: string | null;
  @Prop({ required: true, enum: ['free', 'premium'], default: 'free' }) subscriptionPlan!: 'free' | 'premium';
  @Prop({ required: true, default: false }) profileCompleted!: boolean;
  @Prop({ type: ProfileSchema, default: null }) profile!: Profile | null;
  // the monthly "Drink soon" e-mail (docs/product-rules.md#drinking-reminder): opt-in, so off unless set
  // on only once the address was confirmed: the link's SHA-256 and expiry wait here until then
  @Prop({ required: true, default: false }) drinkingReminder!: boolean;
  @Prop({ type: String, default: null }) reminderConfirmationHash!: string | null;
  @Prop({ type: Date, default: null }) reminderConfirmationExpiresAt!: Date | null;
  // confirmation e-mails sent in the day that started at reminderConfirmationDayStart (at most 3)
  @Prop({ type: Date, default: null }) reminderConfirmationDayStart!: Date | null;
  @Prop({ type: Number, default: 0 }) reminderConfirmationsSent!: number;
  // the one-click unsubscribe link's key, made at the first opt-in (it can only turn e-mails off)
  @Prop({ type: String, default: null }) unsubscribeToken!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
export const UserSchema = SchemaFactory.createForClass(UserRecord);
// the reminder job asks for everyone who opted in
UserSchema.index({ drinkingReminder: 1 });
UserSchema.index({ reminderConfirmationHash: 1 }, { sparse: true });
UserSchema.index({ unsubscribeToken: 1 }, { sparse: true });
