// Which variables the local stack sets for a process: the ones its configuration schema declares
// (services/<service>/src/config.ts, as built), so the stack keeps no list of its own beside the
// schemas, docker-compose.yml and the Kubernetes manifests (whose specs check them against the same schemas).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

// Read once, in a short-lived process: a built config.js loads the service's libraries (Nest, the
// store's and Kafka's drivers), about 100 MB the stack's supervisor would otherwise hold all along.
let declared;
function readDeclared() {
  for (const [service] of Object.values(SCHEMAS)) {
    const built = path.join(ROOT, `services/${service}/dist/config.js`);
    if (!fs.existsSync(built)) throw new Error(`${built} is missing: build first (npm run build)`);
  }
  const script = `const schemas = ${JSON.stringify(SCHEMAS)};
    const keys = Object.fromEntries(Object.entries(schemas).map(([name, [service, exported]]) =>
      [name, Object.keys(require(${JSON.stringify(ROOT)} + '/services/' + service + '/dist/config.js')[exported].shape)]));
    process.stdout.write(JSON.stringify(keys));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** The variables a process's configuration schema declares. */
export function declaredVariables(name) {
  if (!SCHEMAS[name]) throw new Error(`unknown service ${name}`);
  declared ??= readDeclared();
  return declared[name];
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
