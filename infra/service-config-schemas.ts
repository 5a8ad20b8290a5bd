// Every process's configuration schema, by its name in docker-compose.yml and infra/k8s: the
// compose and Kubernetes agreement specs check their manifests against the same list.
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
