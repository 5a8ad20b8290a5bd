import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// The manifests' rules for rollouts, sizing and autoscaling (docs/production.md#launch-checklist),
// checked without a cluster as k8s.spec.ts checks their environment.
const BASE = path.join(__dirname, 'base');

interface Probe {
  httpGet?: { path: string; port: string };
  timeoutSeconds?: number;
  failureThreshold?: number;
  periodSeconds?: number;
}
interface Container {
  name: string;
  command?: string[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  initContainers?: Container[];
  containers: Container[];
  volumes?: { name: string; secret?: unknown; emptyDir?: { medium?: string } }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown> & { template?: { spec: PodSpec } };
  stringData?: Record<string, string>;
}

const kustomization = parse(fs.readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
const base = kustomization.resources.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(BASE, file), 'utf8')).map((d) => d.toJSON() as Manifest),
);
const named = (kind: string, name: string) => base.find((m) => m.kind === kind && m.metadata.name === name);
const deployments = base.filter((m) => m.kind === 'Deployment');
const pod = (name: string) => named('Deployment', name)!.spec.template!.spec;

/** Kubernetes quantities in bytes (Mi, Gi). */
function bytes(quantity: string): number {
  const [, n, unit] = /^(\d+(?:\.\d+)?)(Mi|Gi)$/.exec(quantity)!;
  return Number(n) * (unit === 'Gi' ? 1024 ** 3 : 1024 ** 2);
}

/** Deployments an HPA or a KEDA ScaledObject scales. */
const autoscaled = new Set(
  base
    .filter((m) => m.kind === 'HorizontalPodAutoscaler' || m.kind === 'ScaledObject')
    .map((m) => (m.spec.scaleTargetRef as { name: string }).name),
);

describe('infra/k8s rollouts, sizing and autoscaling', () => {
  it.each(deployments.filter((d) => autoscaled.has(d.metadata.name)).map((d) => d.metadata.name))(
    '%s: no replicas: under its autoscaler, a minReadySeconds, readiness on its own connections',
    (name) => {
      const deployment = named('Deployment', name)!;
      expect(deployment.spec).not.toHaveProperty('replicas');
      expect(deployment.spec.minReadySeconds).toBeGreaterThanOrEqual(10);
      const container = pod(name).containers[0];
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/health/ready', port: 'metrics' });
      expect(container.livenessProbe?.httpGet?.path).not.toBe('/health/ready');
    },
  );

  it('stops the gateway with a preStop pause and a grace period longer than pause and drain', () => {
    const spec = pod('gateway');
    const pause = spec.containers[0].lifecycle?.preStop?.sleep?.seconds ?? 0;
    expect(pause).toBeGreaterThanOrEqual(5);
    // services/gateway/src/main.ts drains for up to 25 s after the pause
    expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(pause + 25 + 5);
  });

  it('sizes the ai-worker on its measured RSS (700-900 MB), with headroom, and waits for its models to load', () => {
    const container = pod('ai-worker').containers[0];
    expect(bytes(container.resources.requests.memory)).toBeGreaterThanOrEqual(900 * 1024 ** 2);
    expect(bytes(container.resources.limits.memory)).toBeGreaterThanOrEqual(1.5 * bytes(container.resources.requests.memory));
    const startup = container.startupProbe!;
    expect(startup.httpGet?.port).toBe('metrics');
    expect((startup.periodSeconds ?? 10) * (startup.failureThreshold ?? 3)).toBeGreaterThanOrEqual(120);
  });

  it('scales the ai-worker with KEDA as the ai ACL user, over TLS, with a fallback when Redis cannot be read', () => {
    const scaled = named('ScaledObject', 'ai-worker')!.spec as {
      fallback?: { replicas: number; failureThreshold: number };
      triggers: { metadata: Record<string, string>; authenticationRef?: { name: string } }[];
    };
    expect(scaled.fallback?.replicas).toBeGreaterThanOrEqual(2);
    expect(scaled.triggers[0].metadata).toMatchObject({ listName: 'bull:photo-analysis:wait', enableTLS: 'true' });
    const auth = named('TriggerAuthentication', scaled.triggers[0].authenticationRef!.name)!.spec as {
      secretTargetRef: { parameter: string }[];
    };
    expect(auth.secretTargetRef.map((r) => r.parameter).sort()).toEqual(['password', 'username']);
  });

  it("counts the photo queue's whole backlog: its producers add no priority or delay, so BullMQ v5 keeps every waiting job in the wait list", () => {
    // a prioritised job waits in bull:<queue>:prioritized and a delayed one in :delayed, which the
    // redis list trigger does not count: a producer that adds either needs a trigger for it too
    const ai = path.join(__dirname, '../../services/ai/src');
    const producers = fs
      .readdirSync(ai, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .map((f) => fs.readFileSync(path.join(ai, f), 'utf8'))
      .filter((text) => /from 'bullmq'/.test(text) && /\.add\(/.test(text));
    expect(producers.length).toBeGreaterThanOrEqual(2);
    for (const text of producers) expect(text).not.toMatch(/\b(priority|delay|lifo)\s*:/);
  });

  it("copies identity's signing key into memory at 0600, since fsGroup adds group read to a Secret volume", () => {
    const spec = pod('identity');
    const copy = spec.initContainers?.find((c) => c.name === 'signing-key');
    expect(copy?.command?.join(' ')).toMatch(/chmodSync\('\/identity-keys\/jwt-private.pem', 0o600\)/);
    const keys = spec.volumes?.find((v) => v.name === 'keys');
    expect(keys?.emptyDir?.medium).toBe('Memory');
    expect(spec.containers[0].volumeMounts).toContainEqual(
      expect.objectContaining({ name: 'keys', mountPath: '/identity-keys' }),
    );
  });
});
