import { serviceConfigSchema } from '@wine/nest-common';
import { z } from 'zod';

export const cellarConfigSchema = serviceConfigSchema;
export type CellarConfig = z.infer<typeof cellarConfigSchema>;
