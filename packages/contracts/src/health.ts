import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down']);
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: dependencyStateSchema,
  mongo: dependencyStateSchema,
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** GET /api/health: 200 when everything is up, 503 naming what is down otherwise. */
export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  down: z.array(z.string()),
  dependencies: z.record(z.string(), dependencyStateSchema),
  services: z.record(z.string(), dependencyStateSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
