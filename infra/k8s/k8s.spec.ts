import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { parseConfig } from '@wine/nest-common';
import { expectEnvironmentFits, SERVICE_CONFIG_SCHEMAS } from '../service-config-schemas';
import { renderExternalSecret } from './external-secrets';
import { build } from './kustomize';

// No cluster on the build machine: this proves the manifests and the services agree, as
// infra/docker/compose.spec.ts does for docker-compose.yml.
const ROOT = path.resolve(__dirname, '../..');
const BASE = path.join(__dirname, 'base');
const LOCAL = path.join(__dirname, 'overlays/local');
const PRODUCTION = path.join(__dirname, 'overlays/production');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
}
interface Container {
  name: string;
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  ports?: { name: string; containerPort: number }[];
}

const SCHEMAS = SERVICE_CONFIG_SCHEMAS;
// run by the platform, not by these manifests: managed data stores, and the one-off key generator
// (the operator provides the key pair as the jwt-private-key and jwt-public-key Secrets), and
// compose's set-up of the stores' per-process access (the Jobs of base/data-access.yaml here)
const EXTERNAL = ['mongo', 'redis', 'minio', 'kafka', 'keygen', 'minio-init', 'kafka-init'];
// what the operator keeps in the secret store (by property), for the production overlay's ExternalSecrets
const STORE: Record<string, string> = {
  REDIS_PASSWORD: 'Xr4nT8kQ2wL7pM3v',
  MONGO_PASSWORD: 'Hk2pW9sQ4xN7mB3z',
  MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
  KAFKA_PASSWORD: 'Wn5tY8kQ2rL7xM3pV9zB',
  STRIPE_WEBHOOK_SECRET: 'whsec_4eC39HqLyjWDarjtT1zdp7dc',
  STRIPE_SECRET_KEY: 'sk_live_51HqLyjWDarjtT1zdp7dc4eC39',
  SPEECH_SECRET: 'Vb7kQ2xLp9sT4mW8nR3c',
  IDENTITY_TRANSPORT_KEY: 'k1Vq6nJ0tZ3xW8yB5cR2mL9pA4sD7fG0hE1jU6oI3wQ=',
  // the admin logins and the key pair: the Jobs and volumes read them, no service's environment
  MINIO_ROOT_USER: 'store-admin',
  MINIO_ROOT_PASSWORD: 'Pz8mQ3wT6kL1xR9v',
  KAFKA_ADMIN_USERNAME: 'cluster-admin',
  KAFKA_ADMIN_PASSWORD: 'Jd4nV7qK2sX9wB5t',
  PRIVATE_KEY_PEM: '-----BEGIN PRIVATE KEY-----',
  PUBLIC_KEY_PEM: '-----BEGIN PUBLIC KEY-----',
};
const fromStore = (_key: string, property: string) => {
  if (!(property in STORE)) throw new Error(`no store value for ${property}`);
  return STORE[property];
};

function load(dir: string): Manifest[] {
  const kustomization = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
  return kustomization.resources
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8')).map((d) => d.toJSON() as Manifest));
}
function documents(file: string): Manifest[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((d) => d.toJSON() as Manifest);
}

const baseOnly = load(BASE);
// what production runs: the overlay's render, with the Secrets its ExternalSecrets make from the store
const production = build(PRODUCTION) as unknown as Manifest[];
const base: Manifest[] = [
  ...production,
  ...production
    .filter((m) => m.kind === 'ExternalSecret')
    .map((m) => {
      const { name, data } = renderExternalSecret(m as never, fromStore);
      return { apiVersion: 'v1', kind: 'Secret', metadata: { name }, stringData: data };
    }),
];
const named = (kind: string, name: string) => base.find((m) => m.kind === kind && m.metadata.name === name);
const containerOf = (deployment: Manifest) =>
  (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0];

/** The environment a Deployment's container gets: its ConfigMaps and Secrets (or the overrides'), then its own env. */
function environmentOf(service: string, overrides: Manifest[] = []): Record<string, string> {
  const container = containerOf(named('Deployment', service)!);
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
    const name = (from.configMapRef ?? from.secretRef)!.name;
    const patch = overrides.find((m) => m.kind === kind && m.metadata.name === name);
    // an overlay's own Secret replaces production's; its ConfigMap patch merges into the base's
    const source = kind === 'Secret' && patch ? patch : named(kind, name);
    expect(source).toBeDefined();
    Object.assign(env, source!.data, source!.stringData, patch?.data, patch?.stringData);
  }
  for (const e of container.env ?? []) env[e.name] = e.value ?? '';
  return env;
}

