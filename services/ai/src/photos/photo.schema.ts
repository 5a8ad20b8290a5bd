import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ANALYSIS_STAGES, AnalysisStage, IMAGE_FORMATS, ImageFormat, type UploadAnalysis } from '@wine/contracts';

export type PhotoStatus = 'queued' | 'done' | 'failed';

/** One bottle photo and its analysis job (the job id is the photo id). */
@Schema({ collection: 'photos', versionKey: false, timestamps: true })
export class Photo {
  @Prop({ type: String, required: true }) _id!: string;
  // every read is by owner: "this user's photo"
  @Prop({ required: true, index: true }) userId!: string;
  @Prop({ required: true }) objectKey!: string;
  // the cellar's quota reservation, released if the analysis finally fails
  @Prop({ type: String, default: null }) reservationId!: string | null;
  @Prop({ type: String, required: true, enum: ['queued', 'done', 'failed'], default: 'queued' }) status!: PhotoStatus;
  @Prop({ type: String, enum: ANALYSIS_STAGES, default: 'queued' }) stage!: AnalysisStage;
  @Prop({ type: Number, default: 0 }) progress!: number;
  @Prop({ type: String, enum: [...IMAGE_FORMATS, null], default: null }) format!: ImageFormat | null;
  @Prop({ type: Number, default: null }) width!: number | null;
  @Prop({ type: Number, default: null }) height!: number | null;
  @Prop({ type: String, default: null }) thumbnailKey!: string | null;
  @Prop({ type: String, default: null }) error!: string | null;
  @Prop({ type: String, default: null }) uploadId!: string | null;
  @Prop({ type: Object, default: null }) result!: UploadAnalysis | null;
  createdAt!: Date;
  updatedAt!: Date;
}
export const PhotoSchema = SchemaFactory.createForClass(Photo);
