import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'refresh_tokens', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class RefreshTokenRecord {
  // sha256 of the token: the token itself is never stored
  @Prop({ type: String, required: true }) _id!: string;
  // "sign out everywhere" and account deletion remove all of a user's tokens
  @Prop({ required: true, index: true }) userId!: string;
  // every token rotated from one sign-in shares a family; reuse of an old one revokes it all
  @Prop({ required: true, index: true }) familyId!: string;
  @Prop({ required: true }) expiresAt!: Date;
  @Prop({ type: Date, default: null }) rotatedAt!: Date | null;
  @Prop({ type: Date, default: null }) revokedAt!: Date | null;
  createdAt!: Date;
}
export const RefreshTokenSchema = SchemaFactory.createForClass(RefreshTokenRecord);
