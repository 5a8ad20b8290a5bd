import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { parseConfig } from '@wine/nest-common';
import { expectEnvironmentFits, SERVICE_CONFIG_SCHEMAS } from '../service-config-schemas';

// Docker cannot run on the build machine, so this proves the compose file and the services agree.
const ROOT = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      environment?: Record<string, string | number>;
      ports?: string[];
      container_name?: string;
      build?: { target?: string };
      image?: string;
      command?: string | string[];
      networks?: string[];
      network_mode?: string;
      cpus?: number;
      mem_limit?: string;
    }
  >;
  networks: Record<string, { internal?: boolean } | null>;
};
const dockerfile = fs.readFileSync(path.join(ROOT, 'infra/docker/Dockerfile'), 'utf8');

const SCHEMAS = SERVICE_CONFIG_SCHEMAS;

// What an operator must set: the compose defaults are placeholders production refuses, and
// ${VAR:?} has none (the store passwords, the public origin, the live Stripe key).
const SERVICE_USERS = ['GATEWAY', 'IDENTITY', 'CELLAR', 'AI', 'BILLING', 'CONTENT'];
// Redis has one user per process: the ai-worker logs in as itself (infra/access/redis-access.ts)
const REDIS_USERS = [...SERVICE_USERS, 'AI_WORKER'];
const OPERATOR_SECRETS: Record<string, string> = {
  MINIO_ROOT_PASSWORD: 'q8VZ3tQe9LkX2wM7rN4p',
  STRIPE_WEBHOOK_SECRET: 'whsec_4eC39HqLyjWDarjtT1zdp7dc',
  STRIPE_SECRET_KEY: 'sk_live_51Hq8ZtKxQv3mN7pR2wYs4LkA',
  PUBLIC_URL: 'https://cellardoor.ai',
  SPEECH_SECRET: 'Vb3kQ9zX7mN2pL5wR8tY',
  TRUST_PROXY: '1',
  MONGO_ROOT_PASSWORD: 'Zr8uT2kLq9XbV4mN7pW3',
  IDENTITY_TRANSPORT_KEY: 'k1Vq6nJ0tZ3xW8yB5cR2mL9pA4sD7fG0hE1jU6oI3wQ=',
  ...Object.fromEntries(REDIS_USERS.map((s) => [`REDIS_PASSWORD_${s}`, `redis-${s.toLowerCase()}-Q7xL2p`])),
  ...Object.fromEntries(REDIS_USERS.map((s) => [`KAFKA_PASSWORD_${s}`, `kafka-${s.toLowerCase()}-H6nW2q`])),
  ...Object.fromEntries(
    ['GATEWAY', 'CELLAR', 'AI', 'AI_WORKER'].map((s) => [`MINIO_SECRET_KEY_${s}`, `minio-${s.toLowerCase()}-P3vR8s`]),
  ),
  ...Object.fromEntries(SERVICE_USERS.map((s) => [`MONGO_PASSWORD_${s}`, `mongo-${s.toLowerCase()}-T4wK9z`])),
};

/**
 * ${VAR:-default} and ${VAR:?message} as compose would substitute them with only these variables
 * set; compose refuses to start on an unset ${VAR:?}, and so does this.
 */
function substitute(value: string | number, secrets: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_, name: string, kind: string, rest: string) => {
    if (secrets[name] !== undefined) return secrets[name];
    if (kind === '?') throw new Error(`compose stops: ${rest}`);
    return rest;
  });
}

function environmentOf(service: string, secrets = OPERATOR_SECRETS): Record<string, string> {
  const env = compose.services[service]?.environment ?? {};
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, substitute(v, secrets)]));
}

