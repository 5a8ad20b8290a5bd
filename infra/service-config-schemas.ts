// Every process's configuration schema, by its name in docker-compose.yml and infra/k8s: the
// compose and Kubernetes agreement specs check their manifests against the same list.
import { parseConfig } from '@wine/nest-common';
import type { z } from 'zod';
import { aiConfigSchema, aiWorkerConfigSchema } from '../services/ai/src/config';
import { billingConfigSchema } from '../services/billing/src/config';
import { cellarConfigSchema } from '../services/cellar/src/config';
import { contentConfigSchema } from '../services/content/src/config';
import { gatewayConfigSchema } from '../services/gateway/src/config';
import { identityConfigSchema } from '../services/identity/src/config';

export const SERVICE_CONFIG_SCHEMAS: Record<string, z.ZodObject> = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  cellar: cellarConfigSchema,
  ai: aiConfigSchema,
  'ai-worker': aiWorkerConfigSchema,
  billing: billingConfigSchema,
  content: contentConfigSchema,
};

/**
 * Checks that a manifest's environment for `service` sets only variables its schema knows, all those
 * it requires, and values the schema accepts (NODE_ENV=production applies the production rules).
 */
export function expectEnvironmentFits(service: string, env: Record<string, string>): void {
  const schema = SERVICE_CONFIG_SCHEMAS[service];
  const known = Object.keys(schema.shape);
  expect(Object.keys(env).filter((k) => !known.includes(k))).toEqual([]);
  const required = known.filter((k) => !schema.shape[k].safeParse(undefined).success);
  expect(required.filter((k) => !(k in env))).toEqual([]);
  expect(() => parseConfig(schema, env)).not.toThrow();
}
