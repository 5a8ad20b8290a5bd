// Which variables the local stack sets for a process: the ones its configuration schema declares
// (services/<service>/src/config.ts, as built), so the stack keeps no list of its own beside the
// schemas, docker-compose.yml and the Kubernetes manifests (whose specs check them against the same schemas).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

// each process's schema, by the name it has in the stack, docker-compose.yml and infra/k8s
const SCHEMAS = {
  gateway: ['gateway', 'gatewayConfigSchema'],
  identity: ['identity', 'identityConfigSchema'],
  cellar: ['cellar', 'cellarConfigSchema'],
  ai: ['ai', 'aiConfigSchema'],
  'ai-worker': ['ai', 'aiWorkerConfigSchema'],
  billing: ['billing', 'billingConfigSchema'],
  content: ['content', 'contentConfigSchema'],
};

/** The variables a process's configuration schema declares. */
export function declaredVariables(name) {
  const [service, exported] = SCHEMAS[name] ?? [];
  if (!service) throw new Error(`unknown service ${name}`);
  const built = path.join(ROOT, `services/${service}/dist/config.js`);
  if (!fs.existsSync(built)) throw new Error(`${built} is missing: build first (npm run build)`);
  return Object.keys(require(built)[exported].shape);
}

/**
 * A process's environment: of `values` (what each variable is on this machine; undefined when it
 * is not set here), the variables its schema declares.
 */
export function environmentOf(name, values) {
  return Object.fromEntries(
    declaredVariables(name)
      .filter((key) => values[key] !== undefined)
      .map((key) => [key, values[key]]),
  );
}
