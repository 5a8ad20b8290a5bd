import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_CONFIG_SCHEMAS } from '../service-config-schemas';

// Least privilege in the manifests (docs/production.md#launch-checklist): every service pod
// without root, capabilities or a writable root; the network closed by default.
const BASE = path.join(__dirname, 'base');

interface Container {
  name: string;
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: {
    podSelector?: { matchLabels?: Record<string, string>; matchExpressions?: { values: string[] }[] };
    policyTypes?: string[];
    ingress?: {
      from?: { namespaceSelector?: { matchLabels?: Record<string, string> } }[];
      ports?: { port: string | number }[];
    }[];
    template?: {
      spec: {
        securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
        containers: Container[];
        initContainers?: Container[];
      };
    };
  };
}

const kustomization = parse(fs.readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
const base = kustomization.resources.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(BASE, file), 'utf8')).map((d) => d.toJSON() as Manifest),
);
const policies = base.filter((m) => m.kind === 'NetworkPolicy');

describe('infra/k8s least privilege', () => {
  it.each(Object.keys(SERVICE_CONFIG_SCHEMAS))(
    '%s: non-root, seccomp RuntimeDefault, no capabilities, a read-only root',
    (service) => {
      const pod = base.find((m) => m.kind === 'Deployment' && m.metadata.name === service)!.spec.template!.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])])
        expect({ container: container.name, ...container.securityContext }).toEqual({
          container: container.name,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
    },
  );

  it('denies all traffic by default, in and out', () => {
    const deny = policies.find((p) => p.metadata.name === 'default-deny');
    expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('lets the outside reach only the gateway and billing, and metrics ports only from the monitoring namespace', () => {
    const fromOutside = policies.filter((p) => p.spec.ingress?.some((rule) => rule.from?.some((f) => f.namespaceSelector)));
    const byPort = (port: string) =>
      fromOutside.filter((p) => p.spec.ingress!.some((rule) => rule.ports?.some((x) => x.port === port)));
    expect(
      byPort('metrics').flatMap((p) => p.spec.ingress!.flatMap((r) => r.from!.map((f) => f.namespaceSelector?.matchLabels))),
    ).toEqual([{ 'kubernetes.io/metadata.name': 'monitoring' }]);
    const publicPods = byPort('http').flatMap((p) => p.spec.podSelector?.matchExpressions?.flatMap((e) => e.values) ?? []);
    expect(publicPods.sort()).toEqual(['billing', 'gateway']);
  });
});