describe('docker-compose.yml agrees with every service', () => {
  it.each(Object.keys(SCHEMAS))('%s: sets only variables its config schema knows, and all it requires', (service) => {
    expectEnvironmentFits(service, environmentOf(service));
  });

  it.each([
    ['gateway', 'MINIO_SECRET_KEY'],
    ['cellar', 'MINIO_SECRET_KEY'],
    ['ai', 'MINIO_SECRET_KEY'],
    ['billing', 'STRIPE_WEBHOOK_SECRET'],
  ])('%s refuses to start on the placeholder %s when the operator set only what compose demands', (service, variable) => {
    // the operator set what compose demands, and left the MinIO passwords and webhook secret at their defaults
    const demanded = Object.fromEntries(
      Object.entries(OPERATOR_SECRETS).filter(([name]) => !name.startsWith('MINIO_') && name !== 'STRIPE_WEBHOOK_SECRET'),
    );
    expect(() => parseConfig(SCHEMAS[service], environmentOf(service, demanded))).toThrow(
      `${variable} is a default or placeholder value: set a real secret for production`,
    );
  });

  it.each([
    'STRIPE_SECRET_KEY',
    'PUBLIC_URL',
    'SPEECH_SECRET',
    'TRUST_PROXY',
    'REDIS_PASSWORD_GATEWAY',
    'MONGO_PASSWORD_BILLING',
    'IDENTITY_TRANSPORT_KEY',
  ])('stops before starting anything when the operator did not set %s', (variable) => {
    const secrets = { ...OPERATOR_SECRETS };
    delete secrets[variable];
    const all = () => Object.keys(compose.services).forEach((service) => environmentOf(service, secrets));
    expect(all).toThrow(`compose stops: set ${variable}`);
  });

  it('runs billing in production on Stripe only: a test key needs ALLOW_STRIPE_TEST_MODE', () => {
    const test = { ...OPERATOR_SECRETS, STRIPE_SECRET_KEY: 'sk_test_51Hq8ZtKxQv3mN7pR2wYs4LkA' };
    expect(() => parseConfig(SCHEMAS.billing, environmentOf('billing', test))).toThrow('STRIPE_SECRET_KEY is a test-mode key');
    const staging = { ...test, ALLOW_STRIPE_TEST_MODE: 'true' };
    expect(() => parseConfig(SCHEMAS.billing, environmentOf('billing', staging))).not.toThrow();
  });

  it('logs every process into Redis, and every service into MongoDB, as its own user', () => {
    for (const service of Object.keys(SCHEMAS)) {
      const env = environmentOf(service);
      const user = service === 'ai-worker' ? 'ai' : service;
      expect(new URL(env.REDIS_URL)).toMatchObject({
        username: service,
        password: OPERATOR_SECRETS[`REDIS_PASSWORD_${service.toUpperCase().replace('-', '_')}`],
      });
      if (env.MONGO_URL) expect(new URL(env.MONGO_URL)).toMatchObject({ username: user, pathname: `/${user}` });
    }
    const redis = [compose.services.redis.command].flat().join(' ');
    expect(redis).toContain("echo 'user default off'");
    expect(redis).toContain('--aclfile');
    expect(Object.keys(compose.services.redis.environment ?? {}).sort()).toEqual(
      [...REDIS_USERS.map((s) => `REDIS_PASSWORD_${s}`), 'REDIS_MAXMEMORY'].sort(),
    );
    expect(compose.services.mongo.environment).toHaveProperty('MONGO_INITDB_ROOT_PASSWORD');
  });

  it('bounds Redis: a maxmemory ceiling, and writes past it refused rather than a queued job evicted', () => {
    const redis = [compose.services.redis.command].flat().join(' ');
    expect(redis).toMatch(/--maxmemory \$\$\{REDIS_MAXMEMORY\} --maxmemory-policy noeviction/);
    expect(environmentOf('redis').REDIS_MAXMEMORY).toMatch(/^\d+mb$/);
  });

  it('gives the key passwords and tokens cross Redis under to the gateway and identity, and nobody else', () => {
    const holders = Object.keys(compose.services).filter((s) => compose.services[s].environment?.IDENTITY_TRANSPORT_KEY);
    expect(holders.sort()).toEqual(['gateway', 'identity']);
    expect(environmentOf('gateway').IDENTITY_TRANSPORT_KEY).toBe(environmentOf('identity').IDENTITY_TRANSPORT_KEY);
  });

  it('keeps the data stores and sidecars on the internal network, published nowhere', () => {
    expect(compose.networks.data).toEqual({ internal: true });
    for (const store of ['mongo', 'redis', 'minio', 'kafka', 'embeddings', 'speech']) {
      expect({ store, networks: compose.services[store].networks, ports: compose.services[store].ports }).toEqual({
        store,
        networks: ['data'],
        ports: undefined,
      });
    }
    const published = Object.entries(compose.services)
      .filter(([, s]) => s.ports)
      .map(([name]) => name);
    expect(published.sort()).toEqual(['billing', 'gateway']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'gateway' || name === 'billing') continue;
      expect({ name, public: service.networks?.includes('public') ?? false }).toEqual({ name, public: false });
    }
  });

  it('installs the sidecars when their images are built, with every Python package pinned', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, command: [service.command ?? []].flat().join(' ') }).not.toEqual({
        name,
        command: expect.stringMatching(/pip install/),
      });
    }
    expect(compose.services.embeddings.build?.target).toBe('embeddings');
    expect(compose.services.speech.build?.target).toBe('speech');
    for (const file of [
      'infra/docker/embeddings-requirements.txt',
      'infra/docker/speech-constraints.txt',
      'infra/local/speech/requirements.txt',
    ]) {
      const pins = fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'));
      expect(pins.filter((line) => !/^[\w.-]+==[\w.]+$/.test(line))).toEqual([]);
    }
    expect(dockerfile).toMatch(/^FROM python:[\d.]+-slim AS embeddings$/m);
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

  it('limits each ai-worker replica as the Kubernetes pod is limited: its jobs at once follow the CPU limit', () => {
    const pod = parseAllDocuments(fs.readFileSync(path.join(ROOT, 'infra/k8s/base/ai-worker.yaml'), 'utf8'))
      .map(
        (d) =>
          d.toJSON() as {
            kind: string;
            spec: { template: { spec: { containers: { resources: { limits: Record<string, string> } }[] } } };
          },
      )
      .find((d) => d.kind === 'Deployment')!;
    const limits = pod.spec.template.spec.containers[0].resources.limits;
    expect(compose.services['ai-worker'].cpus).toBe(Number(limits.cpu));
    expect(compose.services['ai-worker'].mem_limit).toBe(limits.memory.replace(/Gi$/, 'g'));
  });

  it('lets ai-worker scale: no container name, no host port', () => {
    expect(compose.services['ai-worker'].container_name).toBeUndefined();
    expect(compose.services['ai-worker'].ports).toBeUndefined();
  });

  it('runs the whole stack: mongo, redis, minio and kafka', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['mongo', 'redis', 'minio', 'kafka']));
  });
});
