import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMAGE_FORMATS, ImageFormat } from '@wine/contracts';

export type PhotoStatus = 'queued' | 'done' | 'failed';

@Schema({ collection: 'photos', versionKey: false, timestamps: true })
export class Photo {
  @Prop({ type: String, required: true }) _id!: string;
  // every read is by owner: "this user's photo"
  @Prop({ required: true, index: true }) userId!: string;
  @Prop({ required: true }) objectKey!: string;
  @Prop({ required: true, enum: ['queued', 'done', 'failed'], default: 'queued' }) status!: PhotoStatus;
  @Prop({ type: String, enum: [...IMAGE_FORMATS, null], default: null }) format!: ImageFormat | null;
  @Prop({ type: Number, default: null }) width!: number | null;
  @Prop({ type: Number, default: null }) height!: number | null;
  @Prop({ type: String, default: null }) thumbnailKey!: string | null;
  @Prop({ type: String, default: null }) error!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
export const PhotoSchema = SchemaFactory.createForClass(Photo);
