import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'contact_messages', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class ContactMessageRecord {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ default: '' }) subject!: string;
  @Prop({ required: true }) message!: string;
  // 'sent' once the support inbox has it; 'logged' when no SMTP server is configured
  @Prop({ required: true, enum: ['sent', 'logged', 'failed'] }) delivery!: 'sent' | 'logged' | 'failed';
  createdAt!: Date;
}
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessageRecord);
