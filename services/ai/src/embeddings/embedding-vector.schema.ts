import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

// A catalogue wine's embedding for one model: `${model}:${wineId}`. Recomputed when the passage
// (or the knowledge version) changes its hash.
@Schema({ collection: 'embedding_vectors', versionKey: false })
export class EmbeddingVectorRecord {
  @Prop({ type: String, required: true }) _id!: string;
  // loading the catalogue: "every vector of this model"
  @Prop({ required: true, index: true }) model!: string;
  @Prop({ required: true }) wineId!: string;
  @Prop({ required: true }) hash!: string;
  @Prop({ required: true }) vector!: string; // Float32 little-endian, base64
}
export const EmbeddingVectorSchema = SchemaFactory.createForClass(EmbeddingVectorRecord);
