import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EmbeddingVectorRecord, EmbeddingVectorSchema } from './embedding-vector.schema';
import { EmbeddingsService } from './embeddings.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: EmbeddingVectorRecord.name, schema: EmbeddingVectorSchema }])],
  providers: [EmbeddingsService],
  exports: [EmbeddingsService],
})
export class EmbeddingsModule {}
