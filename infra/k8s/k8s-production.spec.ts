import path from 'node:path';
import { namesIn, type ExternalSecretSpec } from './external-secrets';
import { build, containersOf, type Resource } from './kustomize';

// The production overlay as a cluster gets it (docs/production.md#launch-checklist): its Secrets
// from the secret store only, its images pinned by digest, every Deployment spread over nodes and
// zones with a disruption budget that fits its replica count.
const production = build(path.join(__dirname, 'overlays/production'));

interface PodSpec {
  containers: {
    name: string;
    envFrom?: { secretRef?: { name: string } }[];
    env?: { valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  }[];
  initContainers?: PodSpec['containers'];
  volumes?: { secret?: { secretName: string } }[];
  topologySpreadConstraints?: {
    topologyKey: string;
    maxSkew: number;
    labelSelector: { matchLabels: Record<string, string> };
  }[];
}
const podOf = (r: Resource) => (r.spec as { template?: { spec: PodSpec } } | undefined)?.template?.spec;
const nameLabel = (r: Resource) =>
  (r.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels['app.kubernetes.io/name'];

/** Secret name → the keys the workloads read from it ('*': the whole Secret, as envFrom or a volume). */
export function secretsRead(resources: Resource[]): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const add = (name: string, key: string) => read.set(name, (read.get(name) ?? new Set()).add(key));
  for (const r of resources) {
    const pod = podOf(r);
    for (const c of pod ? [...pod.containers, ...(pod.initContainers ?? [])] : []) {
      for (const from of c.envFrom ?? []) if (from.secretRef) add(from.secretRef.name, '*');
      for (const e of c.env ?? [])
        if (e.valueFrom?.secretKeyRef) add(e.valueFrom.secretKeyRef.name, e.valueFrom.secretKeyRef.key);
    }
    for (const v of pod?.volumes ?? []) if (v.secret) add(v.secret.secretName, '*');
    if (r.kind === 'TriggerAuthentication')
      for (const ref of (r.spec as { secretTargetRef: { name: string; key: string }[] }).secretTargetRef) add(ref.name, ref.key);
  }
  return read;
}

/** Images that are not pinned by digest. */
export const unpinned = (resources: Resource[]) =>
  resources
    .flatMap(containersOf)
    .map((c) => c.image)
    .filter((image) => !/^[^:@]+@sha256:[0-9a-f]{64}$/.test(image));

/** The fewest replicas a Deployment runs: its autoscaler's minimum, else its own count (1 when unset). */
function minReplicas(resources: Resource[], deployment: Resource): number {
  const name = deployment.metadata.name;
  const scaler = resources.find(
    (r) =>
      ['HorizontalPodAutoscaler', 'ScaledObject'].includes(r.kind) &&
      (r.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === name,
  );
  const spec = (scaler?.spec ?? deployment.spec) as { minReplicas?: number; minReplicaCount?: number; replicas?: number };
  return spec.minReplicas ?? spec.minReplicaCount ?? spec.replicas ?? 1;
}

/** What is wrong with a Deployment's PDB at its fewest replicas: none, one that blocks drains, one that lets every pod go. */
export function budgetProblems(resources: Resource[]): string[] {
  const problems: string[] = [];
  for (const d of resources.filter((r) => r.kind === 'Deployment')) {
    const label = nameLabel(d);
    const pdb = resources.find(
      (r) =>
        r.kind === 'PodDisruptionBudget' &&
        (r.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels['app.kubernetes.io/name'] ===
          label,
    );
    if (!pdb) {
      problems.push(`${d.metadata.name}: no PodDisruptionBudget`);
      continue;
    }
    const n = minReplicas(resources, d);
    const { minAvailable, maxUnavailable } = pdb.spec as { minAvailable?: number; maxUnavailable?: number };
    const allowed = minAvailable !== undefined ? n - minAvailable : (maxUnavailable ?? 0);
    if (allowed < 1) problems.push(`${d.metadata.name}: at ${n} replicas its PDB lets no pod go (a node drain would hang)`);
    // a Deployment that serves requests keeps one pod through a drain
    const serves = resources.some(
      (r) =>
        r.kind === 'Service' && (r.spec as { selector?: Record<string, string> }).selector?.['app.kubernetes.io/name'] === label,
    );
    if (serves && n - allowed < 1) problems.push(`${d.metadata.name}: at ${n} replicas its PDB lets every pod go`);
  }
  return problems;
}

describe('the production overlay', () => {
  const externalSecrets = production.filter((r) => r.kind === 'ExternalSecret');
  const made = new Map(externalSecrets.map((r) => [(r.spec as ExternalSecretSpec).target.name, r.spec as ExternalSecretSpec]));

  it('holds no Secret: every Secret a workload reads is made from the secret store, with the keys it reads', () => {
    expect(production.filter((r) => r.kind === 'Secret')).toEqual([]);
    const read = secretsRead(production);
    expect([...read.keys()].sort()).toEqual([...made.keys()].sort());
    for (const [name, keys] of read) {
      const provided = Object.keys(made.get(name)!.target.template?.data ?? {});
      for (const key of keys)
        if (key !== '*') expect({ name, key, provided: provided.includes(key) }).toEqual({ name, key, provided: true });
    }
    // the key files the gateway and identity mount
    expect(Object.keys(made.get('jwt-public-key')!.target.template!.data!)).toEqual(['jwt-public.pem']);
    expect(Object.keys(made.get('jwt-private-key')!.target.template!.data!)).toEqual(['jwt-private.pem']);
  });

  it('keeps every secret value in the store: templates carry only placeholders, and the non-secret parts of URLs', () => {
    const stores = production.filter((r) => r.kind === 'SecretStore').map((r) => r.metadata.name);
    for (const [name, spec] of made) {
      expect({ name, store: stores.includes(spec.secretStoreRef.name) }).toEqual({ name, store: true });
      const declared = spec.data.map((d) => d.secretKey).sort();
      const used = new Set<string>();
      for (const [key, value] of Object.entries(spec.target.template?.data ?? {})) {
        namesIn(value).forEach((n) => used.add(n));
        if (/^[a-z+]+:\/\//.test(value)) {
          // a URL: its password is the placeholder
          const url = new URL(value.replace(/\{\{[^}]*\}\}/g, 'PLACEHOLDER'));
          expect({ name, key, password: url.password }).toEqual({ name, key, password: 'PLACEHOLDER' });
        } else if (!(name === 'ai-worker-redis' && key === 'username')) {
          expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\{\{ \.\w+ \}\}$/) });
        }
      }
      expect({ name, used: [...used].sort() }).toEqual({ name, used: declared });
    }
  });

