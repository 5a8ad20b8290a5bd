import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One e-mailed reset link (docs/product-rules.md#password-reset). */
@Schema({ collection: 'password_resets', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class PasswordResetRecord {
  // sha256 of the link's token: the token itself is never stored
  @Prop({ type: String, required: true }) _id!: string;
  // a new link and a completed reset void the user's other links
  @Prop({ required: true, index: true }) userId!: string;
  @Prop({ required: true, index: true }) expiresAt!: Date;
  // single use: set atomically by the reset that spends it
  @Prop({ type: Date, default: null }) usedAt!: Date | null;
  createdAt!: Date;
}
export const PasswordResetSchema = SchemaFactory.createForClass(PasswordResetRecord);
