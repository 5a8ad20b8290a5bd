import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseConfig } from '@wine/nest-common';
import { aiConfigSchema, aiWorkerConfigSchema } from '../../services/ai/src/config';
import { billingConfigSchema } from '../../services/billing/src/config';
import { cellarConfigSchema } from '../../services/cellar/src/config';
import { contentConfigSchema } from '../../services/content/src/config';
import { gatewayConfigSchema } from '../../services/gateway/src/config';
import { identityConfigSchema } from '../../services/identity/src/config';

// Docker cannot run on the build machine, so this proves the compose file and the services agree.
const ROOT = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { environment?: Record<string, string | number>; ports?: string[]; container_name?: string; build?: { target?: string } }
  >;
};
const dockerfile = fs.readFileSync(path.join(ROOT, 'infra/docker/Dockerfile'), 'utf8');

const SCHEMAS: Record<string, z.ZodObject> = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  cellar: cellarConfigSchema,
  ai: aiConfigSchema,
  'ai-worker': aiWorkerConfigSchema,
  billing: billingConfigSchema,
  content: contentConfigSchema,
};

// The secrets an operator must set: the compose defaults are placeholders production refuses (issue 13).
const OPERATOR_SECRETS: Record<string, string> = {
  MINIO_ROOT_PASSWORD: 'q8VZ3tQe9LkX2wM7rN4p',
  STRIPE_WEBHOOK_SECRET: 'whsec_4eC39HqLyjWDarjtT1zdp7dc',
};

/** ${VAR:-default} as compose would substitute it with only the operator's secrets set. */
function substitute(value: string | number, secrets: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => secrets[name] ?? fallback);
}

function environmentOf(service: string, secrets = OPERATOR_SECRETS): Record<string, string> {
  const env = compose.services[service]?.environment ?? {};
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, substitute(v, secrets)]));
}

describe('docker-compose.yml agrees with every service', () => {
  it.each(Object.keys(SCHEMAS))('%s: sets only variables its config schema knows, and all it requires', (service) => {
    const schema = SCHEMAS[service];
    const env = environmentOf(service);
    const known = Object.keys(schema.shape);
    expect(Object.keys(env).filter((k) => !known.includes(k))).toEqual([]);
    const required = known.filter((k) => !schema.shape[k].safeParse(undefined).success);
    expect(required.filter((k) => !(k in env))).toEqual([]);
    expect(() => parseConfig(schema, env)).not.toThrow();
  });

  it.each([
    ['gateway', 'MINIO_SECRET_KEY'],
    ['cellar', 'MINIO_SECRET_KEY'],
    ['ai', 'MINIO_SECRET_KEY'],
    ['billing', 'STRIPE_WEBHOOK_SECRET'],
  ])('%s refuses to start on the placeholder %s when the operator set nothing', (service, variable) => {
    expect(() => parseConfig(SCHEMAS[service], environmentOf(service, {}))).toThrow(
      `Invalid configuration: ${variable} is a default or placeholder value: set a real secret for production`,
    );
  });

  it.each(Object.keys(SCHEMAS))('%s: has a build target in the Dockerfile', (service) => {
    expect(compose.services[service].build?.target).toBe(service);
    expect(dockerfile).toMatch(new RegExp(`^FROM runtime AS ${service}$`, 'm'));
  });

  it('publishes the gateway and billing webhook ports they listen on', () => {
    expect(compose.services.gateway.ports).toEqual([`${environmentOf('gateway').PORT}:${environmentOf('gateway').PORT}`]);
    const billing = environmentOf('billing').BILLING_HTTP_PORT;
    expect(compose.services.billing.ports).toEqual([`${billing}:${billing}`]);
  });

  it('lets ai-worker scale: no container name, no host port', () => {
    expect(compose.services['ai-worker'].container_name).toBeUndefined();
    expect(compose.services['ai-worker'].ports).toBeUndefined();
  });

  it('runs the whole stack: mongo, redis, minio and kafka', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['mongo', 'redis', 'minio', 'kafka']));
  });
});
