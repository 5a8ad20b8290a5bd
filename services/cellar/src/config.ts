import { minioConfigSchema, productionSecrets, serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

// MinIO: the cellar deletes an analysed bottle's photo with its record, and all photos of a deleted account.
export const cellarConfigSchema = serviceConfigSchema
  .extend(minioConfigSchema.shape)
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY'] }));
export type CellarConfig = z.infer<typeof cellarConfigSchema>;