  it('reaches Redis over TLS and MongoDB with TLS, as every service', () => {
    for (const [name, spec] of made) {
      const data = spec.target.template?.data ?? {};
      if (data.REDIS_URL) expect({ name, url: data.REDIS_URL }).toEqual({ name, url: expect.stringMatching(/^rediss:\/\//) });
      if (data.MONGO_URL) expect({ name, url: data.MONGO_URL }).toEqual({ name, url: expect.stringMatching(/[?&]tls=true/) });
    }
    // gateway and identity share one transport key: the same store entry
    const transport = (s: string) => made.get(s)!.data.find((d) => d.secretKey === 'identityTransportKey')!.remoteRef;
    expect(transport('gateway-secrets')).toEqual(transport('identity-secrets'));
  });

  it('pins every image by digest, and the check catches a tag', () => {
    expect(production.flatMap(containersOf).length).toBeGreaterThan(10);
    expect(unpinned(production)).toEqual([]);
    const tagged = structuredClone(production);
    containersOf(tagged.find((r) => r.kind === 'Deployment')!)[0].image = 'registry.example/cellar-door/gateway:latest';
    expect(unpinned(tagged)).toEqual(['registry.example/cellar-door/gateway:latest']);
  });

  it('puts everything in its own namespace', () => {
    expect(production.filter((r) => r.kind !== 'Namespace' && r.metadata.namespace !== 'cellar-door')).toEqual([]);
  });

  it.each(production.filter((r) => r.kind === 'Deployment').map((r) => r.metadata.name))(
    '%s: spread over nodes and zones, by its own pods',
    (name) => {
      const deployment = production.find((r) => r.kind === 'Deployment' && r.metadata.name === name)!;
      const spread = podOf(deployment)!.topologySpreadConstraints ?? [];
      expect(spread.map((s) => s.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
      for (const s of spread) {
        expect(s.maxSkew).toBe(1);
        expect(s.labelSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': nameLabel(deployment) });
      }
    },
  );

  it('gives every Deployment a PDB that lets a drain proceed and keeps a serving pod, and catches one that does not', () => {
    expect(budgetProblems(production)).toEqual([]);
    const sidecars = production.filter((r) => r.kind === 'Deployment' && ['embeddings', 'speech'].includes(r.metadata.name));
    expect(sidecars.map((d) => (d.spec as { replicas: number }).replicas)).toEqual([2, 2]);
    const broken = structuredClone(production);
    const gatewayBudget = broken.find((r) => r.kind === 'PodDisruptionBudget' && r.metadata.name === 'gateway')!;
    gatewayBudget.spec = { ...(gatewayBudget.spec as object), minAvailable: 2 };
    const speech = broken.find((r) => r.kind === 'Deployment' && r.metadata.name === 'speech')!;
    (speech.spec as { replicas: number }).replicas = 1;
    expect(budgetProblems(broken)).toEqual([
      'gateway: at 2 replicas its PDB lets no pod go (a node drain would hang)',
      'speech: at 1 replicas its PDB lets every pod go',
    ]);
  });

  it('leaves the replica count of every autoscaled Deployment to its autoscaler', () => {
    const scaled = production
      .filter((r) => ['HorizontalPodAutoscaler', 'ScaledObject'].includes(r.kind))
      .map((r) => (r.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
    expect(scaled.length).toBe(7);
    for (const name of scaled)
      expect(production.find((r) => r.kind === 'Deployment' && r.metadata.name === name)!.spec).not.toHaveProperty('replicas');
  });
});
