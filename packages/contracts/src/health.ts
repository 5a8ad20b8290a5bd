import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down']);
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: dependencyStateSchema,
  mongo: dependencyStateSchema,
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** Parts without which nothing works: while one is down the system is 'down' (HTTP 503). */
export const CORE_DEPENDENCIES = ['redis', 'mongo'] as const;
/**
 * Parts only some features need (photos in MinIO, domain events on Kafka): while one is down the
 * rest works, the system is 'degraded' (HTTP 200), and what needs it answers 503 naming the feature.
 */
export const OPTIONAL_DEPENDENCIES = ['minio', 'kafka'] as const;

export const healthStatusSchema = z.enum(['ok', 'degraded', 'down']);

/** GET /api/health as anyone sees it: the status alone (what is down is for the operator). */
export const publicHealthSchema = z.object({ status: healthStatusSchema });
export type PublicHealth = z.infer<typeof publicHealthSchema>;

/**
 * GET /api/health with the operator's token: 'ok' (200) when everything is up; 'degraded' (200) when only optional parts
 * are down; 'down' (503) when a core part or a service is down. `down` names what is down.
 */
export const systemHealthSchema = z.object({
  status: healthStatusSchema,
  down: z.array(z.string()),
  dependencies: z.record(z.string(), dependencyStateSchema),
  services: z.record(z.string(), dependencyStateSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