describe('infra/k8s agrees with every service', () => {
  it.each(Object.keys(SCHEMAS))(
    '%s: the Deployment sets only variables its config schema knows, and all it requires',
    (service) => {
      const env = environmentOf(service);
      expectEnvironmentFits(service, env);
      expect(env.NODE_ENV).toBe('production');
    },
  );

  it.each(Object.keys(SCHEMAS))('%s: the local overlay runs in development mode with a valid configuration', (service) => {
    const overrides = [...documents(path.join(LOCAL, 'config.yaml')), ...documents(path.join(LOCAL, 'secrets.yaml'))];
    const env = environmentOf(service, overrides);
    expect(env.NODE_ENV).toBe('development');
    expect(() => parseConfig(SCHEMAS[service], env)).not.toThrow();
  });

  it('keeps no Secret in the base: production takes every one from the secret store, and refuses to start without it', () => {
    expect(baseOnly.filter((m) => m.kind === 'Secret').map((m) => m.metadata.name)).toEqual([]);
    expect(production.filter((m) => m.kind === 'Secret').map((m) => m.metadata.name)).toEqual([]);
    // the store entry missing: the ExternalSecret makes no Secret, and the service stops naming what is missing
    const env = environmentOf('billing');
    delete env.STRIPE_WEBHOOK_SECRET;
    expect(() => parseConfig(SCHEMAS.billing, env)).toThrow('STRIPE_WEBHOOK_SECRET is required');
  });

  it('has a Deployment for every service in docker-compose.yml, and one ConfigMap and Secret each', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, unknown>;
    };
    const deployments = base.filter((m) => m.kind === 'Deployment').map((m) => m.metadata.name);
    expect(Object.keys(compose.services).filter((s) => !EXTERNAL.includes(s) && !deployments.includes(s))).toEqual([]);
    for (const service of Object.keys(SCHEMAS)) {
      expect(named('ConfigMap', `${service}-config`)).toBeDefined();
      expect(named('Secret', `${service}-secrets`)).toBeDefined();
    }
  });

  it.each(Object.keys(SCHEMAS))('%s: readiness and liveness probes, requests and limits, metrics port, a PDB', (service) => {
    const container = containerOf(named('Deployment', service)!);
    expect(container.readinessProbe).toBeDefined();
    expect(container.livenessProbe).toBeDefined();
    expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
    const env = environmentOf(service);
    expect(container.ports).toContainEqual({ name: 'metrics', containerPort: Number(env.METRICS_PORT) });
    expect(env.METRICS_HOST).toBe('0.0.0.0');
    expect(named('PodDisruptionBudget', service)).toBeDefined();
  });

  it('scales the services on CPU and the ai-worker on its BullMQ queue with KEDA', () => {
    for (const service of Object.keys(SCHEMAS).filter((s) => s !== 'ai-worker')) {
      const hpa = named('HorizontalPodAutoscaler', service);
      expect(hpa?.spec).toMatchObject({
        scaleTargetRef: { kind: 'Deployment', name: service },
        metrics: [{ resource: { name: 'cpu' } }],
      });
    }
    expect(named('HorizontalPodAutoscaler', 'ai-worker')).toBeUndefined();
    const scaled = named('ScaledObject', 'ai-worker');
    const queue = environmentOf('ai-worker').WORKER_QUEUES;
    expect(scaled?.spec).toMatchObject({
      scaleTargetRef: { name: 'ai-worker' },
      triggers: [{ type: 'redis', metadata: { listName: `bull:${queue}:wait` } }],
    });
  });

  it('exposes the gateway through an Ingress and billing webhooks through their own Service', () => {
    const port = environmentOf('gateway').PORT;
    const gatewayPorts = containerOf(named('Deployment', 'gateway')!).ports;
    expect(gatewayPorts).toContainEqual({ name: 'http', containerPort: Number(port) });
    expect(named('Ingress', 'gateway')).toBeDefined();
    const billingPort = environmentOf('billing').BILLING_HTTP_PORT;
    expect(containerOf(named('Deployment', 'billing')!).ports).toContainEqual({
      name: 'http',
      containerPort: Number(billingPort),
    });
    expect(named('Service', 'billing-webhooks')).toBeDefined();
  });

  it('carries the alert rules of infra/monitoring/rules.yml as a PrometheusRule, unchanged, and the local overlay leaves it out', () => {
    const rules = parse(fs.readFileSync(path.join(ROOT, 'infra/monitoring/rules.yml'), 'utf8')) as { groups: unknown[] };
    const rule = named('PrometheusRule', 'cellar-door');
    expect(rule?.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(rule?.spec).toEqual({ groups: rules.groups });
    const overlay = fs.readFileSync(path.join(LOCAL, 'kustomization.yaml'), 'utf8');
    expect(overlay).toMatch(
      /\$patch: delete\s+apiVersion: monitoring\.coreos\.com\/v1\s+kind: PrometheusRule\s+metadata: \{ name: cellar-door \}/,
    );
  });
});
